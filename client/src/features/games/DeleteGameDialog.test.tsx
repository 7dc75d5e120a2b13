// The delete-game confirmation asks what becomes of the game's journal entries only when it has some:
// kept as general entries (the default, ?journal=keep) or deleted with it (?journal=delete).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMutationState } from "@tanstack/react-query";
import type { JournalGameSummary } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { DeleteGameDialog } from "./DeleteGameDialog.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const GAME = { id: "g-hk", title: "Hollow Knight" };
const summary = (totalEntries: number): JournalGameSummary => ({
  game: { id: GAME.id, title: GAME.title, slug: "hollow-knight", platform: "PC", coverUrl: null },
  totalEntries,
  lastEntryDate: totalEntries ? "2026-05-31" : null,
  lastEditedAt: null,
  streak: totalEntries ? 1 : 0,
  categories: [],
});

function setup(entries: number) {
  const api = stubApi({
    "GET /auth/me": ok(ME),
    "GET /games": ok([]),
    [`GET /journal/games/${GAME.id}/summary`]: ok(summary(entries)),
    [`DELETE /games/${GAME.id}`]: () => jsonResponse(204, null),
  });
  renderPage(<DeleteGameDialog open game={GAME} onClose={() => undefined} />, "/");
  return { api, user: userEvent.setup(), dialog: screen.getByRole("alertdialog", { name: "Delete Game" }) };
}

const deleteCall = (api: ReturnType<typeof stubApi>) => api.calls.find((c) => c.method === "DELETE");

describe("DeleteGameDialog", () => {
  it("asks about the game's journal entries, keeping them by default (?journal=keep)", async () => {
    const { api, user, dialog } = setup(3);
    const choice = await within(dialog).findByRole("group", { name: "Its journal (3 entries)" });
    expect(within(choice).getByRole("radio", { name: "Keep them as general entries" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteCall(api)).toBeDefined());
    expect(deleteCall(api)!.query.get("journal")).toBe("keep");
  });

  it("deletes the entries with the game when asked (?journal=delete)", async () => {
    const { api, user, dialog } = setup(1);
    await user.click(await within(dialog).findByRole("radio", { name: "Delete them with the game" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteCall(api)).toBeDefined());
    expect(deleteCall(api)!.query.get("journal")).toBe("delete");
  });

  it("does not ask when the game has no journal entries", async () => {
    const { api, user, dialog } = setup(0);
    await waitFor(() => expect(api.callsTo("/journal/games")).toHaveLength(1));
    expect(within(dialog).queryByRole("group")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteCall(api)).toBeDefined());
    expect(deleteCall(api)!.query.has("journal")).toBe(false);
  });

  it("never asks again for the deleted game's own data a screen still shows (it would answer 404)", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /games": ok([]),
      [`GET /journal/games/${GAME.id}/summary`]: ok(summary(2)),
      [`DELETE /games/${GAME.id}`]: () => jsonResponse(204, null),
    });
    renderPage(
      <>
        <DeleteGameDialog open game={GAME} onClose={() => undefined} />
        <SettledMutations />
      </>,
      "/",
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete Game" });
    await within(dialog).findByRole("group", { name: "Its journal (2 entries)" });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Delete" }));
    // The mutation is done (its onSettled has run); the dialog still shows the game's journal summary.
    await screen.findByText("settled: 1");
    expect(api.callsTo(`/journal/games/${GAME.id}`)).toHaveLength(1);
  });
});

/** How many mutations have finished, on screen: a render after the last one's callbacks. */
function SettledMutations() {
  const settled = useMutationState({ filters: { status: "success" } }).length;
  return <p>settled: {settled}</p>;
}
