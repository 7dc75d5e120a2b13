import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AccountSessionDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi } from "../../test/testApi.ts";
import { AccountSection } from "./AccountSection.tsx";
import { DeleteAccount } from "./DeleteAccount.tsx";
import { SecuritySection } from "./SecuritySection.tsx";

const ME = buildUser({ email: "ada@example.test", createdAt: "2025-03-14T12:00:00.000Z" });
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const session = (over: Partial<AccountSessionDto>): AccountSessionDto => ({
  id: "s1",
  device: "Chrome on Windows",
  createdAt: "2026-11-01T10:00:00.000Z",
  lastSeenAt: "2026-11-20T10:00:00.000Z",
  current: false,
  ...over,
});
const SESSIONS = [
  session({ id: "here", device: "Firefox on Linux", current: true }),
  session({ id: "phone", device: "Safari on iPhone" }),
  session({ id: "pc" }),
];
const wrongPassword = (field: string) => () =>
  errorResponse(400, "wrong_password", "That is not your current password", { issues: [{ path: field, message: "That is not your current password" }] });

describe("Account", () => {
  it("shows the real email and join date, and changes the email with the password", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "PUT /account/email": (c) => jsonResponse(200, { ...ME, email: (c.body as { email: string }).email }) });
    renderPage(<AccountSection />, "/settings");
    expect(screen.getByText("ada@example.test")).toBeInTheDocument();
    expect(screen.getByText("March 14, 2025")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Change Email" }));
    await userEvent.type(screen.getByLabelText("New email"), "ada@new.test");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Save Email" }));
    expect(await screen.findByText("Email changed. Sign in with the new address from now on.")).toBeInTheDocument();
    expect(screen.getByText("ada@new.test")).toBeInTheDocument();
    expect(api.callsTo("/account/email").map((c) => c.body)).toEqual([{ email: "ada@new.test", password: "secret123" }]);
  });

  it("checks the fields before sending, and puts the server's answers on their fields", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "PUT /account/email": wrongPassword("password") });
    renderPage(<AccountSection />, "/settings");
    await userEvent.click(screen.getByRole("button", { name: "Change Email" }));
    await userEvent.type(screen.getByLabelText("New email"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Save Email" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(api.callsTo("/account/email")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("New email"));
    await userEvent.type(screen.getByLabelText("New email"), "ada@new.test");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Save Email" }));
    expect(await screen.findByText("That is not your current password")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });
});

/** Fills the change-password form and sends it. */
async function changePassword(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText("Current password"), current);
  await userEvent.type(screen.getByLabelText("New password"), next);
  await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("Security", () => {
  it("says before a password change and before signing out everywhere else that API tokens are revoked", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /account/sessions": ok({ sessions: SESSIONS }) });
    renderPage(<SecuritySection />, "/settings");
    expect(screen.getByRole("button", { name: "Change Password" })).toHaveAccessibleDescription(
      "Changing your password signs out every other device and revokes all your personal access tokens.",
    );
    expect(await screen.findByRole("button", { name: "Sign out everywhere else" })).toHaveAccessibleDescription(
      "Signs out every other device and revokes all your personal access tokens.",
    );
  });

  it("changes the password and says how many other sessions were signed out", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "GET /account/sessions": ok({ sessions: SESSIONS }), "PUT /account/password": ok({ signedOut: 2 }) });
    renderPage(<SecuritySection />, "/settings");
    await changePassword("secret123", "a new passphrase");
    expect(await screen.findByText("Password changed. 2 other sessions were signed out.")).toBeInTheDocument();
    expect(api.callsTo("/account/password").map((c) => c.body)).toEqual([
      { currentPassword: "secret123", newPassword: "a new passphrase", confirmPassword: "a new passphrase" },
    ]);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("says a wrong current password and a mismatch on their fields", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /account/sessions": ok({ sessions: SESSIONS }),
      "PUT /account/password": wrongPassword("currentPassword"),
    });
    renderPage(<SecuritySection />, "/settings");
    await changePassword("wrong", "a new passphrase", "another one");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(api.callsTo("/account/password")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await userEvent.type(screen.getByLabelText("Confirm new password"), "a new passphrase");
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("That is not your current password")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  it("lists the sessions with this device marked, signs one out, and signs out everywhere else", async () => {
    let sessions = SESSIONS;
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /account/sessions": () => jsonResponse(200, { sessions }),
      "DELETE /account/sessions/phone": () => {
        sessions = sessions.filter((s) => s.id !== "phone");
        return jsonResponse(204, null);
      },
      "DELETE /account/sessions": () => {
        sessions = sessions.filter((s) => s.current);
        return jsonResponse(200, { signedOut: 1 });
      },
    });
    renderPage(<SecuritySection />, "/settings");
    const list = await screen.findByRole("list", { name: "Signed-in sessions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getByText("This device").closest("li")).toHaveTextContent("Firefox on Linux");
    expect(within(list).getAllByRole("button", { name: /^Sign out/ })).toHaveLength(2);
    await userEvent.click(within(list).getByRole("button", { name: /^Sign out Safari on iPhone/ }));
    await waitFor(() => expect(within(list).queryByText("Safari on iPhone")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/account/sessions/phone", "/account/sessions"]);
  });

  it("says when the sessions cannot be loaded", async () => {
    // a 4xx is not retried
    stubApi({ "GET /auth/me": ok(ME), "GET /account/sessions": () => errorResponse(429, "rate_limited", "Too many requests") });
    renderPage(<SecuritySection />, "/settings");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load your sessions");
  });
});

describe("Delete account", () => {
  it("asks for the password, refuses a wrong one, then deletes and goes to the landing page signed out", async () => {
    let attempts = 0;
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "POST /account/delete": () => (++attempts === 1 ? wrongPassword("password")() : jsonResponse(204, null)),
    });
    renderPage(<DeleteAccount />, "/settings");
    await userEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(dialog).toHaveTextContent("signed out on every device");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete My Account" }));
    expect(await within(dialog).findByText("Type your password to confirm")).toBeInTheDocument();
    expect(api.callsTo("/account/delete")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Your password"), "wrong");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete My Account" }));
    expect(await within(dialog).findByText("That is not your current password")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Your password"));
    await userEvent.type(within(dialog).getByLabelText("Your password"), "secret123{Enter}");
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(api.callsTo("/account/delete").map((c) => c.body)).toEqual([{ password: "wrong" }, { password: "secret123" }]);
  });

  it("keeps the dialog open with the failure when the server fails", async () => {
    stubApi({ "GET /auth/me": ok(ME), "POST /account/delete": fails });
    renderPage(<DeleteAccount />, "/settings");
    await userEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.type(within(dialog).getByLabelText("Your password"), "secret123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete My Account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.queryByText("home page")).not.toBeInTheDocument();
  });
});
