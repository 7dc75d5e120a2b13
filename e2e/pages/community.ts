// Community (/community): the stat tiles, Recent Activity with its filters, sort and scope, and the
// side panels; and Activity (/activity): my own events.
import type { Locator, Page } from "@playwright/test";
import { definitionOf } from "../fixtures.ts";
import { Screen } from "./screen.ts";

export class CommunityPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/community");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Community" });
  }

  /** A stat tile: "Total Users", "Reviews", "Games Tracked", "Active Users". */
  tile(label: string) {
    return definitionOf(this.page.getByRole("group", { name: "Community numbers" }), label);
  }

  region(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  get feed() {
    return this.region("Recent Activity");
  }

  get feedList() {
    return this.feed.getByRole("list", { name: "Recent activity" });
  }

  /** A filter: "All", "Reviews", "Completions", "Started Playing", "Abandoned". */
  filter(label: string) {
    return this.feed.getByRole("group", { name: "Filter activity" }).getByRole("button", { name: label, exact: true });
  }

  /** The scope: "All" or "Following". */
  scope(label: "All" | "Following") {
    return this.feed.getByRole("group", { name: "Show activity from" }).getByRole("button", { name: label, exact: true });
  }

  get sort() {
    return this.feed.getByRole("combobox", { name: "Sort" });
  }

  /** Feed entries that read `text` ('Sam Rivera completed Celeste'). */
  entries(text: string | RegExp, within: Locator = this.feedList) {
    return within.getByRole("listitem").filter({ hasText: text });
  }

  get completions() {
    return this.region("Recent Completions").getByRole("list", { name: "Recent completions" });
  }

  get topReviews() {
    return this.region("Top Reviews").getByRole("list", { name: "Top reviews" });
  }
}

export class ActivityPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/activity");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Activity" });
  }

  get empty() {
    return this.page.getByRole("heading", { name: "No activity yet" });
  }

  get list() {
    return this.page.getByRole("list", { name: "My activity" });
  }

  /** The entry whose title is `title` ('Completed Celeste'). */
  entry(title: string) {
    return this.list.getByRole("listitem").filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }
}
