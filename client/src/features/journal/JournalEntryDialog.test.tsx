// The entry dialog's rules: its titles, the game selector (required in game mode; disabled when editing,
// in general mode or with a preselected game), the required fields' texts, tags added on Enter or Add
// (trimmed, no blanks or duplicates, at most 20), what is sent, and the spec's failure alerts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JOURNAL_CONTENT_MAX, JOURNAL_TEXTS } from "@savepoint/common";
import { buildGameSummary, buildJournalCategories, buildJournalEntry, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi, type Call } from "../../test/testApi.ts";
import { JournalEntryDialog, type JournalEntryDialogProps } from "./JournalEntryDialog.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
beforeEach(() => {
  localStorage.setItem("user", JSON.stringify(ME));
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 5, 14, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const LIBRARY = [
  buildGameSummary({ id: "g-tunic", title: "Tunic", platform: "PC" }),
  buildGameSummary({ id: "g-hades", title: "Hades", platform: "Nintendo Switch" }),
];
const saved = (call: Call) => jsonResponse(call.method === "POST" ? 201 : 200, buildJournalEntry({ ...(call.body as object), id: "j-new" }));
const routes = {
  "GET /auth/me": ok(ME),
  "GET /journal/categories": ok(buildJournalCategories()),
  "GET /games": ok(LIBRARY),
  "POST /journal": saved,
  "PUT /journal/*": saved,
};

function open(props: Partial<JournalEntryDialogProps> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderPage(<JournalEntryDialog open onClose={onClose} onSaved={onSaved} mode="general" {...props} />, "/journal");
  return { onClose, onSaved };
}

const field = (name: string) => screen.getByRole("textbox", { name });
const tagsAdded = () =>
  within(screen.getByRole("list", { name: "Tags added" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("JournalEntryDialog", () => {
  it("writes a general entry: no game (selector disabled), Progress and today by default, the fields and tags sent, then closes", async () => {
    const api = stubApi(routes);
    const { onClose, onSaved } = open();
    expect(screen.getByRole("dialog", { name: JOURNAL_TEXTS.newEntry })).toBeInTheDocument();
    const game = await screen.findByRole("combobox", { name: "Game" });
    expect(game).toBeDisabled();
    expect(within(game).getByRole("option", { selected: true })).toHaveTextContent("No game (general entry)");
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(
      within(category)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Plan", "Progress", "Reflection", "Achievement", "Bug/Issue", "Milestone", "Other"]);
    expect(category).toHaveValue("Progress");
    expect(screen.getByLabelText("Date")).toHaveValue("2026-06-14");
    expect(api.callsTo("/games")).toHaveLength(0);

    await userEvent.type(field("Title"), "Route plan");
    await userEvent.type(field("Content"), "Try the east gate.{Enter}Then the bell.");
    await userEvent.selectOptions(category, "Plan");
    await userEvent.type(field("Tags"), "  route  {Enter}");
    await userEvent.type(field("Tags"), "bells");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(tagsAdded()).toEqual(["#route", "#bells"]);
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      gameId: null,
      title: "Route plan",
      content: "Try the east gate.\nThen the bell.",
      category: "Plan",
      date: "2026-06-14",
      tags: ["route", "bells"],
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: "j-new" }));
  });

  it("requires content and a date with the shared texts, and sends nothing until they are there", async () => {
    const api = stubApi(routes);
    open();
    await screen.findByRole("combobox", { name: "Category" });
    await userEvent.clear(screen.getByLabelText("Date"));
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(await screen.findByText(JOURNAL_TEXTS.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(JOURNAL_TEXTS.dateRequired)).toBeInTheDocument();
    await userEvent.type(field("Content"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(screen.getByText(JOURNAL_TEXTS.contentRequired)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("in game mode requires a game ('Please select a game') from the library, by title", async () => {
    const api = stubApi(routes);
    open({ mode: "game" });
    const game = await screen.findByRole("combobox", { name: "Game" });
    expect(game).toBeEnabled();
    expect(
      within(game)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a game...", "Hades (Nintendo Switch)", "Tunic (PC)"]);
    await userEvent.type(field("Content"), "Found the fox's sword.");
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(await screen.findByText(JOURNAL_TEXTS.gameRequired)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.selectOptions(game, "g-tunic");
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ gameId: "g-tunic", title: null, content: "Found the fox's sword." }),
    );
  });

  it("tells copies of one title apart: by platform, and by status and the day each was added when the platform is the same too", async () => {
    stubApi({
      ...routes,
      "GET /games": ok([
        buildGameSummary({ id: "g-w1", title: "The Witcher 3", platform: "PC", status: "BACKLOG", createdAt: "2026-05-01T12:00:00.000Z" }),
        buildGameSummary({ id: "g-w2", title: "The Witcher 3", platform: "PC", status: "COMPLETED", createdAt: "2026-03-10T12:00:00.000Z" }),
        buildGameSummary({ id: "g-w3", title: "The Witcher 3", platform: "Nintendo Switch", status: "BACKLOG" }),
        ...LIBRARY,
      ]),
    });
    open({ mode: "game" });
    const game = await screen.findByRole("combobox", { name: "Game" });
    expect(
      within(game)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Select a game...",
      "Hades (Nintendo Switch)",
      "The Witcher 3 (Nintendo Switch)",
      "The Witcher 3 (PC, Backlog, added 2026-05-01)",
      "The Witcher 3 (PC, Completed, added 2026-03-10)",
      "Tunic (PC)",
    ]);
  });

  it("keeps a preselected game fixed: the selector shows it, disabled", async () => {
    const api = stubApi(routes);
    open({ mode: "game", gameId: "g-hades" });
    const game = await screen.findByRole("combobox", { name: "Game" });
    expect(game).toBeDisabled();
    expect(game).toHaveValue("g-hades");
    await userEvent.type(field("Content"), "Reached Elysium.");
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    await waitFor(() => expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ gameId: "g-hades" }));
  });

  it("edits an entry: 'Edit Entry', its values, the game fixed, a PUT without the game", async () => {
    const api = stubApi(routes);
    const entry = buildJournalEntry({
      id: "j-7",
      gameId: "g-tunic",
      gameTitle: "Tunic",
      title: null,
      content: "Old words",
      category: "Milestone",
      date: "2026-04-02",
      tags: ["fox"],
    });
    const { onClose } = open({ mode: "general", entry });
    expect(screen.getByRole("dialog", { name: JOURNAL_TEXTS.editEntry })).toBeInTheDocument();
    const game = await screen.findByRole("combobox", { name: "Game" });
    expect(game).toBeDisabled();
    expect(game).toHaveValue("g-tunic");
    expect(field("Title")).toHaveValue("");
    expect(field("Content")).toHaveValue("Old words");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Milestone");
    expect(screen.getByLabelText("Date")).toHaveValue("2026-04-02");
    expect(tagsAdded()).toEqual(["#fox"]);

    await userEvent.click(screen.getByRole("button", { name: "Remove tag fox" }));
    await userEvent.clear(field("Content"));
    await userEvent.type(field("Content"), "New words");
    await userEvent.click(screen.getByRole("button", { name: "Update Entry" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/journal/j-7");
    expect(put?.body).toEqual({ title: null, content: "New words", category: "Milestone", date: "2026-04-02", tags: [] });
  });

  it("adds tags trimmed on Enter or Add, ignores blanks, refuses duplicates in any case and a 21st tag", async () => {
    stubApi(routes);
    open();
    await screen.findByRole("combobox", { name: "Category" });
    await userEvent.type(field("Tags"), "   {Enter}");
    expect(screen.queryByRole("list", { name: "Tags added" })).not.toBeInTheDocument();
    await userEvent.type(field("Tags"), "Boss{Enter}");
    await userEvent.type(field("Tags"), " boss {Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("boss is already added");
    expect(tagsAdded()).toEqual(["#Boss"]);
    for (let i = 2; i <= 20; i++) await userEvent.type(field("Tags"), `t${i}{Enter}`);
    expect(tagsAdded()).toHaveLength(20);
    await userEvent.type(field("Tags"), "one-more");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("status")).toHaveTextContent("At most 20 tags");
    expect(tagsAdded()).toHaveLength(20);
  });

  it("says 'Failed to add journal entry' when a create fails, and puts the server's field message by its field", async () => {
    stubApi({
      ...routes,
      "POST /journal": () =>
        errorResponse(400, "validation_failed", "Invalid request", { issues: [{ path: "category", message: JOURNAL_TEXTS.unknownCategory }] }),
    });
    const { onClose } = open();
    await userEvent.type(await screen.findByRole("textbox", { name: "Content" }), "Words");
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(JOURNAL_TEXTS.addFailed);
    expect(screen.getByText(JOURNAL_TEXTS.unknownCategory)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("counts the content against its limit, and past it says so in words and marks the field before Save", async () => {
    stubApi(routes);
    open();
    const content = await screen.findByRole("textbox", { name: "Content" });
    expect(screen.getByText(`0/${JOURNAL_CONTENT_MAX} characters`)).toBeInTheDocument();
    await userEvent.click(content);
    await userEvent.paste("x".repeat(JOURNAL_CONTENT_MAX + 2));
    expect(content).toHaveAttribute("aria-invalid", "true");
    expect(content).toHaveAccessibleDescription(`${JOURNAL_CONTENT_MAX + 2}/${JOURNAL_CONTENT_MAX} characters: 2 characters over the limit`);
  });

  it("says 'Failed to update journal entry' when an update fails", async () => {
    stubApi({ ...routes, "PUT /journal/*": fails });
    open({ entry: buildJournalEntry() });
    await screen.findByRole("combobox", { name: "Category" });
    await userEvent.click(screen.getByRole("button", { name: "Update Entry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(JOURNAL_TEXTS.updateFailed);
  });
});
