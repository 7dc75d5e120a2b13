// The sign-in and sign-up pages.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";
import type { TestUser } from "../fixtures.ts";

export class LoginPage extends Screen {
  constructor(page: Page) {
    super(page, "/login");
  }

  get email() {
    return this.page.getByLabel("Email");
  }

  get password() {
    return this.page.getByLabel("Password", { exact: true });
  }

  get showPassword() {
    return this.page.getByRole("button", { name: "Show password" });
  }

  get submit() {
    return this.page.getByRole("button", { name: "Sign in" });
  }

  get alert() {
    return this.page.getByRole("alert");
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class RegisterPage extends Screen {
  constructor(page: Page) {
    super(page, "/register");
  }

  get heading() {
    return this.page.getByRole("heading", { name: "Create Account" });
  }

  get submit() {
    return this.page.getByRole("button", { name: "Create Account" });
  }

  get alert() {
    return this.page.getByRole("alert");
  }

  get email() {
    return this.page.getByLabel("Email");
  }

  /** A theme colour swatch, by its name ("Emerald"). */
  colour(name: string) {
    return this.page.getByRole("radio", { name });
  }

  /** Fills every field; `confirmPassword` defaults to the user's password. */
  async fill(user: TestUser, passwords: { password?: string; confirmPassword?: string } = {}) {
    const password = passwords.password ?? user.password;
    const confirmPassword = passwords.confirmPassword ?? password;
    await this.page.getByLabel("First name").fill(user.firstName);
    await this.page.getByLabel("Last name").fill(user.lastName);
    await this.page.getByLabel("Username").fill(user.username);
    await this.page.getByLabel("Email").fill(user.email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm password", { exact: true }).fill(confirmPassword);
  }
}
