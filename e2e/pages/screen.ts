// What every page model shares: the page it drives and, for a screen with its own URL, that path.
import type { Page } from "@playwright/test";

export abstract class Screen {
  readonly page: Page;
  readonly path: string | null;

  constructor(page: Page, path: string | null = null) {
    this.page = page;
    this.path = path;
  }

  async goto() {
    if (this.path === null) throw new Error(`${this.constructor.name} has no URL of its own`);
    await this.page.goto(this.path);
  }
}
