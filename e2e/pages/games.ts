// The games page ("My Games" at / and /dashboard): tabs, stat cards, game cards and the small dialogs
// a card opens.
import { expect, type Locator, type Page } from "@playwright/test";
import { definitionOf } from "../fixtures.ts";
import { ConfirmDialogModel } from "./confirm.ts";
import { Screen } from "./screen.ts";

interface TabCounts {
  all: number;
  backlog: number;
  inProgress: number;
  completed: number;
}

export class GamesPage extends Screen {
  constructor(page: Page) {
    super(page, "/");
  }

  get heading() {
    return this.page.getByRole("heading", { name: "My Games" });
  }

  /** The empty state's heading. */
  get noGames() {
    return this.page.getByRole("heading", { name: "No games found" });
  }

  get addGame() {
    return this.page.getByRole("button", { name: "Add Game", exact: true });
  }

  get addFirstGame() {
    return this.page.getByRole("button", { name: "Add Your First Game" });
  }

  get cards() {
    return this.page.getByRole("article");
  }

  tab(name: "All Games" | "Backlog" | "In Progress" | "Completed") {
    return this.page.getByRole("tablist", { name: "Filter games" }).getByRole("tab", { name });
  }

  /** A stat card's value: "Total Games", "Completed", "Avg Rating", "Hours Played", "Achievements". */
  stat(label: string) {
    return definitionOf(this.page.getByRole("region", { name: "Library statistics" }), label);
  }

  /** A game's card; `platform` picks one copy when the library holds the title on several platforms. */
  card(title: string, platform?: string) {
    return new GameCard(this.page, title, platform);
  }

  async expectTabCounts(counts: TabCounts) {
    await expect(this.tab("All Games")).toHaveText(`All Games${counts.all}`);
    await expect(this.tab("Backlog")).toHaveText(`Backlog${counts.backlog}`);
    await expect(this.tab("In Progress")).toHaveText(`In Progress${counts.inProgress}`);
    await expect(this.tab("Completed")).toHaveText(`Completed${counts.completed}`);
  }
}

/** One game's card on the games page. */
export class GameCard {
  readonly page: Page;
  readonly title: string;
  readonly root: Locator;

  constructor(page: Page, title: string, platform?: string) {
    this.page = page;
    this.title = title;
    const cards = page.getByRole("article", { name: title, exact: true });
    this.root = platform ? cards.filter({ has: page.getByText(platform, { exact: true }) }) : cards;
  }

  /** The actions menu button (⋮). */
  get menuButton() {
    return this.root.getByRole("button", { name: `Actions for ${this.title}` });
  }

  /** A backlog game's "N hours to beat here" line (the median of the players here who completed it). */
  get timeToBeat() {
    return this.root.getByText(/to beat here/);
  }

  /** The card's title heading. */
  get heading() {
    return this.root.getByRole("heading", { name: this.title });
  }

  /** The link on the title that opens the game page. */
  get titleLink() {
    return this.root.getByRole("link", { name: this.title, exact: true });
  }

  /** The cover's "View Details" link, shown on hover and on keyboard focus. */
  get viewDetails() {
    return this.root.getByRole("link", { name: /^View Details/ });
  }

  /** Opens the card's actions menu and picks `action` ("Edit Game", "Log session", "Delete Game"). */
  async act(action: "Edit Game" | "Log session" | "Delete Game") {
    await this.menuButton.click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }
}

/** "Log session": a date, hours and minutes, an optional note. */
export class LogSessionDialog {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole("dialog", { name: "Log session" });
  }

  field(label: "Date" | "Hours" | "Minutes" | "Note (optional)") {
    return this.root.getByLabel(label);
  }

  get submit() {
    return this.root.getByRole("button", { name: "Log session" });
  }
}

/** The confirmation before a game is deleted (from a card or from the game page). */
export class DeleteGameDialog extends ConfirmDialogModel {
  constructor(page: Page) {
    super(page, "Delete Game", "Delete");
  }
}
