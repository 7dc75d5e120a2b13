// The recommendation catalog's snapshot: what is read back is the catalog that was written (every
// column, name, word and list), and a snapshot is used only by the build that wrote it and only while the
// catalog rows it was read from are still there; a damaged file is refused, never half read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CatalogFactsRow } from "../catalog/index.ts";
import { RecoCatalog } from "./reco-catalog.ts";
import { buildSnapshot, loadSnapshot, readSince, saveSnapshot, type FactsCheck, type SnapshotCatalog } from "./reco-snapshot.ts";

const dir = mkdtempSync(join(tmpdir(), "sp-reco-snapshot-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const place = (build = "build-a") => ({ file: join(dir, `s${++files}`, "recommendations.snapshot"), build });

function fact(id: number, over: Partial<CatalogFactsRow> = {}): CatalogFactsRow {
  return {
    id,
    slug: `game-${id}`,
    title: `Game ${id} ${id % 3 === 0 ? "Deluxe" : "Quest"}`,
    year: 1990 + (id % 30),
    released: id % 4 === 0 ? `${1990 + (id % 30)}-05-0${1 + (id % 8)}` : null,
    platforms: id % 2 ? ["PC"] : ["PC", "Switch"],
    genres: id % 5 ? ["Puzzle"] : ["Puzzle", "Action"],
    developers: [`Studio ${id % 7}`],
    publishers: [`Label ${id % 4}`],
    series: id % 6 === 0 ? "Quests" : null,
    description: `A ${id % 2 ? "clockwork" : "haunted"} lighthouse keeper solves ${id % 3 ? "tidal" : "stellar"} riddles with a talking gull.`,
    metacritic: id % 3 ? 60 + (id % 40) : null,
    rating: id % 4 ? 2 + (id % 3) : null,
    hidden: id % 11 === 0,
    flags: [],
    coverUrl: id % 9 === 0 ? `https://covers.example.com/${id}.png` : null,
    source: "core",
    updatedAt: new Date(Date.UTC(2026, 0, 1) + id * 1000),
    ...over,
  };
}

/** A catalog table in memory, read as catalog.facts.ts reads the real one. */
function fakeCatalog(rows: CatalogFactsRow[], database = "cluster-1/savepoint"): SnapshotCatalog & { reads: Date[] } {
  const reads: Date[] = [];
  return {
    reads,
    readFacts(since, take) {
      reads.push(since);
      const page = rows.filter((r) => r.updatedAt > since).sort((a, b) => a.id - b.id);
      if (page.length) take(page);
      return Promise.resolve(page.reduce((newest, r) => (r.updatedAt > newest ? r.updatedAt : newest), since));
    },
    factsCheck(maxId): Promise<FactsCheck> {
      const kept = rows.filter((r) => r.id <= maxId);
      return Promise.resolve({ maxId, rows: kept.length, idSum: String(kept.reduce((s, r) => s + r.id, 0)), database });
    },
  };
}

const facts = (n: number) => Array.from({ length: n }, (_, i) => fact(i + 1));

/** What the lists are made of: every posting, the acclaimed and newest lists, and every game's card row. */
function lists(c: RecoCatalog) {
  const ids = (games: readonly { id: number }[]) => games.map((g) => g.id);
  const word = c.wordId("lighthouse");
  return {
    size: c.size,
    puzzle: ids(c.posting("genre", "puzzle")),
    action: ids(c.posting("genre", "action")),
    series: ids(c.posting("series", "quests")),
    developer: ids(c.posting("developer", "studio 3")),
    publisher: ids(c.posting("publisher", "label 2")),
    clockwork: ids(c.wordPosting(c.wordId("clockwork")!)),
    lighthouseWeight: word === undefined ? null : c.wordWeight(word),
    acclaimed: ids(c.acclaimedGames(80, 4)),
    newest: ids(c.newestReleases()),
    rows: Array.from({ length: 130 }, (_, i) => c.get(i + 1)?.row ?? null).map((r) => (r ? { ...r, slug: r.slug } : null)),
  };
}

describe("the recommendation catalog's snapshot", () => {
  it("reads back the catalog it wrote: every list and card the same", async () => {
    const rows = facts(120);
    const catalog = fakeCatalog(rows);
    const p = place();
    expect(await buildSnapshot(catalog, p)).toBe(rows.filter((r) => !r.hidden).length);
    const loaded = (await loadSnapshot(catalog, p))!;
    const direct = new RecoCatalog(rows);
    expect(lists(loaded.catalog)).toEqual(lists(direct));
    expect(loaded.catalog.toData()).toEqual(direct.toData());
    expect(loaded.until).toEqual(rows[119]!.updatedAt);
    expect(loaded.maxId).toBe(120);
  });

  it("takes each title and slug it reads back through the catalog's sharedText (the search index's own strings)", async () => {
    const rows = facts(40);
    const catalog = fakeCatalog(rows);
    const p = place();
    await buildSnapshot(catalog, p);
    const asked: [number, string][] = [];
    // A marker where the index would give its own copy of the same text, to see which string is kept.
    const sharedText = (id: number, text: string) => (asked.push([id, text]), `${text} (shared)`);
    const loaded = (await loadSnapshot({ ...catalog, sharedText }, p))!;
    const kept = rows.filter((r) => !r.hidden);
    // the fixture's slugs (game-<id>) are never slugify(title), so each game's is kept beside its title
    expect(asked.sort()).toEqual(
      kept
        .flatMap((r): [number, string][] => [
          [r.id, r.title],
          [r.id, r.slug],
        ])
        .sort(),
    );
    for (const r of kept) expect(loaded.catalog.get(r.id)!.row).toMatchObject({ title: `${r.title} (shared)`, slug: `${r.slug} (shared)` });
  });

  it("after a load, only the rows written since are read, and they change the lists as a full read would", async () => {
    const rows = facts(60);
    const catalog = fakeCatalog(rows);
    const p = place();
    await buildSnapshot(catalog, p);
    const later = new Date(Date.UTC(2026, 5, 1));
    rows[4] = fact(5, { hidden: true, updatedAt: later });
    rows[9] = fact(10, { genres: ["Racing"], updatedAt: later });
    rows.push(fact(61, { genres: ["Racing"], updatedAt: later }));
    const snap = (await loadSnapshot(catalog, p))!;
    catalog.reads.length = 0;
    expect(await readSince(catalog, snap)).toBe(3);
    expect(catalog.reads).toEqual([rows[59]!.updatedAt]);
    expect([snap.until, snap.maxId]).toEqual([later, 61]);
    expect(lists(snap.catalog)).toEqual(lists(new RecoCatalog(rows)));
    expect(snap.catalog.get(5)).toBeUndefined();
  });

  it("is not used by another build or database, nor once the rows it was read from are gone or differ", async () => {
    const rows = facts(30);
    const p = place("build-a");
    await buildSnapshot(fakeCatalog(rows), p);
    expect(await loadSnapshot(fakeCatalog(rows), p)).not.toBeNull();
    expect(await loadSnapshot(fakeCatalog(rows), { ...p, build: "build-b" })).toBeNull();
    // the same rows in another database (a restore, another DATABASE_URL): its own writes may differ
    expect(await loadSnapshot(fakeCatalog(rows, "cluster-2/savepoint"), p)).toBeNull();
    // a row gone (another database, a restore of an older one)
    expect(await loadSnapshot(fakeCatalog(rows.slice(1)), p)).toBeNull();
    // as many rows, other ids
    expect(await loadSnapshot(fakeCatalog(rows.map((r, i) => (i === 0 ? fact(31) : r))), p)).toBeNull();
    // rows added since (higher ids) do not matter: they are read as the rows written since
    expect(await loadSnapshot(fakeCatalog([...rows, fact(31)]), p)).not.toBeNull();
  });

  it("is absent when there is no file, and refuses a damaged one", async () => {
    const rows = facts(40);
    const catalog = fakeCatalog(rows);
    expect(await loadSnapshot(catalog, place())).toBeNull();
    const p = place();
    await buildSnapshot(catalog, p);
    const whole = readFileSync(p.file);
    writeFileSync(p.file, whole.subarray(0, whole.length - 100));
    await expect(loadSnapshot(catalog, p)).rejects.toThrow(/cut short/);
    writeFileSync(p.file, Buffer.from("not a snapshot at all"));
    await expect(loadSnapshot(catalog, p)).rejects.toThrow(/not a recommendations snapshot/);
  });

  it("a save replaces the snapshot whole, and holds the catalog as it was when the save began", async () => {
    const rows = facts(20);
    const catalog = fakeCatalog(rows);
    const p = place();
    const reco = new RecoCatalog(rows);
    const saving = saveSnapshot(catalog, p, { catalog: reco, until: rows[19]!.updatedAt, maxId: 20 });
    reco.upsertMany([fact(21)]);
    await saving;
    expect((await loadSnapshot(catalog, p))!.catalog.size).toBe(new RecoCatalog(rows).size);
    await saveSnapshot(catalog, p, { catalog: reco, until: rows[19]!.updatedAt, maxId: 20 });
    expect((await loadSnapshot(catalog, p))!.catalog.get(21)).toBeDefined();
  });
});
