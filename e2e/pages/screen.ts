// What every page model shares: the page it drives and, for a screen with its own URL, that path.
import { expect, type Page } from "@playwright/test";

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

  /**
   * Waits until nothing on the page says it is loading (no status "Loading…" left). Until then what
   * arrives can grow the page and push what has focus out of view: a keyboard tour waits for this first.
   */
  async loaded() {
    await expect(this.page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  }
}
