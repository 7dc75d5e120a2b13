// The settings page at /settings.
import type { Page } from "@playwright/test";
import { ConfirmDialogModel } from "./confirm.ts";
import { Screen } from "./screen.ts";

export class SettingsPage extends Screen {
  constructor(page: Page) {
    super(page, "/settings");
  }

  get heading() {
    return this.page.getByRole("heading", { name: "Settings" });
  }

  /** The mode buttons: "Light" or "Dark". */
  mode(name: "Light" | "Dark") {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** An accent colour swatch, by its name ("Amber"), in the Appearance section (the category manager has swatches too). */
  accent(name: string) {
    return this.page.getByRole("region", { name: "Appearance" }).getByRole("radio", { name, exact: true });
  }

  /** The index of the page's sections at its top: one link per section (/settings#{id}). */
  get sectionIndex() {
    return this.page.getByRole("navigation", { name: "Settings sections" });
  }

  /** The line that says whether a choice was saved. */
  status(text: string) {
    return this.page.getByRole("status").filter({ hasText: text });
  }

  /** A section of the page by its heading ("Account", "Security", "Data & Privacy"). */
  region(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  /** Security → Change password: fills the three fields and sends them. */
  async changePassword(current: string, next: string) {
    const form = this.page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill(current);
    await form.getByLabel("New password", { exact: true }).fill(next);
    await form.getByLabel("Confirm new password", { exact: true }).fill(next);
    await form.getByRole("button", { name: "Change Password" }).click();
  }

  /** Account → Change Email: opens the form, fills it and sends it. */
  async changeEmail(email: string, password: string) {
    await this.region("Account").getByRole("button", { name: "Change Email" }).click();
    const form = this.page.getByRole("form", { name: "Change email" });
    await form.getByLabel("New email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Save Email" }).click();
  }

  /** Security → the list of signed-in sessions. */
  get sessions() {
    return this.page.getByRole("list", { name: "Signed-in sessions" });
  }

  /** The 'Sign out' button of a session, by the device it names ("Safari on iPhone"). */
  signOutSession(device: string) {
    return this.sessions.getByRole("button", { name: new RegExp(`^Sign out ${device}`) });
  }

  get signOutEverywhereElse() {
    return this.page.getByRole("button", { name: "Sign out everywhere else" });
  }

  get deleteAccount() {
    return this.region("Data & Privacy").getByRole("button", { name: "Delete Account" });
  }

  /** Data & Privacy → Export: a download link ("Export everything (JSON)", "Library (CSV)", "Journal (CSV)"). */
  exportLink(name: string) {
    return this.region("Data & Privacy").getByRole("link", { name, exact: true });
  }

  /** Data & Privacy → Import: chooses the source and the file, and asks for the preview. */
  async previewImport(source: string, file: string) {
    const data = this.region("Data & Privacy");
    await data.getByLabel("Import from").selectOption({ label: source });
    await data.getByLabel("File", { exact: true }).setInputFiles(file);
    await data.getByRole("button", { name: "Preview", exact: true }).click();
  }

  /** The preview of the file chosen, with its counts, first rows and the Import button. */
  get importPreview() {
    return this.page.getByRole("region", { name: "Import preview" });
  }

  /** The list of import runs. */
  get importRuns() {
    return this.page.getByRole("region", { name: "Your imports" });
  }

  /** The dialog that deletes the account once the password is typed. */
  deleteDialog() {
    const dialog = new ConfirmDialogModel(this.page, "Delete your account?", "Delete My Account");
    return Object.assign(dialog, { password: dialog.root.getByLabel("Your password", { exact: true }) });
  }
}
