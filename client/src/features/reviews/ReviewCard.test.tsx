import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type { ReviewAuthor } from "@savepoint/common";
import { buildReview } from "../../test/builders.ts";
import { ReviewCard } from "./ReviewCard.tsx";

const show = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe("ReviewCard", () => {
  it("shows the author, ten stars with '(n/10)', the context line, the date and the like count", () => {
    show(<ReviewCard review={buildReview({ likeCount: 3 })} />);
    const card = screen.getByRole("article", { name: "Review by Grace Hopper" });
    expect(within(card).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Rated 8 out of 10" })).toBeInTheDocument();
    expect(card).toHaveTextContent("(8/10)");
    expect(card).toHaveTextContent("34 h · Nintendo Switch · 100%");
    expect(card).toHaveTextContent("February 10, 2026");
    expect(card).not.toHaveTextContent("Updated");
    expect(card).toHaveTextContent("3 likes");
    expect(card).toHaveTextContent("Tight controls and a kind story.");
  });

  it("says 'Finished' short of 100%, '1 like', and 'Updated {date}' once edited", () => {
    show(
      <ReviewCard
        review={buildReview({ likeCount: 1, updatedAt: "2026-03-01T12:00:00.000Z", context: { hours: 12.5, platform: "PC", completed100Percent: false } })}
      />,
    );
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("12.5 h · PC · Finished");
    expect(card).toHaveTextContent("1 like");
    expect(card).toHaveTextContent("Updated March 1, 2026");
  });

  it("hides a spoiler's text until 'Show spoiler' is pressed", async () => {
    show(<ReviewCard review={buildReview({ spoiler: true, comment: "The mountain was the friends we made." })} />);
    expect(screen.queryByText("The mountain was the friends we made.")).not.toBeInTheDocument();
    expect(screen.getByText("Contains spoilers")).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Show spoiler" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByText("The mountain was the friends we made.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Hide spoiler" }));
    expect(screen.queryByText("The mountain was the friends we made.")).not.toBeInTheDocument();
  });

  it("shows the author's name and colour only, never an email that slipped into the answer", () => {
    const author = { id: "u2", username: "grace", firstName: "Grace", lastName: "Hopper", accountColor: "pink", email: "grace@example.test" } as ReviewAuthor;
    const { container } = show(<ReviewCard review={buildReview({ author })} />);
    expect(container).not.toHaveTextContent("grace@example.test");
    expect(container.innerHTML).not.toContain("grace@example.test");
    expect(container.querySelector(".bg-pink-700")).toHaveTextContent("GH");
    expect(screen.getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/u/grace");
  });

  it("links the game's title to its page when asked, and draws the caller's actions", () => {
    show(<ReviewCard review={buildReview()} showGame actions={<button type="button">Edit review of Celeste</button>} />);
    const card = screen.getByRole("article", { name: "Review of Celeste by Grace Hopper" });
    expect(within(card).getByRole("link", { name: "Celeste" })).toHaveAttribute("href", "/game/celeste");
    expect(within(card).getByRole("button", { name: "Edit review of Celeste" })).toBeInTheDocument();
  });

  it("scrolls a highlighted review into view and focuses it", () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    show(<ReviewCard review={buildReview({ id: "r9" })} highlighted />);
    const card = screen.getByRole("article");
    expect(card).toHaveAttribute("id", "review-r9");
    expect(card).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ block: "center" });
    expect(card).toHaveTextContent("The review you followed a link to.");
  });
});
