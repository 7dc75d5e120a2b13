// 'User not found' after the profile was on screen (blocked from it): focus that went with the profile
// goes to <main>; a page that opens on a missing player leaves focus where it is.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { UserNotFound } from "./ProfileParts.tsx";

function page(focusIfLost: boolean) {
  return render(
    <MemoryRouter>
      <main>
        <UserNotFound focusIfLost={focusIfLost} />
      </main>
    </MemoryRouter>,
  );
}

describe("UserNotFound", () => {
  it("puts focus on <main> when the profile it replaced took focus with it", () => {
    (document.activeElement as HTMLElement | null)?.blur();
    page(true);
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("leaves focus alone when something has it, or when the page opened on a missing player", () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    const { unmount } = page(true);
    expect(outside).toHaveFocus();
    unmount();
    outside.remove();
    page(false);
    expect(screen.getByRole("main")).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
