import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RecommendationCard as Card } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi, type Call } from "../../test/testApi.ts";
import { MatchBadge } from "./RecommendationCard.tsx";
import { RecommendationsPage } from "./RecommendationsPage.tsx";
import { addedGame, buildCard, buildProfile, CELESTE_FANS, listOf, similarOf } from "./testCards.ts";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const HK = CELESTE_FANS[0]!;
const ORI_2 = buildCard({ catalogId: 201, slug: "ori-2", title: "Ori and the Will of the Wisps" });

/** A server that leaves out what the player added or hid, as the real one does. */
function stubServer({ addFails = false, hideFails = false } = {}) {
  const gone = new Set<number>();
  const visible = (cards: Card[]) => cards.filter((c) => !gone.has(c.catalogId));
  const catalogId = (call: Call) => Number(call.path.split("/").pop());
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /recommendations": () => ok(listOf(visible(CELESTE_FANS)))(),
    "GET /recommendations/similar": () => ok(similarOf(visible([HK, ORI_2])))(),
    "GET /recommendations/profile": ok(buildProfile()),
    "GET /games": ok([]),
    "GET /games/stats": ok({}),
    "POST /games": (call) => {
      if (addFails) return fails();
      const body = call.body as { catalogGameId: number };
      gone.add(body.catalogGameId);
      return ok(addedGame([...CELESTE_FANS, ORI_2].find((c) => c.catalogId === body.catalogGameId)!))();
    },
    "POST /recommendations/dismissed/*": (call) => {
      if (hideFails) return errorResponse(404, "not_found", "Not found");
      gone.add(catalogId(call));
      return ok({ catalogId: catalogId(call), dismissed: true })();
    },
    "DELETE /recommendations/dismissed/*": (call) => {
      gone.delete(catalogId(call));
      return ok({ catalogId: catalogId(call), dismissed: false })();
    },
  });
}

/** The screen with For you loaded, over a server that adds and hides as told. */
async function openScreen(server: Parameters<typeof stubServer>[0] = {}) {
  const api = stubServer(server);
  const user = userEvent.setup();
  renderPage(<RecommendationsPage />, "/recommendations", { markers: ["/dashboard"] });
  await screen.findByRole("list", { name: "All Recommendations (3)" });
  return { api, user };
}
const card = (title: string) => screen.getByRole("article", { name: title });
/** The cards' titles in a tab's list (`hidden`: also while a dialog hides the page from the accessibility tree). */
const titles = (name: RegExp, hidden = false) =>
  within(screen.getByRole("list", { name, hidden }))
    .getAllByRole("article", { hidden })
    .map((a) => within(a).getByRole("heading", { hidden }).textContent);

describe("Recommendation cards", () => {
  it.each([
    [100, "top", "bg-emerald-700"],
    [90, "top", "bg-emerald-700"],
    [89, "high", "bg-sky-700"],
    [80, "high", "bg-sky-700"],
    [79, "good", "bg-amber-300"],
    [70, "good", "bg-amber-300"],
    [69, "low", "bg-slate-600"],
    [0, "low", "bg-slate-600"],
  ])("draws a %i%% match in the %s band", (score, band, colour) => {
    render(<MatchBadge score={score} />);
    const badge = screen.getByText(`${score}% Match`);
    expect(badge).toHaveAttribute("data-band", band);
    expect(badge).toHaveClass(colour);
  });

  it("'Add to Backlog' creates the backlog game from the catalog entry, opens 'Success! Game added to your backlog', and the game leaves every list", async () => {
    const { api, user } = await openScreen();
    await user.click(screen.getByRole("tab", { name: /^Similar to Your Games/ }));
    expect(titles(/^Similar to Your Games/)).toEqual(["Hollow Knight", "Ori and the Will of the Wisps"]);
    await user.click(screen.getByRole("tab", { name: /^All Recommendations/ }));

    await user.click(within(card("Hollow Knight")).getByRole("button", { name: "Add to Backlog" }));
    const dialog = await screen.findByRole("dialog", { name: "Success! Game added to your backlog" });
    expect(dialog).toHaveTextContent("Hollow Knight is in your backlog.");
    expect(
      api
        .callsTo("/games")
        .filter((c) => c.method === "POST")
        .map((c) => c.body),
    ).toEqual([{ catalogGameId: HK.catalogId, status: "BACKLOG" }]);
    expect(titles(/^All Recommendations/, true)).toEqual(["Ori and the Blind Forest", "Dead Cells"]);

    await user.click(within(dialog).getByRole("button", { name: "Continue Browsing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("tab", { name: /^Similar to Your Games/ }));
    await waitFor(() => expect(titles(/^Similar to Your Games/)).toEqual(["Ori and the Will of the Wisps"]));

    await user.click(within(card("Ori and the Will of the Wisps")).getByRole("button", { name: "Add to Backlog" }));
    await user.click(await screen.findByRole("button", { name: "View Backlog" }));
    expect(await screen.findByText("/dashboard page")).toBeInTheDocument();
  });

  it("says 'Failed to add game to backlog' when the add fails, and keeps the card", async () => {
    const { user } = await openScreen({ addFails: true });
    await user.click(within(card("Hollow Knight")).getByRole("button", { name: "Add to Backlog" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to add game to backlog");
    expect(card("Hollow Knight")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("'Not interested' hides the game at once with an Undo that brings it back", async () => {
    const { api, user } = await openScreen();
    await user.click(within(card("Dead Cells")).getByRole("button", { name: "Not interested" }));
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Dead Cells: Hidden from your recommendations");
    expect(titles(/^All Recommendations/)).toEqual(["Hollow Knight", "Ori and the Blind Forest"]);
    expect(api.calls.filter((c) => c.path.startsWith("/recommendations/dismissed")).map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /recommendations/dismissed/103",
    ]);

    await user.click(within(notice).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(titles(/^All Recommendations/)).toEqual(["Hollow Knight", "Ori and the Blind Forest", "Dead Cells"]));
    expect(screen.queryByText(/Hidden from your recommendations/)).toBeNull();
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/recommendations/dismissed/103"]);
  });

  it("keeps the card and says so when hiding fails", async () => {
    const { user } = await openScreen({ hideFails: true });
    await user.click(within(card("Dead Cells")).getByRole("button", { name: "Not interested" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not hide Dead Cells. Please try again.");
    expect(card("Dead Cells")).toBeInTheDocument();
  });
});
