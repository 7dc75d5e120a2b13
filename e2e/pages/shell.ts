// The signed-in frame around every screen: main navigation, the mobile menu and the user menu.
import type { Page } from "@playwright/test";
import { isPhone } from "../fixtures.ts";
import { Screen } from "./screen.ts";

export class AppShell extends Screen {
  constructor(page: Page) {
    super(page);
  }

  get mainNav() {
    return this.page.getByRole("navigation", { name: "Main" });
  }

  get mobileNav() {
    return this.page.getByRole("navigation", { name: "Mobile" });
  }

  get mobileMenuButton() {
    return this.page.getByRole("button", { name: "Open main menu" });
  }

  /** The header's light/dark switch (named for the mode it switches to). */
  get themeToggle() {
    return this.page.getByRole("banner").getByRole("button", { name: /^Switch to (light|dark) mode$/ });
  }

  /** The banner over every signed-in screen while the app is offline (it shows what it saw last). */
  get offlineBanner() {
    return this.page.getByRole("status").filter({ hasText: /^You are offline/ });
  }

  get userMenuButton() {
    return this.page.getByRole("button", { name: "Open user menu" });
  }

  get userMenu() {
    return this.page.getByRole("menu");
  }

  menuItem(name: string) {
    return this.page.getByRole("menuitem", { name });
  }

  async openUserMenu() {
    await this.userMenuButton.click();
  }

  /** Follows a main link: from the header, or through the mobile menu on a phone. */
  async navigate(label: string) {
    const phone = isPhone(this.page);
    if (phone) await this.mobileMenuButton.click();
    await (phone ? this.mobileNav : this.mainNav).getByRole("link", { name: label }).click();
  }
}
