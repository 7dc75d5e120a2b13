// A game's journal (/journal/game/:gameId): its header with '+ Add Entry', the stats sidebar, the
// category chips with 'Manage Categories', search and sort, the entry cards and the delete confirmation;
// and Settings' journal categories (#categories) that 'Manage Categories' opens.
import type { Page } from "@playwright/test";
import { definitionOf } from "../fixtures.ts";
import { ConfirmDialogModel } from "./confirm.ts";
import { JournalCard } from "./journal.ts";
import { Screen } from "./screen.ts";

export class GameJournalPage extends Screen {
  constructor(page: Page, gameId: string | null = null) {
    super(page, gameId === null ? null : `/journal/game/${gameId}`);
  }

  heading(title: string) {
    return this.page.getByRole("heading", { level: 1, name: title });
  }

  get addEntry() {
    return this.page.getByRole("button", { name: "+ Add Entry" });
  }

  get stats() {
    return this.page.getByRole("complementary", { name: "Journal stats" });
  }

  /** A sidebar figure: 'Total Entries', 'Last Updated' or 'Streak'. */
  stat(label: "Total Entries" | "Last Updated" | "Streak") {
    return definitionOf(this.stats, label);
  }

  get chips() {
    return this.page.getByRole("group", { name: "Category" }).getByRole("button");
  }

  /** A category chip ('All' or a category). */
  chip(name: string) {
    return this.page.getByRole("group", { name: "Category" }).getByRole("button", { name, exact: true });
  }

  get manageCategories() {
    return this.page.getByRole("link", { name: "Manage Categories" });
  }

  get search() {
    return this.page.getByRole("searchbox", { name: "Search entries" });
  }

  get sort() {
    return this.page.getByRole("combobox", { name: "Sort" });
  }

  get list() {
    return this.page.getByRole("list", { name: "Journal entries" });
  }

  /** Every entry card, in the order shown. */
  get cards() {
    return this.list.getByRole("article");
  }

  /** The cards' titles, in the order shown. */
  get titles() {
    return this.list.getByRole("heading", { level: 3 });
  }

  card(title: string) {
    return new JournalCard(this.list.getByRole("article", { name: title, exact: true }), title);
  }

  get empty() {
    return this.page.getByText("No journal entries found for this category.");
  }
}

/** 'Are you sure you want to delete this journal entry?' with Yes and Cancel. */
export class DeleteGameEntryDialog extends ConfirmDialogModel {
  constructor(page: Page) {
    super(page, "Delete Journal Entry", "Yes");
  }

  get question() {
    return this.root.getByText("Are you sure you want to delete this journal entry?");
  }
}

/** Settings' 'Journal Categories' section (/settings#categories) and its Edit and Delete dialogs. */
export class CategoryManager extends Screen {
  constructor(page: Page) {
    super(page, "/settings#categories");
  }

  get section() {
    return this.page.getByRole("region", { name: "Journal Categories" });
  }

  get list() {
    return this.page.getByRole("list", { name: "Journal categories" });
  }

  row(name: string) {
    return this.list.getByRole("listitem").filter({ has: this.page.getByText(name, { exact: true }) });
  }

  edit(name: string) {
    return this.page.getByRole("button", { name: `Edit category ${name}` });
  }

  delete(name: string) {
    return this.page.getByRole("button", { name: `Delete category ${name}` });
  }

  get newName() {
    return this.page.getByRole("textbox", { name: "Category name" });
  }

  /** A colour of the add form's palette, by its name ('Pink'). */
  newColor(name: string) {
    return this.page.getByRole("radiogroup", { name: "New category's colour" }).getByRole("radio", { name });
  }

  get add() {
    return this.page.getByRole("button", { name: "Add Category" });
  }

  status(text: string) {
    return this.section.getByRole("status").filter({ hasText: text });
  }

  get editDialog() {
    const root = this.page.getByRole("dialog", { name: "Edit Category" });
    return {
      root,
      name: root.getByRole("textbox", { name: "Name" }),
      color: (c: string) => root.getByRole("radio", { name: c }),
      save: root.getByRole("button", { name: "Save" }),
    };
  }

  get deleteDialog() {
    const root = this.page.getByRole("alertdialog", { name: "Delete Category" });
    return { root, moveTo: root.getByRole("combobox", { name: "Move its entries to" }), confirm: root.getByRole("button", { name: "Delete Category" }) };
  }
}
