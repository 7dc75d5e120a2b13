// The wishlist (/wishlist, issue 33): its catalog search, the list with each game's Move to library and
// Remove, and the sentence that says what the last action did.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

export class WishlistPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/wishlist");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Wishlist" });
  }

  get search() {
    return this.page.getByLabel("Search the catalog");
  }

  /** A search result's Add to wishlist (the first result of that exact title). */
  addResult(title: string) {
    return this.page
      .getByRole("list", { name: "Search results" })
      .getByRole("button", { name: `Add to wishlist (${title})`, exact: true })
      .first();
  }

  get list() {
    return this.page.getByRole("list", { name: "Your wishlist" });
  }

  get items() {
    return this.list.getByRole("listitem");
  }

  get emptyState() {
    return this.page.getByText("Your wishlist is empty.");
  }

  moveToLibrary(title: string) {
    return this.list.getByRole("button", { name: `Move to library (${title})` });
  }

  remove(title: string) {
    return this.list.getByRole("button", { name: `Remove ${title} from your wishlist` });
  }

  /** What the last Move to library or Remove did (the page's own status line, not the app's offline banner). */
  get outcome() {
    return this.page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasNotText: /^Loading/ });
  }
}
