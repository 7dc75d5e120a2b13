// The Admin Dashboard (/admin): its tabs (Users, Instance, Registration, Moderation, Catalog, Audit
// log), each section's lists and forms, and the confirmations its actions ask for.
import type { Page } from "@playwright/test";
import { definitionOf } from "../fixtures.ts";
import { ConfirmDialogModel } from "./confirm.ts";
import { Screen } from "./screen.ts";

export type AdminTab = "Users" | "Instance" | "Registration" | "Moderation" | "Catalog" | "Audit log";

export class AdminPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/admin");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
  }

  get notAllowed() {
    return this.page.getByRole("alert").filter({ hasText: "Not allowed" });
  }

  tab(name: AdminTab) {
    return this.page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name, exact: true });
  }

  async open(name: AdminTab) {
    await this.tab(name).click();
  }

  // --- Users ---------------------------------------------------------------------------------------
  get userSearch() {
    return this.page.getByRole("searchbox", { name: "Search users" });
  }

  async searchUsers(q: string) {
    await this.userSearch.fill(q);
    await this.userSearch.press("Enter");
  }

  userRow(username: string) {
    return this.page.getByRole("list", { name: "Users" }).getByRole("listitem", { name: username, exact: true });
  }

  confirm(title: string, confirmLabel: string) {
    return new ConfirmDialogModel(this.page, title, confirmLabel);
  }

  // --- Instance ------------------------------------------------------------------------------------
  figure(label: string) {
    return definitionOf(this.page.getByRole("group", { name: "Instance figures" }), label);
  }

  // --- Registration --------------------------------------------------------------------------------
  mode(name: RegExp) {
    return this.page.getByRole("group", { name: "Who can create an account" }).getByRole("radio", { name });
  }

  get inviteForm() {
    return this.page.getByRole("form", { name: "Create an invite link" });
  }

  get inviteLink() {
    return this.page.getByRole("textbox", { name: "Invite link" });
  }

  invite(name: string) {
    return this.page.getByRole("list", { name: "Invite links" }).getByRole("listitem", { name, exact: true });
  }

  // --- Moderation ----------------------------------------------------------------------------------
  reported(gameTitle: string, author: string) {
    return this.page.getByRole("list", { name: "Reported reviews" }).getByRole("listitem", { name: `Review of ${gameTitle} by @${author}` });
  }

  // --- Catalog -------------------------------------------------------------------------------------
  get uploadForm() {
    return this.page.getByRole("form", { name: "Upload a catalog file" });
  }

  get uploadProgress() {
    return this.page.getByRole("progressbar");
  }

  async searchCatalog(q: string) {
    const box = this.page.getByRole("searchbox", { name: "Search the catalog" });
    await box.fill(q);
    await box.press("Enter");
  }

  catalogResult(title: string) {
    return this.page.getByRole("list", { name: "Catalog entries" }).getByRole("listitem", { name: title, exact: true });
  }

  hiddenEntry(title: string) {
    return this.page.getByRole("list", { name: "Hidden entries" }).getByRole("listitem", { name: title, exact: true });
  }

  // --- Audit log -----------------------------------------------------------------------------------
  get auditLog() {
    return this.page.getByRole("list", { name: "Admin actions" });
  }
}
