// Every sample file of server/test/fixtures/imports (and Steam's owned-games fixture) imported into a fresh account
// against a catalog that knows some of their games: the outcome of each row (matched and how, created as
// the user's own game, to the wishlist, skipped and why), and the counts the preview shows.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ImportRunDto, LibraryGameSummary, WishlistDto } from "@savepoint/common";
import { buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { importFile, sampleFile, seedSampleCatalog, steamFixture } from "./data.test-support.ts";

const { app, db, makeApp } = await setupFile();
await seedSampleCatalog(db.prisma);
const steamApp = makeApp({ steamLibrary: { ownedGames: () => Promise.resolve(steamFixture("GetOwnedGames.json")) } });

type Expect = [title: string, outcome: "matched" | "created" | "skipped", how: string | null];
const rowsOf = (run: ImportRunDto) =>
  [...run.samples.matched, ...run.samples.created, ...run.samples.skipped]
    .sort((a, b) => a.line - b.line)
    .map((r): Expect => [r.title, r.outcome, r.outcome === "matched" ? r.matchedBy : r.reason]);
const CREATED = "Not in the catalog: added as your own game";
/** A game the file lists as wanted (a wish list): to the wishlist, not the library (issue 33). */
const WISHED = "Not in the catalog: to your wishlist by its title";

const table: { file: string; body: Record<string, unknown>; rows: Expect[] }[] = [
  {
    file: "grouvee/collection.csv",
    body: { source: "grouvee" },
    rows: [
      ["The Elder Scrolls V: Skyrim", "matched", "igdb"],
      ["Portal 2", "matched", "igdb"],
      ["Hollow Knight: Silksong", "created", WISHED],
    ],
  },
  {
    file: "grouvee/collection-legacy-15col.csv",
    body: { source: "grouvee" },
    rows: [
      ["The Elder Scrolls V: Skyrim", "matched", "title"],
      ["Portal 2", "matched", "title"],
      ["Hollow Knight: Silksong", "created", WISHED],
    ],
  },
  {
    file: "hltb/HLTB-games-export.csv",
    body: { source: "hltb" },
    rows: [
      ["The Witcher 3: Wild Hunt", "matched", "title"],
      ["Portal 2", "matched", "title"],
      ["Hades", "matched", "title"],
      ["Elden Ring", "created", CREATED],
      ["Cyberpunk 2077", "created", CREATED],
    ],
  },
  {
    file: "playnite/library-exporter-advanced.csv",
    body: { source: "playnite" },
    rows: [
      ["Portal 2", "matched", "steam"],
      ["The Witcher 3: Wild Hunt", "matched", "title"],
      ["Super Mario World", "created", CREATED],
    ],
  },
  {
    file: "playnite/powershell-script-export.csv",
    body: { source: "playnite" },
    rows: [
      ["Portal 2", "matched", "title"],
      ["The Witcher 3: Wild Hunt", "matched", "title"],
    ],
  },
  {
    file: "igdb/played.csv",
    body: { source: "igdb", fileName: "played.csv" },
    rows: [
      ["The Witcher 3: Wild Hunt", "matched", "igdb"],
      ["Portal 2", "matched", "igdb"],
    ],
  },
  {
    file: "backloggd/generic-tracker-import.csv",
    body: { source: "backloggd" },
    rows: [
      ["The Witcher 3: Wild Hunt", "matched", "igdb"],
      ["Portal 2", "matched", "igdb"],
      ["Hades", "matched", "igdb"],
      ["Elden Ring", "created", CREATED],
      ["Hollow Knight: Silksong", "created", WISHED],
      ["Cyberpunk 2077", "created", CREATED],
    ],
  },
];

describe("each sample file, imported into a fresh account", () => {
  for (const t of table) {
    it(`${t.file}: ${t.rows.map(([title, outcome]) => `${title} ${outcome}`).join(", ")}`, async () => {
      const u = await buildUser(app);
      const run = await importFile(app, u, { ...t.body, content: sampleFile(`imports/${t.file}`) });
      expect(rowsOf(run)).toEqual(t.rows);
      const matched = t.rows.filter((r) => r[1] === "matched").length;
      const created = t.rows.filter((r) => r[1] === "created").length;
      const wished = t.rows.filter((r) => r[2] === WISHED);
      const added = t.rows.filter((r) => r[2] !== WISHED);
      expect(run.counts).toEqual({ rows: t.rows.length, matched, created, skipped: 0, add: added.length, update: 0, unchanged: 0, wishlist: wished.length });
      const list = bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
      expect(list.map((g) => g.title).sort()).toEqual(added.map((r) => r[0]).sort());
      const wishlist = bodyOf<WishlistDto>(await u.auth(request(app).get("/api/wishlist")).expect(200));
      expect(wishlist.items.map((i) => i.title)).toEqual(wished.map((r) => r[0]));
      // The same file again changes nothing.
      const again = await importFile(app, u, { ...t.body, content: sampleFile(`imports/${t.file}`) });
      expect(again.counts).toMatchObject({ add: 0, update: 0, unchanged: t.rows.length, skipped: 0, wishlist: 0 });
    });
  }

  it("Steam (GetOwnedGames fixture): every app matched by its app id, with its play time", async () => {
    const u = await buildUser(steamApp);
    const run = await importFile(steamApp, u, { source: "steam", steamId: "76561197960435530" });
    expect(rowsOf(run)).toEqual([
      ["Half-Life 2", "matched", "steam"],
      ["Portal 2", "matched", "steam"],
      ["The Witcher 3: Wild Hunt", "matched", "steam"],
    ]);
    const list = bodyOf<LibraryGameSummary[]>(await u.auth(request(steamApp).get("/api/games")).expect(200));
    expect(Object.fromEntries(list.map((g) => [g.title, [g.platform, g.status, Math.round(g.playTime * 100) / 100]]))).toEqual({
      "Half-Life 2": ["PC", "IN_PROGRESS", 19.83],
      "Portal 2": ["PC", "IN_PROGRESS", 29.08],
      "The Witcher 3: Wild Hunt": ["PC", "IN_PROGRESS", 140.33],
    });
  });

  it("Steam without app names (GetOwnedGames-no-appinfo fixture): the catalog's titles", async () => {
    const bare = makeApp({ steamLibrary: { ownedGames: () => Promise.resolve(steamFixture("GetOwnedGames-no-appinfo.json")) } });
    const u = await buildUser(bare);
    const run = await importFile(bare, u, { source: "steam", steamId: "76561197960435530" });
    expect(run.counts).toMatchObject({ matched: 3, add: 3 });
    const list = bodyOf<LibraryGameSummary[]>(await u.auth(request(bare).get("/api/games")).expect(200));
    expect(list.map((g) => g.title).sort()).toEqual(["Half-Life 2", "Portal 2", "The Witcher 3: Wild Hunt"]);
  });
});
