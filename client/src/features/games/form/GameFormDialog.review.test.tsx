// The Add/Edit Game dialog's public Reviews section (only while Completed): it writes the same review
// as the review dialog, after the game is saved, with the game's rating (or 5).
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REVIEW_TEXTS, type GameReviews, type LibraryGameDto } from "@savepoint/common";
import { buildLibraryGame, buildReview } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { fails, ok, stubApi } from "../../../test/testApi.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

vi.setConfig({ testTimeout: 30_000 });

const reviewText = () => screen.getByRole("textbox", { name: "Public review" });
const created = (body: unknown) => jsonResponse(201, buildLibraryGame({ ...(body as Partial<LibraryGameDto>), id: "g-new" }));

async function fillCompletedGame() {
  await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "Homebrew Quest");
  const platform = screen.getByRole("combobox", { name: "Platform" });
  await userEvent.type(platform, "PC");
  await userEvent.click(await screen.findByRole("option", { name: "PC" }));
  await userEvent.selectOptions(screen.getByLabelText("Status"), "COMPLETED");
}

function openAdd() {
  const onClose = vi.fn();
  renderPage(<GameFormDialog mode="add" open onClose={onClose} />, "/games/add");
  return onClose;
}

describe("GameFormDialog: the Reviews section when adding", () => {
  it("saves the game, then its review with the game's rating, the text and the spoiler flag", async () => {
    const api = stubApi({ "POST /games": ({ body }) => created(body), "POST /reviews/game/g-new": () => jsonResponse(201, buildReview()) });
    const onClose = openAdd();
    await fillCompletedGame();
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "8");
    expect(screen.getByText("0/2000 characters")).toBeInTheDocument();
    await userEvent.type(reviewText(), " Loved it. ");
    expect(screen.getByText("11/2000 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: /Contains spoilers/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = api.calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual(["POST /games", "POST /reviews/game/g-new"]);
    expect(api.callsTo("/reviews/game/g-new")[0]!.body).toEqual({ comment: "Loved it.", spoiler: true, rating: 8 });
  });

  it("writes no review when the text is left empty", async () => {
    const api = stubApi({ "POST /games": ({ body }) => created(body) });
    const onClose = openAdd();
    await fillCompletedGame();
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/reviews")).toHaveLength(0);
  });

  it("keeps the dialog open when the review fails, and saving again updates the game it added instead of adding it twice", async () => {
    let review = fails;
    const api = stubApi({
      "POST /games": ({ body }) => created(body),
      "PUT /games/g-new": ok(buildLibraryGame({ id: "g-new", status: "COMPLETED" })),
      "POST /reviews/game/g-new": () => review(),
    });
    const onClose = openAdd();
    await fillCompletedGame();
    await userEvent.type(reviewText(), "Short and sweet.");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_TEXTS.createFailed);
    expect(onClose).not.toHaveBeenCalled();
    review = () => jsonResponse(201, buildReview());
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.method === "POST" && c.path === "/games")).toHaveLength(1);
    expect(api.callsTo("/games/g-new").map((c) => c.method)).toEqual(["PUT"]);
    expect(api.callsTo("/reviews/game/g-new")[1]!.body).toMatchObject({ comment: "Short and sweet.", rating: 5 });
  });
});

describe("GameFormDialog: the Reviews section when editing", () => {
  const game = buildLibraryGame({ status: "COMPLETED", rating: 7, startDate: "2026-01-01", completedDate: "2026-01-05" });
  const mine = buildReview({ id: "r-mine", gameId: "g1", rating: 7, comment: "A long road.", spoiler: false });
  const reviews: GameReviews = { mine, items: [], nextCursor: null, total: 0 };

  async function openEdit(routes = {}) {
    const onClose = vi.fn();
    const api = stubApi({
      "GET /games/g1": ok(game),
      "PUT /games/g1": ({ body }) => ok({ ...game, ...(body as object) })(),
      "GET /reviews/game/g1": ok(reviews),
      ...routes,
    });
    renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={onClose} />, "/");
    await waitFor(() => expect(reviewText()).toHaveValue("A long road."));
    return { api, onClose };
  }

  it("starts from the user's review and saves its changes with the game's new rating", async () => {
    const { api, onClose } = await openEdit({ "PUT /reviews/r-mine": ok(mine) });
    expect(screen.getByText("Edits your review, which other players can read.")).toBeInTheDocument();
    await userEvent.type(reviewText(), " Worth it.");
    const rating = screen.getByLabelText("Rating (1-10)");
    await userEvent.clear(rating);
    await userEvent.type(rating, "9");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.method === "PUT").map((c) => c.path)).toEqual(["/games/g1", "/reviews/r-mine"]);
    expect(api.callsTo("/reviews/r-mine")[0]!.body).toEqual({ comment: "A long road. Worth it.", spoiler: false, rating: 9 });
  });

  it("leaves an unchanged review alone", async () => {
    const { api, onClose } = await openEdit();
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/reviews").filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("refuses to empty an existing review ('Please write a review') and saves nothing", async () => {
    const { api, onClose } = await openEdit();
    await userEvent.clear(reviewText());
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    expect(await screen.findByText(REVIEW_TEXTS.writeReview)).toBeInTheDocument();
    expect(reviewText()).toHaveAttribute("aria-invalid", "true");
    expect(onClose).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });

  it("hides the section when the game leaves Completed, and keeps the review", async () => {
    const { api, onClose } = await openEdit();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "IN_PROGRESS");
    expect(screen.queryByRole("group", { name: "Reviews" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/reviews").filter((c) => c.method !== "GET")).toHaveLength(0);
  });
});
