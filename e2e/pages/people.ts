// People's screens: Friends (/friends: following, followers, search, suggestions), my profile
// (/profile, with Edit Profile and my favourite games), a user's profile (/u/:username) and Settings'
// Privacy section.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";
import { SettingsPage } from "./settings.ts";

export class FriendsPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/friends");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Friends" });
  }

  get search() {
    return this.page.getByLabel("Search people by name or username");
  }

  get results() {
    return this.page.getByRole("list", { name: "Search results" });
  }

  tab(name: "Following" | "Followers") {
    return this.page.getByRole("tab", { name });
  }

  get following() {
    return this.page.getByRole("list", { name: "People you follow" });
  }

  get followers() {
    return this.page.getByRole("list", { name: "Your followers" });
  }

  /** Follow / Unfollow for a person, by their full name. */
  followButton(name: string) {
    return this.page.getByRole("button", { name: `Follow ${name}`, exact: true });
  }

  unfollowButton(name: string) {
    return this.page.getByRole("button", { name: `Unfollow ${name}`, exact: true });
  }
}

export class ProfilePageModel extends Screen {
  constructor(page: Page) {
    super(page, "/profile");
  }

  heading(name: string) {
    return this.page.getByRole("heading", { level: 1, name });
  }

  get edit() {
    return this.page.getByRole("button", { name: "Edit Profile" });
  }

  get form() {
    return this.page.getByRole("form", { name: "Edit profile" });
  }

  field(label: "First name" | "Last name" | "Username" | "Bio") {
    return this.form.getByLabel(label, { exact: true });
  }

  get save() {
    return this.page.getByRole("button", { name: "Save Changes" });
  }

  region(name: string) {
    return this.page.getByRole("region", { name });
  }

  /** The Rating Distribution's bars, a list item per rating 1–10 (each says its figure). */
  get ratingBars() {
    return this.region("Rating Distribution").getByRole("list", { name: "Games per rating, 1 to 10" }).getByRole("listitem");
  }

  get favourites() {
    return this.region("Favourite Games");
  }

  /** The favourites' covers, in their order (a list item each). */
  get favouriteItems() {
    return this.favourites.getByRole("listitem");
  }

  get chooseFavourites() {
    return this.favourites.getByRole("button", { name: "Choose favourites" });
  }

  /** A favourite's Move button (the keyboard's way to reorder), by the game's title. */
  move(title: string, direction: "left" | "right") {
    return this.favourites.getByRole("button", { name: `Move ${title} ${direction}`, exact: true });
  }

  /** The live region that says where a moved game went. */
  get favouritesStatus() {
    return this.favourites.getByRole("status");
  }
}

/** The "Choose favourites" dialog of my profile. */
export class FavouritesPickerModel {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole("dialog", { name: "Choose favourites" });
  }

  get search() {
    return this.dialog.getByRole("searchbox", { name: "Search your library" });
  }

  /** A game's checkbox, by the start of its label ("Celeste (PC)"). */
  game(label: string) {
    return this.dialog.getByRole("checkbox", { name: label });
  }

  get save() {
    return this.dialog.getByRole("button", { name: "Save favourites" });
  }
}

export class UserProfileModel extends Screen {
  constructor(page: Page, username: string) {
    super(page, `/u/${encodeURIComponent(username)}`);
  }

  heading(name: string) {
    return this.page.getByRole("heading", { level: 1, name });
  }

  region(name: string | RegExp) {
    return this.page.getByRole("region", { name });
  }

  get tasteMatch() {
    return this.region(/% taste match$/);
  }

  get privateNotice() {
    return this.page.getByText("This profile is private", { exact: true });
  }

  /** The ⋯ menu beside Follow (Block / Unblock), by the user's full name. */
  moreActions(name: string) {
    return this.page.getByRole("button", { name: `More actions for ${name}` });
  }

  menuItem(name: "Block" | "Unblock") {
    return this.page.getByRole("menuitem", { name, exact: true });
  }

  get notFound() {
    return this.page.getByRole("heading", { level: 1, name: "User not found" });
  }
}

/** Settings (/settings) with its Privacy section. */
export class PrivacySettingsModel extends SettingsPage {
  get section() {
    return this.page.getByRole("region", { name: "Privacy", exact: true });
  }

  visibility(name: "Public" | "Private") {
    return this.section.getByRole("radio", { name: new RegExp(`^${name}`) });
  }

  get save() {
    return this.section.getByRole("button", { name: "Save Privacy Settings" });
  }

  get saved() {
    return this.section.getByRole("status").filter({ hasText: "Privacy settings saved." });
  }

  /** Privacy → Blocked users. */
  get blocked() {
    return this.section.getByRole("region", { name: "Blocked users" });
  }

  unblock(name: string) {
    return this.blocked.getByRole("button", { name: `Unblock ${name}`, exact: true });
  }
}
