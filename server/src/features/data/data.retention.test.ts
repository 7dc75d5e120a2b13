// Retention of import files (README "What is kept, and for how long", issue 29): a preview never
// applied goes after IMPORT_PREVIEW_KEEP_DAYS with its file; a finished run keeps its file's rows
// IMPORT_FILE_KEEP_DAYS, then only its summary, its change log and the import links stay, so it is
// still listed and still undone. That only one process trims at a time: retention.system.test.ts.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { IMPORT_FILE_KEEP_DAYS, IMPORT_PREVIEW_KEEP_DAYS, type ImportRunDto, type LibraryGameSummary } from "@savepoint/common";
import { buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { trimOnce } from "../../db/retention.ts";
import { applyImport, previewImport } from "./data.test-support.ts";
import { trimImportFiles } from "./index.ts";

const { app, db } = await setupFile();
const DAY = 86_400_000;
const csv = (titles: string[]) => `title,platform,status,rating\n${titles.map((t) => `${t},PC,played,4`).join("\n")}\n`;
const rowsOf = async (id: string) =>
  ((await db.prisma.importRun.findUnique({ where: { id }, select: { rows: true } }))?.rows ?? null) as { rows: unknown[] } | null;
const library = async (u: TestUser) =>
  bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200))
    .map((g) => g.title)
    .sort();
/** Moves a run's times back, as if it had been made (and applied) `days` ago. */
const aged = (id: string, days: number) => {
  const at = new Date(Date.now() - days * DAY);
  return db.prisma.importRun.update({ where: { id }, data: { createdAt: at, appliedAt: at } });
};

describe("the daily trim of import files", () => {
  it("deletes old previews, empties old finished runs' rows, keeps recent ones, and old runs still list and undo", async () => {
    const u = await buildUser(app);
    const oldPreview = await previewImport(app, u, { source: "backloggd", content: csv(["Stale"]) });
    const newPreview = await previewImport(app, u, { source: "backloggd", content: csv(["Fresh"]) });
    const oldRun = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(["Old A", "Old B"]) })).id);
    const newRun = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(["New A"]) })).id);
    await aged(oldPreview.id, IMPORT_PREVIEW_KEEP_DAYS + 1);
    await aged(newPreview.id, IMPORT_PREVIEW_KEEP_DAYS - 1);
    await aged(oldRun.id, IMPORT_FILE_KEEP_DAYS + 1);
    await aged(newRun.id, IMPORT_FILE_KEEP_DAYS - 1);

    const done = await trimOnce(db.prisma, new Date(), { imports: trimImportFiles });
    expect(done).toEqual({ imports: { previews: 1, files: 1 } });
    expect(await rowsOf(oldPreview.id)).toBeNull();
    expect((await rowsOf(newPreview.id))?.rows).toHaveLength(1);
    expect((await rowsOf(oldRun.id))?.rows).toEqual([]);
    expect((await rowsOf(newRun.id))?.rows).toHaveLength(1);
    // Trimming again changes nothing.
    expect(await trimOnce(db.prisma, new Date(), { imports: trimImportFiles })).toEqual({ imports: { previews: 0, files: 0 } });

    // The trimmed run is still listed with its counts, and its undo removes its games.
    const listed = bodyOf<ImportRunDto[]>(await u.auth(request(app).get("/api/data/import/runs")).expect(200)).find((r) => r.id === oldRun.id);
    expect(listed).toMatchObject({ state: "applied", counts: { add: 2 } });
    expect(await library(u)).toEqual(["New A", "Old A", "Old B"]);
    await u.auth(request(app).post(`/api/data/import/runs/${oldRun.id}/undo`)).expect(200);
    expect(await library(u)).toEqual(["New A"]);
  });
});
