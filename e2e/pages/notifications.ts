// The header's bell and the inbox at /notifications, and Settings' Notifications section.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

export class NotificationsPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/notifications");
  }

  /** The header's bell: its name carries the unread count ("Notifications, 1 unread"). */
  get bell() {
    return this.page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  }

  get heading() {
    return this.page.getByRole("heading", { name: "Notifications", level: 1 });
  }

  get list() {
    return this.page.getByRole("list", { name: "Notifications" });
  }

  /** Settings → Notifications. */
  get settings() {
    return this.page.getByRole("region", { name: "Notifications", exact: true });
  }

  /** A kind's switch in Settings ("Someone follows me"). */
  switch(label: string) {
    return this.settings.getByRole("switch", { name: label });
  }
}
