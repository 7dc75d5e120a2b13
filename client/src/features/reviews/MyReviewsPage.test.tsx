// My Reviews: the empty state, each review's parts, the sorts and the game filter (asked of the
// server), the delete confirmation with its spinner and failure text, and ?write=1.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REVIEW_TEXTS, type ReviewDto, type ReviewPage } from "@savepoint/common";
import { buildGameSummary, buildReview, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { fails, ok, stubApi, type Call } from "../../test/testApi.ts";
import { MyReviewsPage } from "./MyReviewsPage.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const author = { id: ME.id, username: ME.username, firstName: ME.firstName, lastName: ME.lastName, accountColor: ME.accountColor };
const HADES = buildReview({
  id: "r-hades",
  gameId: "g-hades",
  gameTitle: "Hades",
  gameSlug: "hades",
  rating: 9,
  likeCount: 1,
  author,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
});
const CELESTE = buildReview({
  id: "r-celeste",
  gameId: "g-celeste",
  rating: 7,
  likeCount: 4,
  author,
  createdAt: "2026-02-01T10:00:00.000Z",
  updatedAt: "2026-04-02T10:00:00.000Z",
});
const TUNIC = buildReview({
  id: "r-tunic",
  gameId: "g-tunic",
  gameTitle: "Tunic",
  gameSlug: "tunic",
  rating: 10,
  likeCount: 0,
  author,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
});
const ALL = [HADES, CELESTE, TUNIC];

/** The server's answer to GET /reviews/user for a query: filtered by game, sorted as asked (ties by date). */
function answer({ query }: Call) {
  const gameId = query.get("gameId");
  const items = ALL.filter((r) => !gameId || r.gameId === gameId);
  const by = { newest: () => 0, rating: (a: ReviewDto, b: ReviewDto) => b.rating - a.rating, likes: (a: ReviewDto, b: ReviewDto) => b.likeCount - a.likeCount }[
    query.get("sort") ?? "newest"
  ]!;
  return jsonResponse(200, { items: [...items].sort(by), nextCursor: null } satisfies ReviewPage);
}

const renderReviews = (path = "/reviews") => renderPage(<MyReviewsPage />, path, { route: "/reviews" });
const titles = () =>
  within(screen.getByRole("list", { name: "Your reviews" }))
    .getAllByRole("article")
    .map((a) => a.getAttribute("aria-label"));

describe("MyReviewsPage", () => {
  it("says 'No reviews yet' with the spec's prompt when there are none", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": ok({ items: [], nextCursor: null }) });
    renderReviews();
    expect(screen.getByRole("heading", { level: 1, name: "My Reviews" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No reviews yet" })).toBeInTheDocument();
    expect(screen.getByText("Start writing reviews for the games you've played!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Write Review" })).toBeInTheDocument();
  });

  it("shows each review: the game linked to its page, 10 stars with (n/10), the date, 'Updated {date}' once edited, likes, edit and delete", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": answer });
    renderReviews();
    const celeste = await screen.findByRole("article", { name: "Review of Celeste" });
    expect(within(celeste).getByRole("link", { name: "Celeste" })).toHaveAttribute("href", "/game/celeste");
    expect(within(celeste).getByRole("img", { name: "Rated 7 out of 10" })).toBeInTheDocument();
    expect(within(celeste).getByText("(7/10)")).toBeInTheDocument();
    expect(within(celeste).getByText("February 1, 2026")).toBeInTheDocument();
    expect(within(celeste).getByText("Updated April 2, 2026")).toBeInTheDocument();
    expect(within(celeste).getByText("4 likes")).toBeInTheDocument();
    expect(within(celeste).getByRole("button", { name: "Edit review of Celeste" })).toBeInTheDocument();
    expect(within(celeste).getByRole("button", { name: "Delete review of Celeste" })).toBeInTheDocument();
    const hades = screen.getByRole("article", { name: "Review of Hades" });
    expect(within(hades).queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(within(hades).getByText("1 like")).toBeInTheDocument();
  });

  it("sorts by Date, Rating and Most Helpful (likes), as the server orders them", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": answer });
    renderReviews();
    await screen.findByRole("list", { name: "Your reviews" });
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Date", "Rating", "Most Helpful"]);
    expect(titles()).toEqual(["Review of Hades", "Review of Celeste", "Review of Tunic"]);
    await userEvent.selectOptions(sort, "Rating");
    await waitFor(() => expect(titles()).toEqual(["Review of Tunic", "Review of Hades", "Review of Celeste"]));
    await userEvent.selectOptions(sort, "Most Helpful");
    await waitFor(() => expect(titles()).toEqual(["Review of Celeste", "Review of Hades", "Review of Tunic"]));
    expect(new Set(api.callsTo("/reviews/user").map((c) => c.query.get("sort")))).toEqual(new Set(["newest", "rating", "likes"]));
  });

  it("filters by game: All Games or one of the reviewed games", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": answer });
    renderReviews();
    const filter = screen.getByRole("combobox", { name: "Filter by game" });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All Games", "Celeste", "Hades", "Tunic"]),
    );
    await userEvent.selectOptions(filter, "Hades");
    await waitFor(() => expect(titles()).toEqual(["Review of Hades"]));
    expect(api.callsTo("/reviews/user").some((c) => c.query.get("gameId") === "g-hades")).toBe(true);
    await userEvent.selectOptions(filter, "All Games");
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it("tells reviewed copies of one title apart in the filter: by platform, then by the day each was reviewed", async () => {
    const copy = (id: string, platform: string, createdAt: string) =>
      buildReview({ id: `r-${id}`, gameId: id, gameTitle: "Hades", author, createdAt, context: { hours: 1, platform, completed100Percent: false } });
    const copies = [
      copy("g-pc1", "PC", "2026-03-01T12:00:00.000Z"),
      copy("g-pc2", "PC", "2026-04-05T12:00:00.000Z"),
      copy("g-sw", "Nintendo Switch", "2026-02-01T12:00:00.000Z"),
      TUNIC,
    ];
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": ok({ items: copies, nextCursor: null }) });
    renderReviews();
    const filter = screen.getByRole("combobox", { name: "Filter by game" });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All Games", "Hades (Nintendo Switch)", "Hades (PC, reviewed April 5, 2026)", "Hades (PC, reviewed March 1, 2026)", "Tunic"]),
    );
  });

  it("deletes after the 'Delete Review' confirmation, with a spinner while it is in flight", async () => {
    let release: (r: Response) => void = () => undefined;
    let deleted = false;
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /reviews/user": (call) => (deleted ? jsonResponse(200, { items: [HADES, TUNIC], nextCursor: null }) : answer(call)),
      "DELETE /reviews/r-celeste": () =>
        new Promise<Response>((resolve) => {
          release = (r) => {
            deleted = true;
            resolve(r);
          };
        }),
    });
    renderReviews();
    await userEvent.click(await screen.findByRole("button", { name: "Delete review of Celeste" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Review" });
    expect(within(dialog).getByText("Celeste")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Review" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Deleting...");
    expect(api.callsTo("/reviews/r-celeste")).toHaveLength(1);
    release(jsonResponse(204, null));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(titles()).toEqual(["Review of Hades", "Review of Tunic"]));
  });

  it("keeps the dialog open and says 'Failed to delete review. Please try again.' when the delete fails; Cancel keeps the review", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": answer, "DELETE /reviews/r-celeste": fails });
    renderReviews();
    await userEvent.click(await screen.findByRole("button", { name: "Delete review of Celeste" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Review" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(REVIEW_TEXTS.deleteFailed);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(titles()).toHaveLength(3);
  });

  it("opens 'Write a Review' at /reviews?write=1 and from 'Write Review'; closing drops ?write", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": answer, "GET /games": ok([buildGameSummary({ id: "g-x", title: "Inside", status: "COMPLETED" })]) });
    renderReviews("/reviews?write=1");
    const dialog = await screen.findByRole("dialog", { name: "Write a Review" });
    expect(await within(dialog).findByRole("option", { name: "Inside (Nintendo Switch)" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Write Review" }));
    expect(await screen.findByRole("dialog", { name: "Write a Review" })).toBeInTheDocument();
  });

  it("opens 'Edit Review' on the review's edit icon", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /reviews/user": answer });
    renderReviews();
    await userEvent.click(await screen.findByRole("button", { name: "Edit review of Tunic" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Review" });
    expect(within(dialog).getByRole("textbox", { name: "Review" })).toHaveValue(TUNIC.comment);
    expect(within(dialog).getByRole("radio", { name: "10 stars" })).toBeChecked();
  });
});
