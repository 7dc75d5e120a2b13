// Game Recommendations (/recommendations): the tabs, the cards with their actions, the hide notice
// with Undo, the success dialog, the top genres and 'Your Gaming Profile'.
import type { Locator, Page } from "@playwright/test";
import { definitionOf } from "../fixtures.ts";
import { Screen } from "./screen.ts";

export type RecommendationTabName = "All Recommendations" | "Similar to Your Games" | "Trending Now" | "Underrated";

export class RecommendationsPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/recommendations");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Game Recommendations" });
  }

  get refreshAll() {
    return this.page.getByRole("button", { name: "Refresh All" });
  }

  /** A tab, named with its count once its list has loaded ('All Recommendations 12'). */
  tab(name: RecommendationTabName) {
    return this.page.getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  /** The open tab's panel. */
  get panel() {
    return this.page.getByRole("tabpanel");
  }

  /** The open tab's cards. */
  get cards() {
    return this.panel.getByRole("article");
  }

  /** The card of `title`, in the open tab. */
  card(title: string) {
    return this.panel.getByRole("article", { name: title, exact: true });
  }

  /** A card's stable key (its heading's id, which names the catalog game): two games may share a title (a remake). */
  keyOf(card: Locator) {
    return card
      .getByRole("heading")
      .getAttribute("id")
      .then((id) => id ?? "");
  }

  /** The card whose key is `key`, in the open tab. */
  cardOf(key: string) {
    return this.panel.locator(`article[aria-labelledby="${key}"]`);
  }

  /** The '{score}% Match' badges the open tab shows, one per card that has one (each card holds one per layout). */
  get matchBadges() {
    return this.cards.getByText(/^\d{1,3}% Match$/).filter({ visible: true });
  }

  /** The match scores the open tab's cards show, in the list's order. */
  async shownMatches(): Promise<number[]> {
    return (await this.matchBadges.allInnerTexts()).map((t) => Number.parseInt(t, 10));
  }

  titleOf(card: Locator) {
    return card.getByRole("heading").innerText();
  }

  addToBacklog(card: Locator) {
    return card.getByRole("button", { name: "Add to Backlog" });
  }

  notInterested(card: Locator) {
    return card.getByRole("button", { name: "Not interested" });
  }

  /** The notice after 'Not interested', with its Undo. */
  get hiddenNotice() {
    return this.page.getByRole("status").filter({ hasText: "Hidden from your recommendations" });
  }

  get undo() {
    return this.hiddenNotice.getByRole("button", { name: "Undo" });
  }

  get successDialog() {
    return this.page.getByRole("dialog", { name: "Success! Game added to your backlog" });
  }

  /** An empty state's heading: 'No recommendations found', 'Not enough games for similar recommendations'. */
  emptyState(title: string) {
    return this.panel.getByRole("heading", { name: title });
  }

  get topGenres() {
    return this.page.getByRole("list", { name: "Based on your top genres:" }).getByRole("listitem");
  }

  get profile() {
    return this.page.getByRole("region", { name: "Your Gaming Profile" });
  }

  /** A line of the profile: 'Favorite Genres', 'Preferred Platforms', 'Average Rating'. */
  profileValue(label: string) {
    return definitionOf(this.profile, label);
  }
}
