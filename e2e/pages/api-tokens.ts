// Settings → API tokens: the create form, the token shown once, and the list with 'Revoke'.
import type { Page } from "@playwright/test";
import { ConfirmDialogModel } from "./confirm.ts";
import { Screen } from "./screen.ts";

export class ApiTokensSection extends Screen {
  constructor(page: Page) {
    super(page, "/settings");
  }

  get region() {
    return this.page.getByRole("region", { name: "API tokens", exact: true });
  }

  /** Fills the create form (access: "Read only" or "Read and write"; expires: "Never", "In 30 days"…) and sends it. */
  async create(name: string, access: "Read only" | "Read and write", expires = "Never") {
    const form = this.page.getByRole("form", { name: "Create a token" });
    await form.getByLabel("Token name").fill(name);
    await form.getByLabel("Access").selectOption({ label: access });
    await form.getByLabel("Expires").selectOption({ label: expires });
    await form.getByRole("button", { name: "Create Token" }).click();
  }

  /** The token shown once after it was created. */
  get newToken() {
    return this.page.getByRole("region", { name: "New token" });
  }

  get newTokenValue() {
    return this.newToken.getByLabel("Your new token");
  }

  get list() {
    return this.page.getByRole("list", { name: "API tokens" });
  }

  row(name: string) {
    return this.list.getByRole("listitem").filter({ hasText: name });
  }

  revoke(name: string) {
    return this.list.getByRole("button", { name: `Revoke ${name}` });
  }

  get revokeDialog() {
    return new ConfirmDialogModel(this.page, "Revoke token?", "Revoke Token");
  }
}
