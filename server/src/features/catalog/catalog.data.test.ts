// Validates the catalog that ships in the repo.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PLATFORMS } from "@savepoint/common";
import { coreFiles, parseJsonl, readBundledCatalog, retroFile } from "./catalog.data.ts";
import { normalizeTitle, slugify } from "../../lib/text.ts";

const GENRES = new Set([
  "Action", "Adventure", "RPG", "Shooter", "Platformer", "Puzzle", "Racing", "Sports", "Strategy", "Simulation", "Fighting",
  "Arcade", "Indie", "Massively Multiplayer", "Family", "Casual", "Card", "Board Games", "Educational", "Horror", "Stealth",
  "Survival", "Rhythm", "Visual Novel",
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
    const rows = gunzipSync(readFileSync(file!)).toString("utf8").trim().split("\n").map((l) => JSON.parse(l) as { id: string; title: string; year: number | null });
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
