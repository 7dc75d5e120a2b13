import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPage } from "./LoginPage.tsx";
import { jsonResponse, renderPage } from "../../test/render.tsx";

const user = { id: "u1", firstName: "Ada", lastName: "L", email: "ada@example.test", username: "ada", accountColor: "green", theme: "dark", isAdmin: false, createdAt: "2026-01-01T00:00:00.000Z" };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(401, { error: { code: "unauthenticated", message: "Invalid email or password", requestId: "r" } }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<LoginPage />, "/login");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-pass");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/login", expect.objectContaining({ method: "POST" }));
  });

  it("shows 'Signing in...' while busy, then goes to / and applies the account colour", async () => {
    let resolve!: (r: Response) => void;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((r) => (resolve = r))));
    renderPage(<LoginPage />, "/login");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
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
