// The server answers while the search index is being built (start-up): a search in that window waits
// for the index instead of answering from a half-built one.
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/prisma.ts";
import { CatalogService } from "./catalog.service.ts";

const row = (id: number, title: string) => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  altTitles: [],
  year: 1998,
  platforms: ["Nintendo 64"],
  series: null as string | null,
  rating: 4.5 as number | null,
  metacritic: 99 as number | null,
  source: "core",
  hidden: false,
  flags: [],
  coverUrl: null as string | null,
  updatedAt: new Date(0),
});

/** A catalog table whose first page arrives only when `release` is called. */
function slowTable(rows: ReturnType<typeof row>[]) {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const findMany = async (args: { where: { id?: { gt: number } } }) => {
    await gate;
    const after = args.where.id?.gt ?? 0;
    return rows.filter((r) => r.id > after);
  };
  return { db: { catalogGame: { findMany } } as unknown as Db, release };
}

describe("searching while the index builds", () => {
  it("waits for the index and then answers from all of it", async () => {
    const table = slowTable([row(1, "The Legend of Zelda: Ocarina of Time"), row(2, "Super Mario 64")]);
    const catalog = new CatalogService({ prisma: table.db, bulk: table.db });
    const building = catalog.init();
    let answered = false;
    const search = catalog.search("ocarina").then((docs) => {
      answered = true;
      return docs;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    table.release();
    await building;
    expect((await search).map((d) => d.title)).toEqual(["The Legend of Zelda: Ocarina of Time"]);
    expect(catalog.size).toBe(2);
  });

  it("answers with each game's row values, though the index keeps no row", async () => {
    const rows = [
      { ...row(1, "Super Mario 64"), slug: "super-mario-64-n64", series: "Super Mario", coverUrl: "https://img.example/sm64.jpg" },
      { ...row(2, "Super Mario Sunshine"), rating: null, metacritic: null, platforms: ["GameCube"], source: "mame" },
    ];
    const table = slowTable(rows);
    table.release();
    const catalog = new CatalogService({ prisma: table.db, bulk: table.db });
    await catalog.init();
    const fields = ["id", "slug", "title", "year", "platforms", "series", "rating", "metacritic", "coverUrl", "source"] as const;
    const pick = (r: Record<(typeof fields)[number], unknown>) => Object.fromEntries(fields.map((k) => [k, r[k]]));
    expect((await catalog.search("super mario")).map(pick)).toEqual(rows.map(pick));
  });

  it("fails the search when building the index failed", async () => {
    const db = { catalogGame: { findMany: () => Promise.reject(new Error("database gone")) } } as unknown as Db;
    const catalog = new CatalogService({ prisma: db, bulk: db });
    await expect(catalog.init()).rejects.toThrow("database gone");
    await expect(catalog.search("zelda")).rejects.toThrow("database gone");
  });

  it("asks for player counts as soon as sync starts, not one interval later", async () => {
    const table = slowTable([row(1, "Super Mario 64")]);
    table.release();
    const catalog = new CatalogService({ prisma: table.db, bulk: table.db });
    await catalog.init();
    let asked = 0;
    const counted = new Promise<void>((done) => {
      catalog.countPlayersWith(() => {
        asked++;
        done();
        return Promise.resolve(new Map([[1, 3]]));
      });
    });
    catalog.startSync(60_000);
    await counted;
    catalog.stopSync();
    expect(asked).toBe(1);
  });
});
