// The signed-out landing page at /.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";
import { definitionOf } from "../fixtures.ts";

export class LandingPage extends Screen {
  constructor(page: Page) {
    super(page, "/");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  get startJourney() {
    return this.page.getByRole("link", { name: "Start Your Journey" });
  }

  /** The header's sign-in link. */
  get signIn() {
    return this.page.getByRole("link", { name: "Sign In", exact: true });
  }

  /** The header's sign-up link. */
  get getStarted() {
    return this.page.getByRole("link", { name: "Get Started" }).first();
  }

  get themeToggle() {
    return this.page.getByRole("button", { name: /^Switch to (light|dark) mode$/ });
  }

  /** One of the instance's numbers: "Games in the catalog", "Ratings", "Reviews", "Players". */
  stat(label: string) {
    return definitionOf(this.page.getByRole("region", { name: "This Savepoint in numbers" }), label);
  }
}
