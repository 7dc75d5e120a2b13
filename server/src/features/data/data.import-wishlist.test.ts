// Imports and the wishlist (issue 33): a row the source lists as wanted (Backloggd's wishlist, Grouvee's
// Wish List, want-to-play lists) goes to the wishlist unless the library has the game; undo takes back the
// wishes it made that are still there; runs recorded before the wishlist (their wishlist rows became
// tagged backlog games, their logs without wishes) still undo and re-import as they did.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ImportRunDto, LibraryGameSummary, WishlistDto } from "@savepoint/common";
import { buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { importFile, previewImport, seedSampleCatalog } from "./data.test-support.ts";

const { app, db } = await setupFile();
const { prisma } = db;
await seedSampleCatalog(prisma);

const HEADER = "title,platform,status,sub_status,rating,review,started_on,finished_on,hours,igdb_id,backloggd_slug";
const backloggd = (...rows: string[]) => ({ source: "backloggd", content: [HEADER, ...rows].join("\n") + "\n" });
const HADES_WISHED = "Hades,PC,wishlist,,,,,,,113112,hades";
const SILKSONG_WISHED = "Hollow Knight: Silksong,Nintendo Switch,wishlist,,,,,,,,silksong";
const PORTAL_PLAYED = "Portal 2,PC,played,completed,5,,,,8,72,portal-2";

const library = async (u: TestUser) => bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
const wishlist = async (u: TestUser) => bodyOf<WishlistDto>(await u.auth(request(app).get("/api/wishlist")).expect(200)).items;
const undo = async (u: TestUser, run: ImportRunDto) =>
  bodyOf<ImportRunDto>(await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200));

describe("a file's wishlist rows", () => {
  it("go to the wishlist, not the library; the same file again changes nothing; undo takes back the wishes still there", async () => {
    const u = await buildUser(app);
    const preview = await previewImport(app, u, backloggd(HADES_WISHED, SILKSONG_WISHED, PORTAL_PLAYED));
    expect(preview.counts).toMatchObject({ rows: 3, add: 1, wishlist: 2, unchanged: 0 });
    expect(preview.samples.matched.find((r) => r.title === "Hades")).toMatchObject({ action: "wishlist", reason: "To your wishlist" });
    expect(await wishlist(u)).toEqual([]);

    const run = await importFile(app, u, backloggd(HADES_WISHED, SILKSONG_WISHED, PORTAL_PLAYED));
    expect(run.state).toBe("applied");
    expect((await library(u)).map((g) => g.title)).toEqual(["Portal 2"]);
    const wished = await wishlist(u);
    expect(wished.map((w) => [w.title, w.catalogGameId !== null, w.platform]).sort()).toEqual([
      ["Hades", true, "PC"],
      ["Hollow Knight: Silksong", false, "Nintendo Switch"],
    ]);

    const again = await importFile(app, u, backloggd(HADES_WISHED, SILKSONG_WISHED, PORTAL_PLAYED));
    expect(again).toMatchObject({ state: "applied", error: null });
    expect(again.counts).toMatchObject({ add: 0, wishlist: 0, unchanged: 3 });
    expect(await wishlist(u)).toHaveLength(2);

    // Hades moves to the library before the undo: it is the player's now, and stays.
    const hades = wished.find((w) => w.title === "Hades")!;
    await u
      .auth(request(app).post(`/api/wishlist/${hades.id}/library`))
      .send({})
      .expect(201);
    await undo(u, again);
    expect(await wishlist(u)).toHaveLength(1);
    await undo(u, run);
    expect(await wishlist(u)).toEqual([]);
    expect((await library(u)).map((g) => g.title)).toEqual(["Hades"]);
  });

  it("leaves a game the library has where it is (it is not wished for)", async () => {
    const u = await buildUser(app);
    const hades = await prisma.catalogGame.findUniqueOrThrow({ where: { igdbId: 113112 } });
    await buildGame(app, u, { title: "Hades", catalogSlug: hades.slug, platform: "PC", status: "COMPLETED" });
    const run = await importFile(app, u, backloggd(HADES_WISHED));
    expect(run.counts).toMatchObject({ wishlist: 0, add: 0 });
    expect(await wishlist(u)).toEqual([]);
    expect((await library(u)).map((g) => [g.title, g.status])).toEqual([["Hades", "COMPLETED"]]);
  });
});

describe("a run recorded before the wishlist", () => {
  it("undoes and re-imports as it did: its wishlist row was a backlog game, and stays one", async () => {
    const u = await buildUser(app);
    // What the import made of a wishlist row before issue 33: a backlog game tagged Wishlist, linked to the row.
    const old = await importFile(app, u, backloggd(SILKSONG_WISHED.replace("wishlist", "backlog"), PORTAL_PLAYED));
    const silksong = (await library(u)).find((g) => g.title === "Hollow Knight: Silksong")!;
    await prisma.libraryGame.update({ where: { id: silksong.id }, data: { customTags: ["Wishlist"] } });
    const parts = await prisma.importRunChange.findMany({ where: { runId: old.id }, select: { log: true } });
    expect(parts.every((p) => !("wishlist" in (p.log as object)))).toBe(true);

    // The same file again, its row now a wishlist one: the row's game is the linked backlog game, left as it is.
    const again = await importFile(app, u, backloggd(SILKSONG_WISHED, PORTAL_PLAYED));
    expect(again.counts).toMatchObject({ add: 0, wishlist: 0, unchanged: 2 });
    expect(await wishlist(u)).toEqual([]);
    expect((await library(u)).map((g) => g.title).sort()).toEqual(["Hollow Knight: Silksong", "Portal 2"]);

    await undo(u, again);
    await undo(u, old);
    expect(await library(u)).toEqual([]);
    expect(await wishlist(u)).toEqual([]);
    // Imported once more, the wishlist row goes where rows of games wanted go now.
    await importFile(app, u, backloggd(SILKSONG_WISHED, PORTAL_PLAYED));
    expect((await wishlist(u)).map((w) => w.title)).toEqual(["Hollow Knight: Silksong"]);
  });
});
