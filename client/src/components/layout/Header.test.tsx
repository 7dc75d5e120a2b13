import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { Header } from "./Header.tsx";

const ADA = buildUser({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.test" });

function signedIn() {
  localStorage.setItem("user", JSON.stringify(ADA));
  return stubApi({ "GET /auth/me": ok(ADA), "POST /auth/logout": () => new Response(null, { status: 204 }) });
}

describe("Header", () => {
  it("opens the links as a panel from the menu button, and closes it with Escape back onto the button", async () => {
    signedIn();
    // The header stays on every page (as in the app's layout).
    renderPage(<Header />, "/journal", { route: "/:page" });
    const menu = screen.getByRole("button", { name: "Open main menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    expect(menu.getAttribute("aria-controls")).toBe(nav.parentElement!.id);
    await userEvent.click(within(nav).getByRole("link", { name: "Community" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    await userEvent.click(menu);
    within(screen.getByRole("navigation", { name: "Mobile" }))
      .getAllByRole("link")[0]!
      .focus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it("closes the panel when focus moves on past it", async () => {
    signedIn();
    renderPage(
      <>
        <Header />
        <button type="button">Add Game</button>
      </>,
      "/journal",
    );
    await userEvent.click(screen.getByRole("button", { name: "Open main menu" }));
    const links = within(screen.getByRole("navigation", { name: "Mobile" })).getAllByRole("link");
    links[links.length - 1]!.focus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Add Game" })).toHaveFocus();
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("has a user menu with the player's name and email, their links, and Sign Out", async () => {
    const api = signedIn();
    renderPage(<Header />, "/journal");
    const button = screen.getByRole("button", { name: "Open user menu" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.click(button);
    const menu = screen.getByRole("menu", { name: "Open user menu" });
    expect(menu).toHaveTextContent("Ada Lovelace");
    expect(menu).toHaveTextContent("ada@example.test");
    const items = within(menu).getAllByRole("menuitem");
    expect(items[0]).toHaveFocus();
    expect(items.at(-1)).toHaveTextContent("Sign Out");
    await userEvent.click(items.at(-1)!);
    await waitFor(() => expect(api.callsTo("/auth/logout")).toHaveLength(1));
    await screen.findByText("home page");
    vi.unstubAllGlobals();
  });
});
