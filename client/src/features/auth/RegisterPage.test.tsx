import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_TEXTS } from "@savepoint/common";
import { RegisterPage } from "./RegisterPage.tsx";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";

async function fill(over: Partial<Record<string, string>> = {}) {
  const v = { first: "Ada", last: "Lovelace", username: "ada", email: "ada@example.test", pw: "secret1", confirm: "secret1", ...over };
  await userEvent.type(screen.getByLabelText("First name"), v.first);
  await userEvent.type(screen.getByLabelText("Last name"), v.last);
  await userEvent.type(screen.getByLabelText("Username"), v.username);
  await userEvent.type(screen.getByLabelText("Email"), v.email);
  await userEvent.type(screen.getByLabelText("Password"), v.pw);
  await userEvent.type(screen.getByLabelText("Confirm password"), v.confirm);
}

describe("RegisterPage", () => {
  it("offers the eight register colours, indigo first and chosen", () => {
    renderPage(<RegisterPage />, "/register");
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => r.textContent)).toEqual(["Indigo", "Blue", "Green", "Purple", "Pink", "Red", "Orange", "Emerald"]);
    expect(screen.getByRole("radio", { name: "Indigo" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("says 'Passwords do not match' and makes no call", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<RegisterPage />, "/register");
    await fill({ confirm: "secret2" });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/register", expect.anything());
  });

  it("enforces the 6-character minimum", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<RegisterPage />, "/register");
    await fill({ pw: "12345", confirm: "12345" });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findAllByText("Password must be at least 6 characters")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/register", expect.anything());
  });

  it("sends the chosen colour, shows 'Creating Account...' and lands on /", async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<RegisterPage />, "/register");
    await fill();
    await userEvent.click(screen.getByRole("radio", { name: "Pink" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    const post = fetchMock.mock.calls.find(([url]) => url === "/api/auth/register")!;
    const sent = JSON.parse(post[1].body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({ firstName: "Ada", username: "ada", accountColor: "pink", confirmPassword: "secret1" });
    resolve(jsonResponse(201, { token: "t", user: buildUser({ accountColor: "pink" }) }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });

  it("shows the server's message, and puts field issues on their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(409, {
            error: {
              code: "conflict",
              message: "This username is taken",
              details: { issues: [{ path: "username", message: "This username is taken" }] },
              requestId: "r",
            },
          }),
        ),
      ),
    );
    renderPage(<RegisterPage />, "/register");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This username is taken");
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the email already has an account, on the field and above the form", async () => {
    const message = "An account with this email already exists. Sign in instead.";
    const issues = [{ path: "email", message: "An account with this email already exists" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(409, { error: { code: "conflict", message, details: { issues }, requestId: "r" } }))),
    );
    renderPage(<RegisterPage />, "/register");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("An account with this email already exists")).toBeInTheDocument();
  });

  it("keeps the mode chosen while signed out, saving it to the new account", async () => {
    localStorage.setItem("theme", "light");
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === "/api/auth/register" ? jsonResponse(201, { token: "t", user: buildUser({ theme: "dark" }) }) : jsonResponse(200, buildUser({ theme: "light" })),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<RegisterPage />, "/register?next=%2Fsettings", { route: "/register", markers: ["/settings"] });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Fsettings");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    // and returns to where the visitor was going
    expect(await screen.findByText("/settings page")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/theme", expect.objectContaining({ method: "PUT", body: JSON.stringify({ theme: "light" }) }));
    expect(document.documentElement).toHaveClass("light");
  });

  it("says when registration is closed", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { mode: "closed", firstAccount: false })));
    renderPage(<RegisterPage />, "/register");
    expect(await screen.findByRole("status")).toHaveTextContent(ADMIN_TEXTS.registrationClosed);
    expect(screen.queryByLabelText(ADMIN_TEXTS.inviteLabel)).not.toBeInTheDocument();
  });

  it("asks an invite-only instance for the invite, filled in from the link, and sends it", async () => {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(url === "/api/auth/registration" ? jsonResponse(200, { mode: "invite", firstAccount: false }) : jsonResponse(201, { user: buildUser() })),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<RegisterPage />, "/register?invite=tok123", { route: "/register" });
    expect(await screen.findByLabelText(ADMIN_TEXTS.inviteLabel)).toHaveValue("tok123");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => url === "/api/auth/register")!;
    expect(JSON.parse(post[1]!.body as string)).toMatchObject({ invite: "tok123" });
  });

  it("falls back to 'Registration failed' when the failure has no message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("boom")));
    renderPage(<RegisterPage />, "/register");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Registration failed|Cannot reach the server/);
  });
});
