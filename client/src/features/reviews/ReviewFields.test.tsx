// The review text's counter: 'n/2000 characters', and past the limit a warning in words, aria-invalid
// on the field and one polite announcement, as it happens (not when Save is refused).
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REVIEW_COMMENT_MAX } from "@savepoint/common";
import { CommentField } from "./ReviewFields.tsx";

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <CommentField id="review-comment" label="Review" value={value} onChange={setValue} />;
}

describe("CommentField's counter", () => {
  it("within the limit: the count, a valid field and nothing announced", () => {
    render(<Controlled initial="Calm seas." />);
    const field = screen.getByRole("textbox", { name: "Review" });
    expect(field).toHaveAccessibleDescription("10/2000 characters");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/Over the limit/)).not.toBeInTheDocument();
  });

  it("over the limit as it is typed: the words, aria-invalid and one announcement", async () => {
    render(<Controlled initial={"x".repeat(REVIEW_COMMENT_MAX)} />);
    const field = screen.getByRole("textbox", { name: "Review" });
    await userEvent.click(field);
    await userEvent.paste("y".repeat(100));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("2100/2000 characters: 100 characters over the limit");
    expect(screen.getByText("Over the limit of 2,000 characters.")).toHaveAttribute("aria-live", "polite");
    await userEvent.keyboard("{Backspace}".repeat(100));
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/Over the limit/)).not.toBeInTheDocument();
  });
});
