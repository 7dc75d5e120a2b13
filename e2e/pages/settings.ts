// The settings page at /settings.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

export class SettingsPage extends Screen {
  constructor(page: Page) {
    super(page, "/settings");
  }

  get heading() {
    return this.page.getByRole("heading", { name: "Settings" });
  }

  /** The mode buttons: "Light" or "Dark". */
  mode(name: "Light" | "Dark") {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** An accent colour swatch, by its name ("Amber"), in the Appearance section (the category manager has swatches too). */
  accent(name: string) {
    return this.page.getByRole("region", { name: "Appearance" }).getByRole("radio", { name, exact: true });
  }

  /** The line that says whether a choice was saved. */
  status(text: string) {
    return this.page.getByRole("status").filter({ hasText: text });
  }
}
