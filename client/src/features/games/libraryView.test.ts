import { describe, expect, it } from "vitest";
import { buildGameSummary } from "../../test/builders.ts";
import { applyView, choices, filterCount, readView, writeView } from "./libraryView.ts";

const game = buildGameSummary;
const LIB = [
  game({
    id: "a",
    title: "Hades",
    platform: "PC",
    genre: "Roguelike",
    rating: 9,
    playTime: 40,
    customTags: ["coop"],
    createdAt: "2026-01-03T00:00:00.000Z",
    updatedAt: "2026-02-01T00:00:00.000Z",
    lastPlayed: "2026-02-01",
    releaseYear: 2020,
    status: "COMPLETED",
    completed100Percent: true,
  }),
  game({
    id: "b",
    title: "Celeste",
    platform: "Nintendo Switch",
    genre: "Platformer",
    rating: 7,
    playTime: 12,
    createdAt: "2026-01-02T00:00:00.000Z",
    updatedAt: "2026-03-01T00:00:00.000Z",
    lastPlayed: null,
    releaseYear: 2018,
    status: "IN_PROGRESS",
    notesExcerpt: "Chapter 7 summit",
  }),
  game({
    id: "c",
    title: "Pokémon Red",
    platform: "Game Boy",
    genre: null,
    rating: null,
    playTime: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    releaseYear: 1996,
    status: "ABANDONED",
  }),
];
const ids = (view: ReturnType<typeof readView>, notes?: Set<string>) => applyView(LIB, view, notes).map((g) => g.id);
const view = (q: string) => readView(new URLSearchParams(q));

describe("My Games' view in the address", () => {
  it("reads defaults from an empty address and writes them back as nothing", () => {
    const v = view("");
    expect(v).toMatchObject({ q: "", sort: "added", asc: false, platform: null, full: false, status: null });
    expect(writeView(new URLSearchParams("tab=backlog"), v).toString()).toBe("tab=backlog");
  });

  it("round-trips every field, and ignores values it does not know", () => {
    const v = view("q=hades&sort=rating&dir=asc&platform=PC&genre=RPG&tag=coop&min=7&max=9&full=1&status=ABANDONED");
    expect(readView(writeView(new URLSearchParams(), v))).toEqual(v);
    expect(filterCount(v)).toBe(6);
    expect(view("sort=nonsense&min=11&max=0&status=LOST")).toMatchObject({ sort: "added", ratingMin: null, ratingMax: null, status: null });
  });
});

describe("applying the view", () => {
  it("searches title, platform, genre, tags and the notes excerpt, accents and case aside, and the server's notes matches", () => {
    expect(ids(view("q=pokemon"))).toEqual(["c"]);
    expect(ids(view("q=switch"))).toEqual(["b"]);
    expect(ids(view("q=COOP"))).toEqual(["a"]);
    expect(ids(view("q=summit"))).toEqual(["b"]);
    expect(ids(view("q=deep+lore"), new Set(["c"]))).toEqual(["c"]);
  });

  it("filters by platform, tag, status (Abandoned too), rating range and 100%", () => {
    expect(ids(view("platform=PC"))).toEqual(["a"]);
    expect(ids(view("status=ABANDONED"))).toEqual(["c"]);
    expect(ids(view("min=8"))).toEqual(["a"]);
    expect(ids(view("max=8"))).toEqual(["b"]);
    expect(ids(view("full=1"))).toEqual(["a"]);
  });

  it("sorts each way, games without the value last", () => {
    expect(ids(view("sort=title"))).toEqual(["b", "a", "c"]);
    expect(ids(view("sort=rating"))).toEqual(["a", "b", "c"]);
    expect(ids(view("sort=rating&dir=asc"))).toEqual(["b", "a", "c"]);
    expect(ids(view("sort=played"))).toEqual(["a", "b", "c"]);
    expect(ids(view("sort=updated"))).toEqual(["b", "a", "c"]);
    expect(ids(view("sort=playTime"))).toEqual(["a", "b", "c"]);
    expect(ids(view("sort=year&dir=asc"))).toEqual(["c", "b", "a"]);
    expect(ids(view(""))).toEqual(["a", "b", "c"]);
  });

  it("offers each platform, genre and tag once, sorted", () => {
    expect(choices(LIB, (g) => [g.platform])).toEqual(["Game Boy", "Nintendo Switch", "PC"]);
    expect(choices(LIB, (g) => [g.genre])).toEqual(["Platformer", "Roguelike"]);
  });
});
