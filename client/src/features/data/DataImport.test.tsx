import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DATA_TEXTS, IMPORT_SOURCE_LABELS, IMPORT_SOURCES, type ImportRowDto, type ImportRunDto, type ImportSourceDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { DataImport } from "./DataImport.tsx";
import { DataExport } from "./DataExport.tsx";
import { IMPORT_POLL_MS } from "./ImportProgress.tsx";
import { NO_COPY } from "./CopyChoices.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const SOURCES: ImportSourceDto[] = IMPORT_SOURCES.map((source) => ({
  source,
  label: IMPORT_SOURCE_LABELS[source],
  available: source !== "steam",
  reason: source === "steam" ? DATA_TEXTS.steamNotConfigured : null,
  input: source === "steam" ? "steamId" : "file",
}));
const row: ImportRowDto = {
  line: 2,
  title: "Portal 2",
  platform: "PC",
  outcome: "matched",
  action: "add",
  reason: null,
  matchedBy: "igdb",
  catalogTitle: "Portal 2",
  status: "COMPLETED",
  statusFrom: "shelves: Played",
  rating: 8,
  ratingFrom: "4/5",
  hours: 10,
  hoursFrom: "36000 seconds",
  tags: [],
  reviewNotes: null,
  copies: null,
  copyId: null,
};
const RUN: ImportRunDto = {
  id: "5b1f0f3e-0000-4000-8000-000000000001",
  source: "grouvee",
  fileName: "collection.csv",
  state: "preview",
  createdAt: "2026-11-25T12:00:00.000Z",
  appliedAt: null,
  undoneAt: null,
  progress: { done: 0, total: 0 },
  error: null,
  counts: { rows: 3, matched: 2, created: 1, skipped: 0, add: 3, update: 0, unchanged: 0, wishlist: 0 },
  samples: {
    matched: [row],
    created: [
      {
        ...row,
        line: 4,
        title: "Hollow Knight: Silksong",
        platform: null,
        outcome: "created",
        matchedBy: null,
        reason: "Not in the catalog: added as your own game",
      },
    ],
    skipped: [],
  },
  ambiguous: [],
  rejected: [],
};

describe("DataImport", () => {
  it("previews a file with counts and the mapping, then imports it in the background with a progress bar, and lists the run with Undo", async () => {
    const queued = { ...RUN, state: "queued" as const, progress: { done: 0, total: 3 } };
    const running = { ...RUN, state: "running" as const, progress: { done: 2, total: 3 } };
    const applied = { ...RUN, state: "applied" as const, appliedAt: "2026-11-25T12:01:00.000Z", progress: { done: 3, total: 3 } };
    let runs: ImportRunDto[] = [];
    let finished = false;
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /data/import/sources": ok(SOURCES),
      "GET /data/import/runs": () => ok(runs)(),
      // running until the test says it is applied
      [`GET /data/import/runs/${RUN.id}`]: () => {
        runs = [finished ? applied : running];
        return ok(runs[0])();
      },
      "POST /data/import/preview": ok(RUN),
      [`POST /data/import/runs/${RUN.id}/apply`]: () => {
        runs = [queued];
        return ok(queued)();
      },
      [`POST /data/import/runs/${RUN.id}/undo`]: ok({ ...applied, state: "undone" }),
    });
    renderPage(<DataImport />, "/settings");
    await screen.findByRole("option", { name: "Grouvee (CSV)" });
    const file = new File(["id,name,shelves\n1504,Portal 2,{}\n"], "collection.csv", { type: "text/csv" });
    await userEvent.upload(screen.getByLabelText("File"), file);
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Import preview" });
    expect(preview).toHaveTextContent("3 rows: 2 matched, 1 added as your own game, 0 skipped · 3 new, 0 updated, 0 unchanged");
    expect(within(preview).getByRole("row", { name: /Portal 2/ })).toHaveTextContent("shelves: Played → COMPLETED4/5 → 836000 seconds → 10New (by igdb)");
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
        source: "grouvee",
        content: "id,name,shelves\n1504,Portal 2,{}\n",
        fileName: "collection.csv",
      }),
    );
    // From here the run's progress is asked again every IMPORT_POLL_MS, on fake timers the test moves
    // on (they also follow real time, so the page's own zero-delay timers run by themselves).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(preview).getByRole("button", { name: "Import 3 games" }));
    expect(await screen.findByText("Import started: you can leave this page, the import goes on.")).toBeInTheDocument();
    const bar = await screen.findByRole("progressbar", { name: "Importing Grouvee (CSV), collection.csv" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuetext", "2 of 3 games imported"));
    expect(bar).toHaveAttribute("aria-valuenow", "67");
    const polls = () => api.calls.filter((c) => c.method === "GET" && c.path === `/data/import/runs/${RUN.id}`).length;
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    expect(polls()).toBeGreaterThan(before);
    expect(bar).toHaveAttribute("aria-valuetext", "2 of 3 games imported");

    finished = true;
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    expect(await screen.findByText("Imported: 3 added, 0 updated, 0 unchanged, 0 skipped.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    const ended = polls();
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
    expect(polls()).toBe(ended);
    await user.click(await screen.findByRole("button", { name: "Undo import: Grouvee (CSV), collection.csv" }));
    expect(await screen.findByText("Import undone.")).toBeInTheDocument();
  });

  it("coming back to a run that failed shows why; one still going shows its progress", async () => {
    const failed = {
      ...RUN,
      id: "5b1f0f3e-0000-4000-8000-000000000002",
      state: "failed" as const,
      error: 'Row 230, column "title": this title is refused',
      progress: { done: 200, total: 400 },
    };
    const going = { ...RUN, state: "running" as const, progress: { done: 1200, total: 5000 } };
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /data/import/sources": ok(SOURCES),
      "GET /data/import/runs": ok([going, failed]),
      [`GET /data/import/runs/${RUN.id}`]: ok(going),
    });
    renderPage(<DataImport />, "/settings");
    const bar = await screen.findByRole("progressbar", { name: "Importing Grouvee (CSV), collection.csv" });
    expect(bar).toHaveAttribute("aria-valuetext", "1,200 of 5,000 games imported");
    expect(bar).toHaveAttribute("aria-valuenow", "24");
    expect(screen.getAllByRole("progressbar")).toHaveLength(1);
    expect(screen.getByText('Row 230, column "title": this title is refused')).toBeInTheDocument();
    expect(screen.getByText(/· Failed ·/)).toBeInTheDocument();
  });

  it("says where each row's Review Notes go, and lists what an applied run did not write and why", async () => {
    const hltb: ImportRunDto = {
      ...RUN,
      source: "hltb",
      fileName: "HLTB-games-export.csv",
      samples: {
        matched: [
          {
            ...row,
            title: "The Witcher 3: Wild Hunt",
            statusFrom: "lists: Completed",
            rating: 10,
            ratingFrom: "95/100",
            matchedBy: "title",
            reviewNotes: "review",
          },
          { ...row, line: 3, title: "Portal 2", action: "update", reason: "rating → 9", matchedBy: "library", reviewNotes: "notes" },
        ],
        created: [],
        skipped: [],
      },
    };
    const applied: ImportRunDto = {
      ...hltb,
      id: "5b1f0f3e-0000-4000-8000-000000000003",
      state: "applied",
      appliedAt: "2026-11-25T12:01:00.000Z",
      rejected: [{ what: "Row 2, The Witcher 3: Wild Hunt: the review", reason: "You have already reviewed this game: edit your review instead" }],
    };
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /data/import/sources": ok(SOURCES),
      "GET /data/import/runs": ok([applied]),
      "POST /data/import/preview": ok(hltb),
    });
    renderPage(<DataImport />, "/settings");
    await screen.findByRole("option", { name: "HowLongToBeat (CSV)" });
    await userEvent.selectOptions(screen.getByLabelText("Import from"), "hltb");
    await userEvent.upload(screen.getByLabelText("File"), new File(["Title,Platform,Main Story\n"], "HLTB-games-export.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Import preview" });
    expect(within(preview).getByRole("row", { name: /The Witcher 3/ })).toHaveTextContent("New (by title) · Review Notes → your review");
    expect(within(preview).getByRole("row", { name: /Portal 2/ })).toHaveTextContent("rating → 9 · Review Notes → notes");

    const runs = screen.getByRole("region", { name: "Your imports" });
    await userEvent.click(within(runs).getByText("1 not written: it breaks a rule of Savepoint's"));
    expect(within(runs).getByText("Row 2, The Witcher 3: Wild Hunt: the review: You have already reviewed this game: edit your review instead")).toBeVisible();
  });

  it("lets the player choose the copy a row matching several updates, or none, and sends only the choices changed", async () => {
    const copies = [
      {
        id: "6c1f0f3e-0000-4000-8000-00000000000a",
        title: "The Witcher 3: Wild Hunt",
        platform: "PC",
        status: "BACKLOG" as const,
        createdAt: "2026-05-01T10:00:00.000Z",
      },
      {
        id: "6c1f0f3e-0000-4000-8000-00000000000b",
        title: "The Witcher 3: Wild Hunt",
        platform: "PC",
        status: "IN_PROGRESS" as const,
        createdAt: "2026-06-01T10:00:00.000Z",
      },
    ];
    const many = {
      ...row,
      title: "The Witcher 3: Wild Hunt",
      outcome: "skipped" as const,
      action: "skip" as const,
      reason: "Matches 2 copies in your library (PC, Backlog; PC, In Progress), none of them Completed: not imported, so no copy gets another's progress",
      copies,
      copyId: null,
    };
    const portal = { ...row, line: 3, action: "update" as const, copies: [copies[0]!, { ...copies[1]!, title: "Portal 2" }], copyId: copies[0]!.id };
    const hltb: ImportRunDto = { ...RUN, source: "hltb", samples: { matched: [], created: [], skipped: [many] }, ambiguous: [many, portal] };
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /data/import/sources": ok(SOURCES),
      "GET /data/import/runs": ok([]),
      "POST /data/import/preview": ok(hltb),
      [`POST /data/import/runs/${RUN.id}/apply`]: ok({ ...hltb, state: "queued" }),
      [`GET /data/import/runs/${RUN.id}`]: ok({ ...hltb, state: "queued" }),
    });
    renderPage(<DataImport />, "/settings");
    await screen.findByRole("option", { name: "HowLongToBeat (CSV)" });
    await userEvent.selectOptions(screen.getByLabelText("Import from"), "hltb");
    await userEvent.upload(screen.getByLabelText("File"), new File(["Title,Platform,Main Story\n"], "HLTB-games-export.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const witcher = await screen.findByLabelText("Row 2: The Witcher 3: Wild Hunt");
    // No copy agrees: none is chosen. The copies are told apart by status and the day each was added.
    expect(witcher).toHaveValue("");
    expect(
      within(witcher)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["The Witcher 3: Wild Hunt (PC, Backlog, added 2026-05-01)", "The Witcher 3: Wild Hunt (PC, In Progress, added 2026-06-01)", NO_COPY]);
    expect(screen.getByLabelText("Row 3: Portal 2")).toHaveValue(copies[0]!.id);
    await userEvent.selectOptions(witcher, "The Witcher 3: Wild Hunt (PC, In Progress, added 2026-06-01)");
    await userEvent.click(screen.getByRole("button", { name: /^Import \d+ games$/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === `/data/import/runs/${RUN.id}/apply`)?.body).toEqual({ choices: [{ line: 2, gameId: copies[1]!.id }] }),
    );
  });

  it("offers the columns of a generic CSV for each field and sends the mapping chosen", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /data/import/sources": ok(SOURCES),
      "GET /data/import/runs": ok([]),
      "POST /data/import/preview": ok(RUN),
    });
    renderPage(<DataImport />, "/settings");
    await screen.findByRole("option", { name: "Other CSV (choose the columns)" });
    await userEvent.selectOptions(screen.getByLabelText("Import from"), "csv");
    await userEvent.upload(screen.getByLabelText("File"), new File(['\uFEFF"Name",System,Score\nCeleste,PC,4\n'], "mine.csv", { type: "text/csv" }));
    const title = await screen.findByLabelText("Title (required)");
    expect(
      within(title)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["—", "Name", "System", "Score"]);
    await userEvent.selectOptions(title, "Name");
    await userEvent.selectOptions(screen.getByLabelText("Rating"), "Score");
    await userEvent.selectOptions(screen.getByLabelText("Ratings are out of"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({
        source: "csv",
        fileName: "mine.csv",
        mapping: { title: "Name", rating: "Score", ratingScale: "5" },
      }),
    );
  });

  it("says what the administrator must configure for Steam", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /data/import/sources": ok(SOURCES), "GET /data/import/runs": ok([]) });
    renderPage(<DataImport />, "/settings");
    await screen.findByRole("option", { name: "Steam (SteamID or profile URL) (not available)" });
    await userEvent.selectOptions(screen.getByLabelText("Import from"), "steam");
    expect(screen.getByText(DATA_TEXTS.steamNotConfigured)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preview" })).toBeDisabled();
  });
});

describe("DataExport", () => {
  it("links the JSON and both CSV downloads", () => {
    renderPage(<DataExport />, "/settings");
    expect(screen.getByRole("link", { name: "Export everything (JSON)" })).toHaveAttribute("href", "/api/data/export?format=json");
    expect(screen.getByRole("link", { name: "Library (CSV)" })).toHaveAttribute("href", "/api/data/export?format=csv&what=library");
    expect(screen.getByRole("link", { name: "Journal (CSV)" })).toHaveAttribute("href", "/api/data/export?format=csv&what=journal");
  });
});

async function preview(answer: () => Response) {
  stubApi({ "GET /auth/me": ok(ME), "GET /data/import/sources": ok(SOURCES), "GET /data/import/runs": ok([]), "POST /data/import/preview": answer });
  renderPage(<DataImport />, "/settings");
  await screen.findByRole("option", { name: "Grouvee (CSV)" });
  await userEvent.upload(screen.getByLabelText("File"), new File(["id,name,shelves\n1,A,{}\n"], "collection.csv", { type: "text/csv" }));
  await userEvent.click(screen.getByRole("button", { name: "Preview" }));
}

// What the import says when it refuses a file or counts a preview: sentences in the app's voice, never
// the request's field names ('content: …'), and counts with the right plural ('Import 1 game').
describe("DataImport's words", () => {
  it("a refused file reads as the issue's sentence, without the field's name", async () => {
    // what the server answers for a file holding a NUL: its message for API clients names the field
    const issues = [{ path: "content", message: DATA_TEXTS.notText }];
    await preview(() => errorResponse(400, "validation_failed", `content: ${DATA_TEXTS.notText}`, { issues }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(DATA_TEXTS.notText);
    expect(alert.textContent).not.toMatch(/content:/);
  });

  it("a rule's message without a full stop is shown as a sentence", async () => {
    const issues = [{ path: "fileName", message: "File name cannot contain the NUL character" }];
    await preview(() => errorResponse(400, "validation_failed", "fileName: File name cannot contain the NUL character", { issues }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^File name cannot contain the NUL character\.$/);
  });

  it("an answer that is not the API's says so in words, without the page it got", async () => {
    await preview(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The server answered in a way Savepoint does not understand (error 502). Please try again.");
  });

  it("one game to import is 'Import 1 game', and one row '1 row'", async () => {
    await preview(ok({ ...RUN, counts: { ...RUN.counts, rows: 1, matched: 0, created: 1, add: 1 } }));
    expect(await screen.findByRole("button", { name: "Import 1 game" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Import preview" })).toHaveTextContent("1 row: 0 matched, 1 added as your own game, 0 skipped");
  });
});
