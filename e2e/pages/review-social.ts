// Reviews as other people see them: the game page's Community Activity and Reviews panels (my
// review, 'All Reviews (n)' with likes, ?review= links), and the Likes screen (/likes).
import type { Locator, Page } from "@playwright/test";
import { definitionOf } from "../fixtures.ts";
import { GamePage } from "./game.ts";
import { Screen } from "./screen.ts";

/** One review card: an article named 'Review by {author}' or 'Review of {game} by {author}'. */
export class ReviewCardModel {
  constructor(readonly root: Locator) {}

  likeButton(author: string) {
    return this.root.getByRole("button", { name: `Like review by ${author}`, exact: true });
  }

  unlikeButton(author: string) {
    return this.root.getByRole("button", { name: `Unlike review by ${author}`, exact: true });
  }

  get anyLikeButton() {
    return this.root.getByRole("button", { name: /like review by/i });
  }

  /** 'Report' (named 'Report review by {author}'), then 'Reported' once sent. */
  reportButton(author: string) {
    return this.root.getByRole("button", { name: `Report review by ${author}`, exact: true });
  }

  reportedButton(author: string) {
    return this.root.getByRole("button", { name: `Reported review by ${author}`, exact: true });
  }

  get anyReportButton() {
    return this.root.getByRole("button", { name: /report/i });
  }

  get showSpoiler() {
    return this.root.getByRole("button", { name: "Show spoiler" });
  }

  get editReview() {
    return this.root.getByRole("button", { name: "Edit Review" });
  }

  text(comment: string) {
    return this.root.getByText(comment, { exact: true });
  }
}

/** The game page with its community numbers and reviews. */
export class GameReviewsPage extends GamePage {
  constructor(page: Page, slug: string | null = null) {
    super(page, slug);
  }

  /** Opens the page at ?review={id}. */
  async gotoReview(reviewId: string) {
    await this.page.goto(`${this.path}?review=${encodeURIComponent(reviewId)}`);
  }

  get community() {
    return this.region("Community Activity");
  }

  /** A community number: "Completed", "Total Players", "Avg Rating", … */
  stat(label: string) {
    return definitionOf(this.community, label);
  }

  get reviews() {
    return this.region("Reviews");
  }

  get myReview() {
    return this.reviews.getByRole("region", { name: "My Review" });
  }

  get writeReview() {
    return this.myReview.getByRole("button", { name: "Write Review" });
  }

  /** 'All Reviews (n)'. */
  get allReviewsHeading() {
    return this.reviews.getByRole("heading", { name: /^All Reviews \(\d+\)$/ });
  }

  get others() {
    return this.reviews.getByRole("list", { name: "Reviews by other players" });
  }

  /** Another player's review by its author's name. */
  reviewBy(author: string) {
    return new ReviewCardModel(this.others.getByRole("article", { name: `Review by ${author}`, exact: true }));
  }

  /** My own review's card. */
  mine(author: string) {
    return new ReviewCardModel(this.myReview.getByRole("article", { name: `Review by ${author}`, exact: true }));
  }
}

/** The review dialog opened from the game page ('Write a Review' / 'Edit Review'). */
export class ReviewDialogModel {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    title: "Write a Review" | "Edit Review" = "Write a Review",
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  stars(n: number) {
    return this.root.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars`, exact: true });
  }

  /** Taps the n-th star (the radio itself is visually hidden under it). */
  async rate(n: number) {
    const radio = this.page.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars`, exact: true });
    await this.root.locator("label").filter({ has: radio }).click();
  }

  get comment() {
    return this.root.getByRole("textbox", { name: "Review" });
  }

  get submit() {
    return this.root.getByRole("button", { name: "Submit Review" });
  }
}

/** Likes (/likes): the reviews I liked. */
export class LikesPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/likes");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Likes" });
  }

  get empty() {
    return this.page.getByRole("heading", { name: "No liked reviews yet" });
  }

  get list() {
    return this.page.getByRole("list", { name: "Liked reviews" });
  }

  review(game: string, author: string) {
    return new ReviewCardModel(this.list.getByRole("article", { name: `Review of ${game} by ${author}`, exact: true }));
  }
}

/** 'Report review': a reason, an optional note, 'Send report'. */
export class ReportDialogModel {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("dialog", { name: "Report review" });
  }

  reason(label: string) {
    return this.root.getByRole("radio", { name: label, exact: true });
  }

  get note() {
    return this.root.getByRole("textbox", { name: "Anything to add (optional)" });
  }

  get send() {
    return this.root.getByRole("button", { name: "Send report" });
  }

  get status() {
    return this.root.getByRole("status");
  }

  /** The footer's Close (the title bar's is named Close too). */
  get close() {
    return this.root.getByRole("button", { name: "Close" }).last();
  }
}
