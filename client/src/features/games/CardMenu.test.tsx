import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { CardMenu } from "./CardMenu.tsx";

function renderMenu(onEdit = vi.fn()) {
  render(
    <MemoryRouter>
      <CardMenu
        label="Actions for Hades"
        button="⋮"
        items={[
          { label: "View Details", to: "/game/hades" },
          { label: "Edit Game", onSelect: onEdit },
        ]}
      />
      <p>elsewhere</p>
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "Actions for Hades" });
}

describe("CardMenu", () => {
  it("is a closed menu button until pressed; then its items, the first focused", async () => {
    const button = renderMenu();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menu", { name: "Actions for Hades" })).toBeInTheDocument();
    expect(screen.getAllByRole("menuitem").map((m) => m.textContent)).toEqual(["View Details", "Edit Game"]);
    expect(screen.getByRole("menuitem", { name: "View Details" })).toHaveFocus();
  });

  it("moves with the arrow keys, wraps, and Escape closes back onto the button", async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Edit Game" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "View Details" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("runs an item's action and closes; a press outside closes too", async () => {
    const onEdit = vi.fn();
    const button = renderMenu(onEdit);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("menuitem", { name: "Edit Game" }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(screen.getByText("elsewhere"));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
