// My Reviews (/reviews): the filter and sort, each review's card with its edit and delete icons, the
// review dialog as My Reviews uses it (game picker, spoiler, errors) and the delete confirmation.
import type { Locator, Page } from "@playwright/test";
import { ConfirmDialogModel } from "./confirm.ts";
import { ReviewCardModel, ReviewDialogModel } from "./review-social.ts";
import { Screen } from "./screen.ts";

export class MyReviewsPage extends Screen {
  constructor(page: Page, path = "/reviews") {
    super(page, path);
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "My Reviews" });
  }

  get writeReview() {
    return this.page.getByRole("button", { name: "Write Review" });
  }

  /** The empty state's heading ('No reviews yet'). */
  get empty() {
    return this.page.getByRole("heading", { name: "No reviews yet" });
  }

  get filter() {
    return this.page.getByRole("combobox", { name: "Filter by game" });
  }

  get sort() {
    return this.page.getByRole("combobox", { name: "Sort by" });
  }

  get list() {
    return this.page.getByRole("list", { name: "Your reviews" });
  }

  /** Every review card, in the order shown. */
  get cards() {
    return this.list.getByRole("article");
  }

  review(game: string) {
    return new MyReviewCard(this.list.getByRole("article", { name: `Review of ${game}`, exact: true }), game);
  }
}

/** One of my reviews: the card, plus its edit and delete icons. */
export class MyReviewCard extends ReviewCardModel {
  constructor(
    root: Locator,
    readonly game: string,
  ) {
    super(root);
  }

  get gameLink() {
    return this.root.getByRole("link", { name: this.game, exact: true });
  }

  get edit() {
    return this.root.getByRole("button", { name: `Edit review of ${this.game}` });
  }

  get delete() {
    return this.root.getByRole("button", { name: `Delete review of ${this.game}` });
  }
}

/** The review dialog with what My Reviews uses of it: the game picker, the spoiler flag, Update, Cancel. */
export class ReviewDialog extends ReviewDialogModel {
  get game() {
    return this.root.getByRole("combobox", { name: "Game" });
  }

  get spoiler() {
    return this.root.getByRole("checkbox", { name: /Contains spoilers/ });
  }

  get update() {
    return this.root.getByRole("button", { name: "Update Review" });
  }

  get cancel() {
    return this.root.getByRole("button", { name: "Cancel" });
  }

  /** A line of the dialog ('5/2000 characters', 'Please select a game', …). */
  text(line: string) {
    return this.root.getByText(line, { exact: true });
  }
}

/** The confirmation before a review is deleted. */
export class DeleteReviewDialog extends ConfirmDialogModel {
  constructor(page: Page) {
    super(page, "Delete Review", "Delete Review");
  }
}
