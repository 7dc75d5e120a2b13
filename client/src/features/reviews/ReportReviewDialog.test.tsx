// The report dialog: a reason is required, the note is optional and sent trimmed, the button reads
// 'Reported' afterwards, a review already reported says so, and a failure keeps the form open.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MODERATION_TEXTS, type GameReviews, type ReviewPage } from "@savepoint/common";
import { buildReview, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi } from "../../test/testApi.ts";
import { GameReviews as GameReviewsList } from "./GameReviews.tsx";
import { LikesPage } from "./LikesPage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const review = buildReview({ id: "r1", likedByMe: true, likeCount: 1 });
const page = { items: [review], nextCursor: null } satisfies ReviewPage;

async function openReport() {
  const user = userEvent.setup();
  renderPage(<LikesPage />, "/likes");
  await user.click(await screen.findByRole("button", { name: "Report review by Grace Hopper" }));
  // The dialog is fetched on first open: a busy machine may take a while.
  const dialog = await screen.findByRole("dialog", { name: MODERATION_TEXTS.reportTitle }, { timeout: 5000 });
  return { user, dialog };
}

describe("Report review", () => {
  it("needs a reason, sends it with the trimmed note, thanks the user and marks the review reported", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /likes": ok(page),
      "POST /reviews/r1/report": () => jsonResponse(201, { reviewId: "r1", reported: true }),
    });
    const { user, dialog } = await openReport();
    expect(dialog).toHaveTextContent("Celeste, by Grace Hopper");
    await user.click(within(dialog).getByRole("button", { name: MODERATION_TEXTS.reportSubmit }));
    expect(within(dialog).getByText(MODERATION_TEXTS.pickReason)).toBeInTheDocument();
    expect(api.callsTo("/reviews/r1/report")).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "Unmarked spoilers" }));
    expect(within(dialog).queryByText(MODERATION_TEXTS.pickReason)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: MODERATION_TEXTS.noteLabel }), "  The ending, in the first line  ");
    await user.click(within(dialog).getByRole("button", { name: MODERATION_TEXTS.reportSubmit }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(MODERATION_TEXTS.reported);
    expect(api.callsTo("/reviews/r1/report").map((c) => c.body)).toEqual([{ reason: "spoiler", note: "The ending, in the first line" }]);

    // The footer's Close (the title bar has one too).
    await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    // disabled for good, yet focusable (aria-disabled), so focus comes back to it; pressing it opens nothing
    const reported = screen.getByRole("button", { name: "Reported review by Grace Hopper" });
    expect(reported).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(reported).toHaveFocus());
    await user.click(reported);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says a review the user reported before is already reported", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /likes": ok(page),
      "POST /reviews/r1/report": () => errorResponse(409, "conflict", MODERATION_TEXTS.alreadyReported),
    });
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole("radio", { name: "Spam or advertising" }));
    await user.click(within(dialog).getByRole("button", { name: MODERATION_TEXTS.reportSubmit }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(MODERATION_TEXTS.alreadyReported);
  });

  it("keeps the form open with an alert when sending fails", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /likes": ok(page), "POST /reviews/r1/report": fails });
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole("radio", { name: "Something else" }));
    await user.click(within(dialog).getByRole("button", { name: MODERATION_TEXTS.reportSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MODERATION_TEXTS.reportFailed);
    expect(within(dialog).getByRole("radio", { name: "Something else" })).toBeChecked();
  });

  it("is offered on other players' reviews of a game, never on the user's own", async () => {
    const own = buildReview({ id: "r2", author: { ...review.author, id: ME.id, username: ME.username, firstName: "Me", lastName: "Myself" } });
    const reviews: GameReviews = { mine: null, items: [own, review], total: 2, nextCursor: null };
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/game/celeste": ok(reviews) });
    renderPage(<GameReviewsList gameRef="celeste" />, "/game/celeste");
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: /^Report review/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Report review by Grace Hopper"]);
  });
});
