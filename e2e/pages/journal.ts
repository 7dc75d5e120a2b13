// The journal (/journal): its two tabs, the general tab's search, filter buttons, month and sort, the
// entry cards, the floating plus, the game tab's game cards; the entry dialog (general and game modes)
// and the general page's delete confirmation.
import type { Locator, Page } from "@playwright/test";
import { ConfirmDialogModel } from "./confirm.ts";
import { Screen } from "./screen.ts";

export class JournalPage extends Screen {
  constructor(page: Page) {
    super(page, "/journal");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Gaming Journal" });
  }

  tab(name: "General Journal" | "Game Journal") {
    return this.page.getByRole("tab", { name });
  }

  get search() {
    return this.page.getByRole("searchbox", { name: "Search entries" });
  }

  /** A button of the category row ('All' or a category). */
  category(name: string) {
    return this.page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });
  }

  /** A button of the tag row ('All' or '#tag'). */
  tag(name: string) {
    return this.page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name, exact: true });
  }

  get month() {
    return this.page.getByRole("combobox", { name: "Month" });
  }

  get sort() {
    return this.page.getByRole("combobox", { name: "Sort by" });
  }

  get list() {
    return this.page.getByRole("list", { name: "General journal entries" });
  }

  /** Every entry card, in the order shown. */
  get cards() {
    return this.list.getByRole("article");
  }

  card(title: string) {
    return new JournalCard(this.list.getByRole("article", { name: title, exact: true }), title);
  }

  get emptyGeneral() {
    return this.page.getByText("No general journal entries yet.");
  }

  get newGeneralEntry() {
    return this.page.getByRole("button", { name: "+ New General Entry" });
  }

  /** The floating round plus: 'Add new general entry' on the general tab, 'Add new game entry' on the game tab. */
  fab(kind: "general" | "game") {
    return this.page.getByRole("button", { name: `Add new ${kind} entry` });
  }

  get gameJournals() {
    return this.page.getByRole("heading", { name: "Game Journals" });
  }

  get emptyGames() {
    return this.page.getByText("No games with journal entries yet.");
  }

  /** A game's card on the game tab (a link to its journal). */
  gameCard(title: string) {
    return this.page.getByRole("list", { name: "Games with journal entries" }).getByRole("link", { name: new RegExp(title) });
  }
}

/** One entry's card: its title button (expands and collapses), its content, Edit and Delete. */
export class JournalCard {
  constructor(
    readonly root: Locator,
    readonly title: string,
  ) {}

  get toggle() {
    return this.root.getByRole("button", { name: this.title, exact: true });
  }

  get edit() {
    return this.root.getByRole("button", { name: `Edit ${this.title}` });
  }

  get delete() {
    return this.root.getByRole("button", { name: `Delete ${this.title}` });
  }
}

/** The entry dialog: 'New Journal Entry' or 'Edit Entry'. */
export class JournalEntryDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: "New Journal Entry" | "Edit Entry" = "New Journal Entry",
  ) {
    this.root = page.getByRole("dialog", { name });
  }

  get game() {
    return this.root.getByRole("combobox", { name: "Game" });
  }

  get title() {
    return this.root.getByRole("textbox", { name: "Title" });
  }

  get category() {
    return this.root.getByRole("combobox", { name: "Category" });
  }

  get date() {
    return this.root.getByLabel("Date");
  }

  get content() {
    return this.root.getByRole("textbox", { name: "Content" });
  }

  get tagInput() {
    return this.root.getByRole("textbox", { name: "Tags" });
  }

  get addTag() {
    return this.root.getByRole("button", { name: "Add", exact: true });
  }

  get tags() {
    return this.root.getByRole("list", { name: "Tags added" }).getByRole("listitem");
  }

  get save() {
    return this.root.getByRole("button", { name: "Save Entry" });
  }

  get update() {
    return this.root.getByRole("button", { name: "Update Entry" });
  }

  text(message: string) {
    return this.root.getByText(message, { exact: true });
  }
}

/** The general page's delete confirmation: 'Delete this journal entry?'. */
export class DeleteEntryDialog extends ConfirmDialogModel {
  constructor(page: Page) {
    super(page, "Delete this journal entry?", "Delete");
  }
}
