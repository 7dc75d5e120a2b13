// What the import says when it refuses a file or counts a preview: sentences in the app's voice, never
// the request's field names ('content: …'), and counts with the right plural ('Import 1 game').
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DATA_TEXTS, IMPORT_SOURCE_LABELS, IMPORT_SOURCES, type ImportRunDto, type ImportSourceDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { DataImport } from "./DataImport.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const SOURCES: ImportSourceDto[] = IMPORT_SOURCES.map((source) => ({
  source,
  label: IMPORT_SOURCE_LABELS[source],
  available: true,
  reason: null,
  input: "file",
}));
const ONE_GAME: ImportRunDto = {
  id: "5b1f0f3e-0000-4000-8000-000000000002",
  source: "grouvee",
  fileName: "collection.csv",
  state: "preview",
  createdAt: "2026-11-25T12:00:00.000Z",
  appliedAt: null,
  undoneAt: null,
  progress: { done: 0, total: 0 },
  error: null,
  counts: { rows: 1, matched: 0, created: 1, skipped: 0, add: 1, update: 0, unchanged: 0 },
  samples: { matched: [], created: [], skipped: [] },
  ambiguous: [],
  rejected: [],
};

async function preview(answer: () => Response) {
  stubApi({ "GET /auth/me": ok(ME), "GET /data/import/sources": ok(SOURCES), "GET /data/import/runs": ok([]), "POST /data/import/preview": answer });
  renderPage(<DataImport />, "/settings");
  await screen.findByRole("option", { name: "Grouvee (CSV)" });
  await userEvent.upload(screen.getByLabelText("File"), new File(["id,name,shelves\n1,A,{}\n"], "collection.csv", { type: "text/csv" }));
  await userEvent.click(screen.getByRole("button", { name: "Preview" }));
}

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
    await preview(ok(ONE_GAME));
    expect(await screen.findByRole("button", { name: "Import 1 game" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Import preview" })).toHaveTextContent("1 row: 0 matched, 1 added as your own game, 0 skipped");
  });
});
