// GET /api/journal: every filter (q over title, content and tags; category; tag; month; game or
// general) alone and combined, the six sorts across cursor pages, the facets, and the 400s.
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { JOURNAL_PAGE_SIZE, JOURNAL_SORTS, type JournalEntryDto, type JournalFacets, type JournalPage, type JournalSort } from "@savepoint/common";
import { buildGame, buildJournalEntry, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app } = await setupFile({ now: clock.now });

let u: TestUser;
let gameId: string;
const e: Record<string, JournalEntryDto> = {};

beforeAll(async () => {
  u = await buildUser(app);
  gameId = (await buildGame(app, u, { title: "Celeste" })).id;
  const write = async (name: string, body: Record<string, unknown>) => {
    e[name] = await buildJournalEntry(app, u, body);
    clock.advance(1000);
  };
  await write("plan", { title: "Route plan", content: "Summit by Friday.", category: "Plan", date: "2026-05-03", tags: ["Summit"] });
  await write("boss", {
    title: "badeline",
    content: "The BOSS fight took 50% of my patience_",
    category: "Progress",
    date: "2026-05-20",
    tags: ["boss", "chapter6"],
    gameId,
  });
  await write("untitled", { content: "Strawberries everywhere.", category: "Other", date: "2026-04-30", tags: ["collectibles"], gameId });
  await write("same day", { title: "Zipper", content: "Second entry of the day.", category: "achievement", date: "2026-05-20", tags: [] });
  await write("lore", { title: "Ärger", content: "Mountain lore.", category: "Reflection", date: "2026-06-01", tags: ["Lore", "boss-free"] });
});

const get = async (u: TestUser, query: string) => bodyOf<JournalPage>(await u.auth(request(app).get(`/api/journal?${query}`)).expect(200));
const names = async (query: string) => (await get(u, query)).items.map((x) => Object.keys(e).find((k) => e[k]!.id === x.id));

describe("filters", () => {
  it("q matches title, content or a tag, case-insensitively, anywhere, with % and _ taken literally", async () => {
    expect(await names("q=BOSS")).toEqual(["lore", "boss"]); // the tag "boss-free"; "boss" by content, title and tag
    expect(await names("q=route")).toEqual(["plan"]);
    expect(await names("q=strawberr")).toEqual(["untitled"]);
    expect(await names("q=collectibles")).toEqual(["untitled"]);
    expect(await names("q=50%25")).toEqual(["boss"]);
    expect(await names("q=%25")).toEqual(["boss"]);
    expect(await names("q=h_")).toEqual([]); // "_" would match the "h" of "the" as a wildcard
    expect(await names("q=ärger")).toEqual(["lore"]);
    expect(await names("q=%20%20")).toHaveLength(5); // blank: no filter
  });

  it("category, tag and month pick exactly their entries", async () => {
    expect(await names("category=Progress")).toEqual(["boss"]);
    expect(await names("category=Achievement")).toEqual(["same day"]);
    expect(await names("tag=boss")).toEqual(["boss"]);
    expect(await names("tag=Lore")).toEqual(["lore"]);
    expect(await names("month=2026-05")).toEqual(["same day", "boss", "plan"]);
    expect(await names("month=2026-04")).toEqual(["untitled"]);
    expect(await names("month=2025-12")).toEqual([]);
  });

  it("gameId gives one game's entries, general=true those without a game, general=false those with one", async () => {
    expect(await names(`gameId=${gameId}`)).toEqual(["boss", "untitled"]);
    expect(await names("general=true")).toEqual(["lore", "same day", "plan"]);
    expect(await names("general=false")).toEqual(["boss", "untitled"]);
  });

  it("combines every filter", async () => {
    expect(await names("general=true&month=2026-05&q=second")).toEqual(["same day"]);
    expect(await names("general=true&q=day")).toEqual(["same day", "plan"]);
    expect(await names(`gameId=${gameId}&q=boss&tag=chapter6&category=Progress&month=2026-05`)).toEqual(["boss"]);
    expect(await names(`gameId=${gameId}&q=boss&month=2026-04`)).toEqual([]);
  });

  it("GET /api/journal/facets gives what the scope holds, whatever the filters of the list", async () => {
    const facets = async (query: string) => bodyOf<JournalFacets>(await u.auth(request(app).get(`/api/journal/facets?${query}`)).expect(200));
    expect(await facets("general=true")).toEqual({
      total: 3,
      categories: ["Achievement", "Plan", "Reflection"],
      tags: ["boss-free", "Lore", "Summit"],
      months: ["2026-06", "2026-05"],
    });
    expect(await facets(`gameId=${gameId}`)).toEqual({
      total: 2,
      categories: ["Other", "Progress"],
      tags: ["boss", "chapter6", "collectibles"],
      months: ["2026-05", "2026-04"],
    });
    expect(await facets("")).toMatchObject({ total: 5, months: ["2026-06", "2026-05", "2026-04"] });
    expect(await facets("general=false")).toMatchObject({ total: 2 });
    expectIssue((await u.auth(request(app).get(`/api/journal/facets?general=true&gameId=${gameId}`)).expect(400)).body, "general");
    await u.auth(request(app).get("/api/journal/facets?gameId=00000000-0000-4000-8000-000000000000")).expect(404);
    await request(app).get("/api/journal/facets").expect(401);
  });

  it("answers 400 naming the field for a bad filter", async () => {
    for (const [query, field] of [
      ["month=2026-13", "month"],
      ["month=2026-5", "month"],
      ["sort=newest", "sort"],
      ["general=yes", "general"],
      [`general=true&gameId=${gameId}`, "general"],
      ["gameId=42", "gameId"],
      ["cursor=%21%21", "cursor"],
      [`q=${"x".repeat(201)}`, "q"],
    ] as const) {
      expectIssue((await u.auth(request(app).get(`/api/journal?${query}`)).expect(400)).body, field);
    }
    await request(app).get("/api/journal").expect(401);
    await u.auth(request(app).get("/api/journal?gameId=00000000-0000-4000-8000-000000000000")).expect(404);
  });
});

describe("sorts", () => {
  const expected: Record<JournalSort, string[]> = {
    "date-desc": ["lore", "same day", "boss", "plan", "untitled"],
    "date-asc": ["untitled", "plan", "boss", "same day", "lore"],
    // Untitled sorts as an empty title; "Ärger" after the ASCII letters (code point order).
    "title-asc": ["untitled", "badeline", "plan", "same day", "lore"].map((n) => (n === "badeline" ? "boss" : n)),
    "title-desc": ["lore", "same day", "plan", "boss", "untitled"],
    "category-asc": ["same day", "untitled", "plan", "boss", "lore"],
    "category-desc": ["lore", "boss", "plan", "untitled", "same day"],
  };

  it.each(JOURNAL_SORTS)("%s orders the entries", async (sort) => {
    expect(await names(`sort=${sort}`)).toEqual(expected[sort]);
  });

  it("the default is date-desc, and same-day ties follow when they were written", async () => {
    expect(await names("")).toEqual(expected["date-desc"]);
  });

  it.each(JOURNAL_SORTS)("%s pages by cursor without repeats or gaps, ties newest first", async (sort) => {
    const v = await buildUser(app);
    const ids: string[] = [];
    for (let i = 0; i < JOURNAL_PAGE_SIZE + 7; i++) {
      // Few distinct titles, categories and days: most of the order is decided by the ties.
      ids.push((await buildJournalEntry(app, v, { title: `T${i % 3}`, category: ["Plan", "Other"][i % 2], date: `2026-05-0${1 + (i % 4)}` })).id);
      clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: JournalPage = await get(v, `sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((x) => x.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    const all = bodyOf<JournalPage>(await v.auth(request(app).get(`/api/journal?sort=${sort}`)).expect(200));
    expect(seen).toHaveLength(ids.length);
    expect(new Set(seen).size).toBe(ids.length);
    expect(seen.slice(0, JOURNAL_PAGE_SIZE)).toEqual(all.items.map((x) => x.id));
    // The whole order, checked against the rule.
    const byId = new Map<string, { title: string; category: string; date: string; n: number }>();
    ids.forEach((id, n) => byId.set(id, { title: `t${n % 3}`, category: ["plan", "other"][n % 2]!, date: `2026-05-0${1 + (n % 4)}`, n }));
    const key = sort.startsWith("title") ? "title" : sort.startsWith("category") ? "category" : "date";
    const asc = sort.endsWith("asc");
    const sorted = [...ids].sort((x, y) => {
      const [a, b] = [byId.get(x)!, byId.get(y)!];
      const k = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      if (k !== 0) return asc ? k : -k;
      if (key === "date") return asc ? a.n - b.n : b.n - a.n;
      return a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.n - a.n;
    });
    expect(seen).toEqual(sorted);
  });
});
