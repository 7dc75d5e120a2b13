// The review dialog's rules: the picker offers Completed games without a review and presets the stars,
// the star picker works by keyboard, the counter counts, the errors are the spec's, saves say why they failed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REVIEW_TEXTS, type ReviewPage } from "@savepoint/common";
import { buildGameSummary, buildReview, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi } from "../../test/testApi.ts";
import { ReviewDialog, type ReviewDialogProps } from "./ReviewDialog.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const LIBRARY = [
  buildGameSummary({ id: "g-hades", title: "Hades", status: "COMPLETED", rating: 8, platform: "PC" }),
  buildGameSummary({ id: "g-celeste", title: "Celeste", status: "COMPLETED", rating: 9 }),
  buildGameSummary({ id: "g-tunic", title: "Tunic", status: "IN_PROGRESS", rating: 7 }),
  buildGameSummary({ id: "g-outer", title: "Outer Wilds", status: "COMPLETED", rating: null, platform: "PC" }),
  buildGameSummary({ id: "g-inside", title: "Inside", status: "ABANDONED" }),
];
/** Celeste already has my review. */
const MINE: ReviewPage = { items: [buildReview({ id: "r-celeste", gameId: "g-celeste", author: { ...buildReview().author, id: ME.id } })], nextCursor: null };

function open(props: Partial<ReviewDialogProps> = {}) {
  const onClose = vi.fn();
  renderPage(<ReviewDialog open onClose={onClose} {...props} />, "/reviews");
  return { onClose };
}

const checkedStar = () => screen.getByRole("radiogroup", { name: "Rating" }).querySelector<HTMLInputElement>("input:checked");
const star = (n: number) => screen.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit Review" }));

describe("ReviewDialog: writing", () => {
  it("offers only Completed games without a review, by title, and presets the stars to the chosen game's rating or 5", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /games": ok(LIBRARY), "GET /reviews/user": ok(MINE) });
    open();
    expect(screen.getByRole("dialog", { name: "Write a Review" })).toBeInTheDocument();
    const picker = await screen.findByRole("combobox", { name: "Game" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a completed game...", "Hades (PC)", "Outer Wilds (PC)"]);
    expect(star(5)).toBeChecked();

    await userEvent.selectOptions(picker, "g-hades");
    expect(star(8)).toBeChecked();
    expect(screen.getByText("(8/10)")).toBeInTheDocument();
    await userEvent.selectOptions(picker, "g-outer");
    expect(star(5)).toBeChecked();
  });

  it("tells completed copies of one title apart: by platform, and by the day each was added when the platform is the same too", async () => {
    const copies = [
      buildGameSummary({ id: "g-w1", title: "The Witcher 3", platform: "PC", status: "COMPLETED", createdAt: "2026-05-01T12:00:00.000Z" }),
      buildGameSummary({ id: "g-w2", title: "The Witcher 3", platform: "PC", status: "COMPLETED", createdAt: "2026-03-10T12:00:00.000Z" }),
      buildGameSummary({ id: "g-w3", title: "The Witcher 3", platform: "Nintendo Switch", status: "COMPLETED" }),
    ];
    stubApi({ "GET /auth/me": ok(ME), "GET /games": ok(copies), "GET /reviews/user": ok(MINE) });
    open();
    const picker = await screen.findByRole("combobox", { name: "Game" });
    const labels = within(picker)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect([...labels].sort()).toEqual(
      [
        "Select a completed game...",
        "The Witcher 3 (Nintendo Switch)",
        "The Witcher 3 (PC, Completed, added 2026-03-10)",
        "The Witcher 3 (PC, Completed, added 2026-05-01)",
      ].sort(),
    );
  });

  it("reads every page of my reviews to leave the reviewed games out", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /games": ok(LIBRARY),
      "GET /reviews/user": ({ query }) =>
        jsonResponse(
          200,
          query.get("cursor") === "p2" ? { items: [buildReview({ id: "r-hades", gameId: "g-hades" })], nextCursor: null } : { ...MINE, nextCursor: "p2" },
        ),
    });
    open();
    const picker = await screen.findByRole("combobox", { name: "Game" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a completed game...", "Outer Wilds (PC)"]);
    expect(api.callsTo("/reviews/user").map((c) => c.query.get("cursor"))).toEqual([null, "p2"]);
  });

  it("says when there is no game left to review", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /games": ok([LIBRARY[1]]), "GET /reviews/user": ok(MINE) });
    open();
    expect(await screen.findByText("Every completed game of yours has a review. Mark a game Completed to review it.")).toBeInTheDocument();
  });

  it("says 'Failed to load games' when the library cannot load", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /games": fails, "GET /reviews/user": ok(MINE) });
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load games");
  });

  it("asks for a game and a review ('Please select a game', 'Please write a review'); blank text counts as none", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "GET /games": ok(LIBRARY), "GET /reviews/user": ok(MINE) });
    open();
    await screen.findByRole("combobox", { name: "Game" });
    await submit();
    expect(await screen.findByText(REVIEW_TEXTS.selectGame)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.writeReview)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Game" })).toHaveAttribute("aria-invalid", "true");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Game" }), "g-hades");
    await userEvent.type(screen.getByRole("textbox", { name: "Review" }), "   ");
    await submit();
    await waitFor(() => expect(screen.queryByText(REVIEW_TEXTS.selectGame)).not.toBeInTheDocument());
    expect(screen.getByText(REVIEW_TEXTS.writeReview)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("counts the characters as 'n/2000 characters' and refuses more than 2,000", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /games": ok(LIBRARY), "GET /reviews/user": ok(MINE) });
    open();
    const text = await screen.findByRole("textbox", { name: "Review" });
    expect(screen.getByText("0/2000 characters")).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription("0/2000 characters");
    await userEvent.type(text, "Great");
    expect(screen.getByText("5/2000 characters")).toBeInTheDocument();
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste("x".repeat(2001));
    expect(screen.getByText("2001/2000 characters: 1 character over the limit")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Game" }), "g-hades");
    await submit();
    expect(await screen.findByText("A review must be at most 2000 characters")).toBeInTheDocument();
  });

  it("moves the rating with the arrow keys (a radio group) and by a click on a star", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /games": ok(LIBRARY), "GET /reviews/user": ok(MINE) });
    open();
    await screen.findByRole("combobox", { name: "Game" });
    expect(screen.getAllByRole("radio")).toHaveLength(10);
    star(5).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(star(6)).toBeChecked();
    expect(star(6)).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowUp}");
    expect(checkedStar()?.value).toBe("3");
    await userEvent.keyboard("{ArrowDown}");
    expect(checkedStar()?.value).toBe("4");
    expect(screen.getByText("(4/10)")).toBeInTheDocument();
    await userEvent.click(star(10));
    expect(star(10)).toBeChecked();
  });

  it("saves the chosen game's review (text trimmed, stars, spoiler) and closes", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /games": ok(LIBRARY),
      "GET /reviews/user": ok(MINE),
      "POST /reviews/game/g-hades": () => jsonResponse(201, buildReview({ gameId: "g-hades" })),
    });
    const { onClose } = open();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Game" }), "g-hades");
    await userEvent.click(star(9));
    await userEvent.type(screen.getByRole("textbox", { name: "Review" }), "  Every run teaches something.  ");
    await userEvent.click(screen.getByRole("checkbox", { name: /Contains spoilers/ }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/reviews/game/g-hades")[0]?.body).toEqual({ rating: 9, comment: "Every run teaches something.", spoiler: true });
  });

  it("shows the server's reason for a refusal, and the spec's text for any other failure", async () => {
    let answer = () => errorResponse(400, "validation_failed", REVIEW_TEXTS.notCompleted);
    stubApi({ "GET /auth/me": ok(ME), "GET /games": ok(LIBRARY), "GET /reviews/user": ok(MINE), "POST /reviews/game/g-hades": () => answer() });
    const { onClose } = open();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Game" }), "g-hades");
    await userEvent.type(screen.getByRole("textbox", { name: "Review" }), "Good.");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_TEXTS.notCompleted);
    answer = fails;
    await submit();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(REVIEW_TEXTS.createFailed));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("writes for a given game without a picker", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "POST /reviews/game/g-hades": () => jsonResponse(201, buildReview()) });
    const { onClose } = open({ game: { id: "g-hades", title: "Hades", rating: 7 } });
    expect(screen.queryByRole("combobox", { name: "Game" })).not.toBeInTheDocument();
    expect(screen.getByText("Hades")).toBeInTheDocument();
    expect(star(7)).toBeChecked();
    await userEvent.type(screen.getByRole("textbox", { name: "Review" }), "Yes.");
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/games")).toHaveLength(0);
  });
});

describe("ReviewDialog: editing", () => {
  const review = buildReview({ id: "r-celeste", gameId: "g-celeste", gameTitle: "Celeste", rating: 6, comment: "Hard.", spoiler: true });

  it("fixes the game, starts from the review and saves the changes", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "PUT /reviews/r-celeste": ok(review) });
    const { onClose } = open({ review });
    expect(screen.getByRole("dialog", { name: "Edit Review" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Game" })).not.toBeInTheDocument();
    expect(screen.getByText("Celeste")).toBeInTheDocument();
    expect(star(6)).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Review" })).toHaveValue("Hard.");
    expect(screen.getByRole("checkbox", { name: /Contains spoilers/ })).toBeChecked();
    expect(screen.getByText("5/2000 characters")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Review" }), " And kind.");
    await userEvent.click(star(8));
    await userEvent.click(screen.getByRole("button", { name: "Update Review" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/reviews/r-celeste")[0]).toMatchObject({ method: "PUT", body: { rating: 8, comment: "Hard. And kind.", spoiler: true } });
  });

  it("says 'Failed to update review. Please try again.' when the save fails", async () => {
    stubApi({ "GET /auth/me": ok(ME), "PUT /reviews/r-celeste": fails });
    open({ review });
    await userEvent.click(screen.getByRole("button", { name: "Update Review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_TEXTS.updateFailed);
  });
});
