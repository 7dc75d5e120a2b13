import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPage } from "./LoginPage.tsx";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";

const user = buildUser({ accountColor: "green" });

/** Fills the form with a well-formed email and password and submits it. */
async function signIn() {
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
  await userEvent.type(screen.getByLabelText("Password"), "secret123");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginPage", () => {
  it("labels its fields, toggles password visibility and links to sign-up", async () => {
    renderPage(<LoginPage />, "/login");
    const pw = screen.getByLabelText("Password");
    expect(pw).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(pw).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(pw).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("link", { name: "Don't have an account? Sign up" })).toHaveAttribute("href", "/register");
  });

  it("shows 'Invalid email or password' when the server refuses", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(401, { error: { code: "unauthenticated", message: "Invalid email or password", requestId: "r" } }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<LoginPage />, "/login");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-pass");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/login", expect.objectContaining({ method: "POST" }));
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const message = "Too many sign-in attempts. Try again in 12 minutes.";
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(429, { error: { code: "rate_limited", message, requestId: "r" } })));
    renderPage(<LoginPage />, "/login");
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText("Invalid email or password")).not.toBeInTheDocument();
  });

  it("says the server cannot be reached when the request fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderPage(<LoginPage />, "/login");
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Cannot reach the server. Check your connection and try again.");
    expect(screen.queryByText("Invalid email or password")).not.toBeInTheDocument();
  });

  it.each([
    ["a proxy's error page (502)", new Response("<html>Bad Gateway</html>", { status: 502 }), "Cannot reach the server. Check your connection and try again."],
    ["no body at all (504)", new Response(null, { status: 504 }), "Cannot reach the server. Check your connection and try again."],
    [
      "the database being down (503)",
      jsonResponse(503, {
        error: { code: "database_unavailable", message: "The database is not answering right now. Please try again in a moment.", requestId: "r" },
      }),
      "The database is not answering right now. Please try again in a moment.",
    ],
    [
      "the server failing (500)",
      jsonResponse(500, { error: { code: "internal_error", message: "Something went wrong on our side.", requestId: "r" } }),
      "Something went wrong on our side.",
    ],
  ])("says what happened, not 'Invalid email or password', on %s", async (_what, answer, shown) => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer));
    renderPage(<LoginPage />, "/login");
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    expect(screen.queryByText("Invalid email or password")).not.toBeInTheDocument();
  });

  it("returns to the page the visitor was going to, and keeps it on the link to sign-up", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { token: "t", user })));
    renderPage(<LoginPage />, "/login?next=%2Fgame%2Fhades%3Ftab%3Dnotes", { route: "/login", markers: ["/game/:slug"] });
    expect(screen.getByRole("link", { name: "Don't have an account? Sign up" })).toHaveAttribute("href", "/register?next=%2Fgame%2Fhades%3Ftab%3Dnotes");
    await signIn();
    expect(await screen.findByText("/game/:slug page")).toBeInTheDocument();
  });

  it.each(["//evil.example/settings", "https://evil.example/settings", "/\\evil.example", "javascript:alert(1)", "/login"])(
    "never follows a `next` that leaves the app (%s): it goes home",
    async (next) => {
      vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { token: "t", user })));
      renderPage(<LoginPage />, `/login?${new URLSearchParams({ next }).toString()}`, { route: "/login" });
      expect(screen.getByRole("link", { name: "Don't have an account? Sign up" })).toHaveAttribute("href", "/register");
      await signIn();
      expect(await screen.findByText("home page")).toBeInTheDocument();
    },
  );

  it("applies the account's mode on sign-in, as it does the accent", async () => {
    localStorage.setItem("theme", "dark");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { token: "t", user: { ...user, theme: "light" } })));
    renderPage(<LoginPage />, "/login");
    await signIn();
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("shows 'Signing in...' while busy, then goes to / and applies the account colour", async () => {
    let resolve!: (r: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    renderPage(<LoginPage />, "/login");
    await signIn();
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    resolve(jsonResponse(200, { token: "t", user }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(localStorage.getItem("colorTheme")).toBe("green");
    expect(localStorage.getItem("authToken")).toBeNull();
  });

  it("requires both fields before calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<LoginPage />, "/login");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByText("Email is required")).toBeInTheDocument());
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
