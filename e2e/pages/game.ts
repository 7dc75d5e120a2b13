// The game page at /game/:slug: the user's game, or the catalog game with "Add to My Log", or
// "Game Not Found".
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

export class GamePage extends Screen {
  constructor(page: Page, slug: string | null = null) {
    super(page, slug === null ? null : `/game/${encodeURIComponent(slug)}`);
  }

  heading(title: string) {
    return this.page.getByRole("heading", { level: 1, name: title });
  }

  /** A titled part of the page: "Details", "Status", "Play Sessions", "Related Games", … */
  region(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  get relatedLinks() {
    return this.region("Related Games").getByRole("link");
  }

  get addToLog() {
    return this.page.getByRole("button", { name: "Add to My Log" });
  }

  get edit() {
    return this.page.getByRole("button", { name: "Edit Game" });
  }

  get delete() {
    return this.page.getByRole("button", { name: "Delete Game" });
  }

  get notFound() {
    return this.page.getByRole("heading", { name: "Game Not Found" });
  }

  get backToDashboard() {
    return this.page.getByRole("link", { name: "Back to Dashboard" });
  }
}
