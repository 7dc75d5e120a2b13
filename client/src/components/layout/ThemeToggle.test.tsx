import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { buildUser } from "../../test/builders.ts";
import { renderToString } from "react-dom/server";
import { jsonResponse, pageTree, renderPage } from "../../test/render.tsx";

/** A session the page believes in (the cached user), answered by /api/auth/me with `account`. */
function signedInAs(account: ReturnType<typeof buildUser>) {
  localStorage.setItem("user", JSON.stringify(buildUser()));
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === "/api/auth/me") return Promise.resolve(jsonResponse(200, account));
    const body = JSON.parse(init!.body as string) as { theme: "dark" | "light" };
    return Promise.resolve(jsonResponse(200, { ...account, theme: body.theme }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("ThemeToggle", () => {
  it("prerendered, says it is unavailable until the page is taken over (a click is never lost), yet stays a Tab stop; then switches", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const tree = pageTree(<ThemeToggle />, "/");
    const container = document.body.appendChild(document.createElement("div"));
    try {
      container.innerHTML = renderToString(tree);
      const prerendered = container.querySelector("button")!;
      expect(prerendered).toHaveAttribute("aria-disabled", "true");
      expect(prerendered).not.toHaveAttribute("disabled");
      render(tree, { container, hydrate: true });
      const button = screen.getByRole("button", { name: "Switch to light mode" });
      await waitFor(() => expect(button).not.toHaveAttribute("aria-disabled"));
      await userEvent.click(button);
      expect(document.documentElement).toHaveClass("light");
    } finally {
      container.remove();
    }
  });

  it("signed out, switches the mode on this device only", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<ThemeToggle />, "/login");
    await userEvent.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(document.documentElement).toHaveClass("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("applies the account's mode when the session loads", async () => {
    localStorage.setItem("theme", "dark");
    signedInAs(buildUser({ theme: "light" }));
    renderPage(<ThemeToggle />, "/settings");
    await waitFor(() => expect(document.documentElement).toHaveClass("light"));
    expect(localStorage.getItem("theme")).toBe("light");
    expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeInTheDocument();
  });

  it("signed in, saves the new mode to the account", async () => {
    const fetchMock = signedInAs(buildUser({ theme: "dark" }));
    renderPage(<ThemeToggle />, "/settings");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/me", expect.anything()));
    await userEvent.click(await screen.findByRole("button", { name: "Switch to light mode" }));
    expect(document.documentElement).toHaveClass("light");
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/auth/theme", expect.objectContaining({ method: "PUT", body: JSON.stringify({ theme: "light" }) })),
    );
    await waitFor(() => expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ theme: "light" }));
    expect(document.documentElement).toHaveClass("light");
  });
});
