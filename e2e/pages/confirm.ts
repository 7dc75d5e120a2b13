// A confirmation dialog: an alertdialog named by its title, with Cancel and the button that confirms.
import type { Locator, Page } from "@playwright/test";

export class ConfirmDialogModel {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    title: string,
    private readonly confirmLabel: string,
  ) {
    this.root = page.getByRole("alertdialog", { name: title });
  }

  get cancel() {
    return this.root.getByRole("button", { name: "Cancel", exact: true });
  }

  get confirm() {
    return this.root.getByRole("button", { name: this.confirmLabel, exact: true });
  }
}
