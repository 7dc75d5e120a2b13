// The add and edit dialog for a library game: catalog search on the title, the platform combobox,
// status-dependent fields and chips.
import type { Locator, Page } from "@playwright/test";

type GameFormName = "Add New Game" | "Edit Game";

export class GameFormDialog {
  readonly page: Page;
  readonly root: Locator;

  constructor(page: Page, name: GameFormName) {
    this.page = page;
    this.root = page.getByRole("dialog", { name });
  }

  /** A form control by its label ("Status", "Rating (1-10)", "Start Date", …). */
  field(label: string) {
    return this.root.getByLabel(label);
  }

  /** A fieldset: "Basic Information", "Status & Progress", "Media & Notes". */
  section(name: string) {
    return this.root.getByRole("group", { name });
  }

  /** The title while it searches the catalog (a combobox). */
  get titleSearch() {
    return this.root.getByRole("combobox", { name: "Title" });
  }

  /** What the title search says below the box ("Type at least 3 characters", "No games found"…). */
  get searchStatus() {
    return this.root.getByRole("status", { name: "Title search" });
  }

  /** The title when the game comes from the catalog already (a plain text box). */
  get titleText() {
    return this.root.getByRole("textbox", { name: "Title" });
  }

  get platform() {
    return this.root.getByRole("combobox", { name: "Platform" });
  }

  /** An option of the open title or platform list (the list is rendered outside the dialog). */
  option(name: string | RegExp, { exact = false } = {}) {
    return this.page.getByRole("option", { name, exact });
  }

  get options() {
    return this.page.getByRole("listbox").getByRole("option");
  }

  /** A chip's remove button: removeChip("genre", "RPG"), removeChip("tag", "goty"). */
  removeChip(kind: "genre" | "tag", value: string) {
    return this.root.getByRole("button", { name: `Remove ${kind} ${value}` });
  }

  async addTag(tag: string) {
    const tags = this.field("Custom Tags");
    await tags.fill(tag);
    await tags.press("Enter");
  }

  /** The cover's address: only one the user gave (empty for the catalog's cover). */
  get coverUrl() {
    return this.field("Cover Image URL");
  }

  /** The cover preview beside the address (a decorative image: no role; absent while there is none). */
  get coverPreview() {
    return this.section("Media & Notes").locator("img");
  }

  /** Pastes a cover address and leaves the field, which has the server check it. */
  async pasteCover(url: string) {
    await this.coverUrl.fill(url);
    await this.coverUrl.press("Tab");
  }

  /** The question before a second copy: "You already have {title} on {platform} ({status})." */
  get copyAlert() {
    return this.root.getByRole("alert").filter({ hasText: "You already have" });
  }

  /** The copy alert's answers: its page, or save this one too. */
  get openCopy() {
    return this.copyAlert.getByRole("button", { name: "Open it" });
  }

  get addAnotherCopy() {
    return this.copyAlert.getByRole("button", { name: "Add another copy" });
  }

  /** "Add Game" in the add dialog, "Update Game" in the edit dialog. */
  get submit() {
    return this.root.getByRole("button", { name: /^(Add Game|Update Game)$/ });
  }

  get cancel() {
    return this.root.getByRole("button", { name: "Cancel" });
  }
}
