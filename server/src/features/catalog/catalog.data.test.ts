// Validates the catalog that ships in the repo.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PLATFORM_ALIASES, PLATFORMS } from "@savepoint/common";
import { coreFiles, hideCuratedDuplicates, lineToRow, parseJsonl, readBundledCatalog, retroFile, retroToRow } from "./catalog.data.ts";
import { normalizeTitle, slugify } from "../../lib/text.ts";

const GENRES = new Set([
  "Action",
  "Adventure",
  "RPG",
  "Shooter",
  "Platformer",
  "Puzzle",
  "Racing",
  "Sports",
  "Strategy",
  "Simulation",
  "Fighting",
  "Arcade",
  "Indie",
  "Massively Multiplayer",
  "Family",
  "Casual",
  "Card",
  "Board Games",
  "Educational",
  "Horror",
  "Stealth",
  "Survival",
  "Rhythm",
  "Visual Novel",
]);
const known = new Set<string>(PLATFORMS);
const core = coreFiles().flatMap((f) => parseJsonl(readFileSync(f, "utf8"), f).map((g) => ({ ...g, file: f })));
const thisYear = new Date().getUTCFullYear();

describe("the curated core catalog", () => {
  it("has at least 1,500 games", () => {
    expect(core.length).toBeGreaterThanOrEqual(1500);
  });

  it("has unique slugs that follow the slug rule (a year suffix only to break a tie)", () => {
    const slugs = core.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const bad = core.filter((g) => g.slug !== slugify(g.title) && g.slug !== `${slugify(g.title)}-${g.year}`);
    expect(bad.map((g) => `${g.slug} ← ${g.title}`)).toEqual([]);
  });

  it("never lists the same game twice (title, year and developer)", () => {
    const keys = core.map((g) => `${normalizeTitle(g.title)}|${g.year}|${g.developers[0] ?? ""}`);
    const dups = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dups).toEqual([]);
  });

  it("uses only the canonical platform names and the genre list", () => {
    expect(core.flatMap((g) => g.platforms.filter((p) => !known.has(p)).map((p) => `${g.slug}: ${p}`))).toEqual([]);
    expect(core.flatMap((g) => g.genres.filter((x) => !GENRES.has(x)).map((x) => `${g.slug}: ${x}`))).toEqual([]);
    expect(core.filter((g) => g.platforms.length === 0 || g.genres.length === 0).map((g) => g.slug)).toEqual([]);
  });

  it("has plausible years and dates", () => {
    expect(core.filter((g) => !g.year || g.year < 1970 || g.year > thisYear).map((g) => g.slug)).toEqual([]);
    expect(core.filter((g) => g.released && Number(g.released.slice(0, 4)) !== g.year).map((g) => g.slug)).toEqual([]);
    expect(core.filter((g) => g.released && Number.isNaN(Date.parse(g.released))).map((g) => g.slug)).toEqual([]);
  });

  it("describes every game in a sentence or two and credits its makers", () => {
    expect(core.filter((g) => !g.description || g.description.length < 80 || g.description.length > 400).map((g) => g.slug)).toEqual([]);
    expect(core.filter((g) => g.developers.length === 0 || g.publishers.length === 0).map((g) => g.slug)).toEqual([]);
  });

  it("keeps achievement totals on listed platforms and critic scores in range", () => {
    for (const g of core) {
      for (const [p, n] of Object.entries(g.achievements ?? {})) {
        expect(g.platforms, `${g.slug} achievements on ${p}`).toContain(p);
        expect(n).toBeGreaterThan(0);
      }
      if (typeof g.metacritic === "number") expect(g.metacritic).toBeGreaterThanOrEqual(20);
    }
  });
});

describe("the retro extension (MAME software lists)", () => {
  const file = retroFile();
  it("ships compressed in the repo with about 78,000 titles and unique ids", () => {
    expect(file).toBeDefined();
    const rows = gunzipSync(readFileSync(file!))
      .toString("utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id: string; title: string; year: number | null });
    expect(rows.length).toBeGreaterThan(75_000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.every((r) => r.title.length > 0 && (r.year === null || (r.year >= 1950 && r.year <= thisYear)))).toBe(true);
  });

  it("flags non-game, homebrew and unlicensed rows so search can hide them; with the core, at least 80,000 titles", () => {
    const { rows } = readBundledCatalog(slugify);
    expect(rows.length).toBeGreaterThanOrEqual(80_000);
    const retro = rows.filter((r) => r.source === "mame");
    expect(retro.filter((r) => r.hidden).length).toBeGreaterThan(1000);
    expect(retro.filter((r) => r.hidden).every((r) => r.flags.length > 0)).toBe(true);
  });
});

describe("retro rows as loaded", () => {
  const retroLine = (over: Partial<Parameters<typeof retroToRow>[0]>) =>
    retroToRow(
      {
        id: "mame:psx:x",
        title: "X",
        year: 1997,
        platforms: ["Sony Playstation"],
        developers: [],
        publishers: ["Sony"],
        alt_titles: [],
        platform_ids: ["psx"],
        ...over,
      },
      slugify,
    );

  it("name platforms canonically ('Sony Playstation' is 'PlayStation'), each once", () => {
    expect(retroLine({ platforms: ["Sony Playstation", "Nintendo SNES", "Sega Mega CD (Japan)", "Sega Mega CD (Europe)", "Amstrad CPC"] }).platforms).toEqual([
      "PlayStation",
      "Super Nintendo",
      "Sega CD",
      "Amstrad CPC",
    ]);
    const { rows } = readBundledCatalog(slugify);
    const aliases = new Set(Object.keys(PLATFORM_ALIASES));
    expect(
      rows
        .filter((r) => r.platforms.some((p) => aliases.has(p)))
        .map((r) => r.sourceId)
        .slice(0, 5),
    ).toEqual([]);
  });

  it("flag ports by pirate publishers without hiding them", () => {
    const row = retroLine({ title: "Final Fantasy VII - Zui Zhong Huan Xian 7", year: null, publishers: ["Nanjing"] });
    expect(row).toMatchObject({ hidden: false, flags: ["pirate"] });
  });

  it("hide a retro row that repeats a curated game: same title, year within one, a shared platform", () => {
    const core = lineToRow(
      { slug: "ff7", title: "Final Fantasy VII", year: 1997, platforms: ["PlayStation", "PC"], genres: [], developers: [], publishers: [] },
      "core",
    );
    const twin = retroLine({ id: "mame:psx:ffant7", title: "Final Fantasy VII", year: 1998 });
    const otherPlatform = retroLine({ id: "mame:nes:ff7", title: "Final Fantasy VII", platforms: ["Nintendo Entertainment System"] });
    const otherYear = retroLine({ id: "mame:psx:ff7b", title: "Final Fantasy VII", year: 2003 });
    const rows = [core, twin, otherPlatform, otherYear];
    expect(hideCuratedDuplicates(rows)).toBe(1);
    expect(twin).toMatchObject({ hidden: true, flags: ["duplicate"] });
    expect([otherPlatform.hidden, otherYear.hidden, core.hidden]).toEqual([false, false, false]);
  });

  it("finds a twin written with other spaces, and gives the curated game its regional and native titles", () => {
    const core = lineToRow(
      { slug: "mega-man", title: "Mega Man", year: 1987, platforms: ["Nintendo Entertainment System"], genres: [], developers: [], publishers: [] },
      "core",
    );
    const twin = retroLine({
      id: "mame:nes:megaman",
      title: "Megaman",
      year: 1987,
      platforms: ["Nintendo Entertainment System"],
      alt_titles: ["Rockman", "ロックマン"],
    });
    expect(hideCuratedDuplicates([core, twin])).toBe(1);
    expect(twin.hidden).toBe(true);
    expect(core.altTitles).toEqual(["Megaman", "Rockman", "ロックマン"]);
  });

  it("in the shipped catalog, hides the retro copies of Final Fantasy VII and FIFA International Soccer", () => {
    const { rows } = readBundledCatalog(slugify);
    const hidden = rows.filter((r) => r.flags.includes("duplicate")).map((r) => r.sourceId);
    expect(hidden).toContain("mame:psx:ffant7");
    // The 1994 ports repeat the 1993 curated game; the 1995 Game Boy version is two years on.
    expect(rows.filter((r) => r.title === "FIFA International Soccer" && !r.hidden).map((r) => `${r.source} ${r.year}`)).toEqual(["core 1993", "mame 1995"]);
  });

  it("puts the row rules in the catalog version, so a database loaded under older rules reloads", () => {
    const empty = readBundledCatalog(slugify, "/nonexistent-catalog-dir");
    expect(empty.version).not.toBe(createHash("sha256").digest("hex").slice(0, 16));
  });
});
