// The entry card: 'Untitled', the day in English long form or MM/DD/YYYY (both in UTC), the category in
// its colour (grey when unknown), content as plain text with its line breaks, '#tags', expand and
// collapse, and named Edit and Delete buttons.
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UNKNOWN_CATEGORY_COLOR } from "@savepoint/common";
import { buildJournalEntry } from "../../test/builders.ts";
import { CategoryChip } from "./CategoryChip.tsx";
import { JournalEntryCard } from "./JournalEntryCard.tsx";

describe("JournalEntryCard", () => {
  it("shows the title, the day in English long form, the category, the content and the tags", () => {
    render(<JournalEntryCard entry={buildJournalEntry({ date: "2026-01-01", tags: ["map", "boss"] })} />);
    const card = screen.getByRole("article", { name: "Forgotten Crossroads" });
    expect(within(card).getByText("January 1, 2026")).toBeInTheDocument();
    expect(within(card).getByText("Progress")).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["#map", "#boss"]);
  });

  it("says 'Untitled' without a title, writes MM/DD/YYYY on request and hides the category when asked", () => {
    render(<JournalEntryCard entry={buildJournalEntry({ title: null, date: "2026-05-03" })} dateFormat="us" showCategory={false} />);
    const card = screen.getByRole("article", { name: "Untitled" });
    expect(within(card).getByText("05/03/2026")).toBeInTheDocument();
    expect(within(card).queryByText("Progress")).not.toBeInTheDocument();
  });

  it("never renders the content as HTML, and keeps its line breaks", () => {
    const { container } = render(<JournalEntryCard entry={buildJournalEntry({ content: "<b>bold</b><img src=x onerror=alert(1)>\nline two" })} />);
    expect(container.querySelector("b, img")).toBeNull();
    const text = screen.getByText(/<b>bold<\/b>/);
    expect(text.textContent).toBe("<b>bold</b><img src=x onerror=alert(1)>\nline two");
    expect(text).toHaveClass("whitespace-pre-line");
  });

  it("expands and collapses when the card or its title is clicked, but not from its buttons", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const entry = buildJournalEntry();
    render(<JournalEntryCard entry={entry} onEdit={onEdit} onDelete={onDelete} />);
    const toggle = screen.getByRole("button", { name: "Forgotten Crossroads" });
    const content = screen.getByText(/Found the map seller/);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(content).toHaveClass("line-clamp-4");
    await userEvent.click(content);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(content).not.toHaveClass("line-clamp-4");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(screen.getByRole("button", { name: "Edit Forgotten Crossroads" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Forgotten Crossroads" }));
    expect(onEdit).toHaveBeenCalledWith(entry);
    expect(onDelete).toHaveBeenCalledWith(entry);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a category without a valid colour in grey", () => {
    render(<CategoryChip name="Speedrun" color={null} />);
    const chip = screen.getByText("Speedrun").parentElement!;
    expect(chip.style.borderColor).toBe(hexToRgb(UNKNOWN_CATEGORY_COLOR));
  });
});

function hexToRgb(hex: string) {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}
