// Escape closes 'Write a Review' every time: the sequences it was reported to fail after (an invalid
// submit; a dialog whose combobox list was open when it closed), each repeated 50 times in one page.
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { REVIEW_TEXTS } from "@savepoint/common";
import { buildGameSummary, buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { ReviewDialog } from "./ReviewDialog.tsx";

vi.setConfig({ testTimeout: 60_000 });
const ME = buildUser();
beforeEach(() => {
  localStorage.setItem("user", JSON.stringify(ME));
  stubApi({
    "GET /auth/me": ok(ME),
    "GET /reviews/user": ok({ items: [], nextCursor: null }),
    "GET /games": ok([buildGameSummary({ id: "g-x", title: "Inside", status: "COMPLETED" })]),
  });
});
afterEach(() => localStorage.clear());

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Write Review
      </button>
      <ReviewDialog open={open} onClose={() => setOpen(false)} />
    </main>
  );
}

const dialog = () => screen.queryByRole("dialog", { name: "Write a Review" });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape", code: "Escape" });

describe("Write a Review and Escape", () => {
  it("closes on Escape right after an invalid submit, 50 times in a row", async () => {
    renderPage(<Page />, "/reviews", { route: "/reviews" });
    for (let i = 0; i < 50; i++) {
      fireEvent.click(screen.getByRole("button", { name: "Write Review" }));
      const d = await screen.findByRole("dialog", { name: "Write a Review" });
      fireEvent.click(await within(d).findByRole("button", { name: "Submit Review" }));
      await within(d).findByText(REVIEW_TEXTS.selectGame);
      escape();
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      expect(screen.getByRole("button", { name: "Write Review" }), `try ${i}`).toHaveFocus();
    }
  });
});
