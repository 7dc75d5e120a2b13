import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SESSION_ON_BACKLOG_MESSAGE } from "@savepoint/common";
import { buildCatalogGame, buildLibraryGame, buildSession } from "../../../test/builders.ts";
import { renderPage } from "../../../test/render.tsx";
import { fails, ok, stubApi } from "../../../test/testApi.ts";
import { GameDetailPage } from "./GameDetailPage.tsx";

// Typing into a dialog full of fields is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

const renderAt = (path: string) => renderPage(<GameDetailPage />, path, { route: "/game/:slug" });

const PORTAL = buildCatalogGame({
  id: 7,
  slug: "portal-2",
  title: "Portal 2",
  year: 2011,
  platforms: ["PC", "Xbox 360"],
  rating: 4.8,
  imageUrl: "/api/catalog/covers/portal-2",
  released: null,
  genres: ["Puzzle"],
  developers: ["Valve"],
  publishers: ["Valve"],
  series: "Portal",
  description: "Chell wakes up.",
  metacritic: 95,
  achievements: null,
});

const MINE = buildLibraryGame({
  slug: "my-own-game",
  title: "My Own Game",
  genres: ["Indie"],
  releaseYear: 2020,
  rating: 7,
  playTime: 3.5,
  notes: "Remember the secret door.",
  startDate: "2026-01-02",
  developer: "Me",
  statusHistory: [{ status: "IN_PROGRESS", at: "2026-01-01T00:00:00.000Z" }],
  sessions: [buildSession({ note: "Chapter 2" })],
});

describe("GameDetailPage", () => {
  it("shows 'Loading game details...' and then 'Game Not Found' when neither the library nor the catalog knows the slug", async () => {
    stubApi({});
    renderAt("/game/nothing-here");
    expect(screen.getByText("Loading game details...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Game Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The game you're looking for doesn't exist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Back to Dashboard" }));
    expect(screen.getByText("home page")).toBeInTheDocument();
  });

  it("says 'Failed to load game details' when the library cannot answer", async () => {
    const api = stubApi({ "GET /games/lookup/*": fails });
    renderAt("/game/portal-2");
    // the test query client does not retry (the app's retries are tested in api/queryClient.test.ts)
    expect(await screen.findByText("Failed to load game details")).toBeInTheDocument();
    expect(api.callsTo("/games/lookup/portal-2")).toHaveLength(1);
  });

  it("shows a catalog-only game read-only, with 'Add to My Log' opening the prefilled dialog", async () => {
    stubApi({ "GET /catalog/games/portal-2": ok(PORTAL), "GET /catalog/games/portal-2/related": ok({ results: [] }) });
    renderAt("/game/portal-2");
    expect(await screen.findByRole("heading", { level: 1, name: "Portal 2" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Game Statistics" })).toHaveTextContent("4.8 / 5");
    // No provider reported a play time: no tile for it.
    expect(screen.getByRole("region", { name: "Game Statistics" })).not.toHaveTextContent("Average play time");
    expect(screen.getByRole("region", { name: "Details" })).toHaveTextContent("Valve");
    expect(await screen.findByText("No related games found.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Game" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add to My Log" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Game" });
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Portal 2");
    expect(within(dialog).getByLabelText("Developer")).toHaveValue("Valve");
  });

  it("shows a provider's average play time labelled with the provider, linked as its terms ask", async () => {
    stubApi({
      "GET /catalog/games/portal-2": ok({ ...PORTAL, playtime: { hours: 11, source: "RAWG" } }),
      "GET /catalog/games/portal-2/related": ok({ results: [] }),
    });
    renderAt("/game/portal-2");
    const stats = await screen.findByRole("region", { name: "Game Statistics" });
    expect(stats).toHaveTextContent("Average play time (RAWG)11 hours");
    expect(within(stats).getByRole("link", { name: "RAWG" })).toHaveAttribute("href", "https://rawg.io");
  });

  it("shows the user's own game with notes, sessions and its status; deleting a session calls the API", async () => {
    const api = stubApi({
      "GET /games/lookup/my-own-game": ok({ game: MINE }),
      "DELETE /games/g1/sessions/s1": ok({ playTime: 2 }),
    });
    renderAt("/game/my-own-game");
    expect(await screen.findByRole("heading", { level: 1, name: "My Own Game" })).toBeInTheDocument();
    expect(screen.getByText("7/10")).toBeInTheDocument();
    expect(screen.getByText("3.5 hours played")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "My Notes" })).toHaveTextContent("Remember the secret door.");
    expect(screen.getByRole("region", { name: "Game Statistics" })).toHaveTextContent("No Rating");
    expect(screen.getByRole("region", { name: "Status" })).toHaveTextContent("100% CompleteNo");
    expect(screen.getByRole("region", { name: "Related Games" })).toHaveTextContent("No related games found.");
    const sessions = screen.getByRole("region", { name: "Play Sessions" });
    expect(sessions).toHaveTextContent("January 3, 2026 · 1 h 30 min");
    expect(sessions).toHaveTextContent("Chapter 2");
    await userEvent.click(within(sessions).getByRole("button", { name: "Delete session of January 3, 2026 (1 h 30 min)" }));
    await waitFor(() => expect(api.callsTo("/games/g1/sessions/s1").map((c) => c.method)).toEqual(["DELETE"]));
  });
  it("offers no Log session on a Backlog game, and says how to start one instead", async () => {
    stubApi({ "GET /games/lookup/my-own-game": ok({ game: { ...MINE, status: "BACKLOG", rating: null, playTime: 0, startDate: null, sessions: [] } }) });
    renderAt("/game/my-own-game");
    expect(await screen.findByRole("heading", { level: 1, name: "My Own Game" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Log session/ })).not.toBeInTheDocument();
    const sessions = screen.getByRole("region", { name: "Play Sessions" });
    expect(sessions).toHaveTextContent(`${SESSION_ON_BACKLOG_MESSAGE}.`);
    expect(screen.getByRole("button", { name: "Edit Game" })).toBeInTheDocument();
  });

  it("offers Log session on a game being played, in the header and on the Play Sessions panel", async () => {
    stubApi({ "GET /games/lookup/my-own-game": ok({ game: MINE }) });
    renderAt("/game/my-own-game");
    expect(await screen.findByRole("heading", { level: 1, name: "My Own Game" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Log session/ })).toHaveLength(2);
    expect(screen.queryByText(SESSION_ON_BACKLOG_MESSAGE, { exact: false })).not.toBeInTheDocument();
  });

  it("shows only the dates of the current status: a completed game now abandoned shows Started and Abandoned", async () => {
    const game = buildLibraryGame({
      ...MINE,
      status: "ABANDONED",
      startDate: "2026-01-02",
      completedDate: "2026-01-10",
      abandonedDate: "2026-01-20",
      statusHistory: [
        { status: "IN_PROGRESS", at: "2026-01-02T00:00:00.000Z" },
        { status: "COMPLETED", at: "2026-01-10T00:00:00.000Z" },
        { status: "ABANDONED", at: "2026-01-20T00:00:00.000Z" },
      ],
    });
    stubApi({ "GET /games/lookup/my-own-game": ok({ game }) });
    renderAt("/game/my-own-game");
    const panel = await screen.findByRole("region", { name: "Status" });
    expect(panel).toHaveTextContent("StartedJanuary 2, 2026");
    expect(panel).toHaveTextContent("AbandonedJanuary 20, 2026");
    expect(panel).not.toHaveTextContent("Completed");
  });

  it("says 'No critic score' wherever there is none", async () => {
    stubApi({ "GET /games/lookup/my-own-game": ok({ game: { ...MINE, metacritic: null } }) });
    renderAt("/game/my-own-game");
    const stats = await screen.findByRole("region", { name: "Game Statistics" });
    expect(stats).toHaveTextContent("MetacriticNo critic score");
    expect(screen.getByRole("region", { name: "Metacritic" })).toHaveTextContent("No critic score");
    expect(screen.queryByText("Not rated", { exact: false, selector: "dd *" })).not.toBeInTheDocument();
  });
});
