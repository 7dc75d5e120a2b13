import type { CatalogGame, CatalogSearchResult, InstanceStats } from "@savepoint/common";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { registerUser, setupFile, expectIssue } from "../../../test/helpers.ts";
import { bodyOf, errorOf } from "../../../test/responses.ts";
import { buildGame } from "../../../test/builders.ts";
import { CatalogService } from "./catalog.service.ts";
import { lineToRow, retroToRow } from "./catalog.data.ts";
import { syncBundledCatalog } from "./catalog.loader.ts";
import { slugify } from "../../lib/text.ts";

import type { CatalogLine } from "./catalog.data.ts";

const coreLines: CatalogLine[] = [
  {
    slug: "the-witcher-3-wild-hunt",
    title: "The Witcher 3: Wild Hunt",
    year: 2015,
    platforms: ["PC", "PlayStation 4", "Xbox One", "Nintendo Switch"],
    genres: ["RPG", "Action"],
    developers: ["CD Projekt Red"],
    publishers: ["CD Projekt"],
    series: "The Witcher",
    description: "A monster hunter searches for his adopted daughter. A vast open world.",
    metacritic: 92,
    achievements: { PC: 78, "PlayStation 4": 78 },
  },
  {
    slug: "the-witcher",
    title: "The Witcher",
    year: 2007,
    platforms: ["PC"],
    genres: ["RPG"],
    developers: ["CD Projekt Red"],
    publishers: ["Atari"],
    series: "The Witcher",
    description: "Geralt wakes without memories. A dark fantasy RPG.",
    metacritic: 81,
  },
  {
    slug: "final-fantasy-vii",
    title: "Final Fantasy VII",
    year: 1997,
    platforms: ["PlayStation", "PC"],
    genres: ["RPG"],
    developers: ["Square"],
    publishers: ["Square"],
    series: "Final Fantasy",
    description: "Cloud joins eco-terrorists. A landmark RPG.",
    metacritic: 92,
  },
  {
    slug: "final-fantasy-vi",
    title: "Final Fantasy VI",
    year: 1994,
    platforms: ["Super Nintendo"],
    genres: ["RPG"],
    developers: ["Square"],
    publishers: ["Square"],
    series: "Final Fantasy",
    description: "Terra and the Returners fight an empire. An ensemble epic.",
    metacritic: 92,
  },
  {
    slug: "pokemon-red-and-blue",
    title: "Pokémon Red and Blue",
    year: 1996,
    platforms: ["Game Boy"],
    genres: ["RPG"],
    developers: ["Game Freak"],
    publishers: ["Nintendo"],
    series: "Pokémon",
    description: "Catch and train monsters. The start of a phenomenon.",
    metacritic: null,
  },
  {
    slug: "portal-2",
    title: "Portal 2",
    year: 2011,
    platforms: ["PC", "PlayStation 3", "Xbox 360"],
    genres: ["Puzzle"],
    developers: ["Valve"],
    publishers: ["Valve"],
    series: "Portal",
    description: "Test chambers return. Co-op puzzles with portals.",
    metacritic: 95,
    achievements: { PC: 51 },
  },
  {
    slug: "tetris",
    title: "Tetris",
    year: 1984,
    platforms: ["PC"],
    genres: ["Puzzle"],
    developers: ["Alexey Pajitnov"],
    publishers: ["Mirrorsoft"],
    series: "Tetris",
    description: "Falling blocks. Clear the lines.",
    metacritic: null,
  },
];
const core = coreLines.map((l) => lineToRow(l, "core"));

const retro = [
  {
    id: "mame:gameboy:tetris",
    title: "Tetris",
    year: 1989,
    platforms: ["Nintendo Game Boy"],
    developers: [],
    publishers: ["Nintendo"],
    alt_titles: [],
    platform_ids: ["gameboy"],
  },
  {
    id: "mame:nes:zelda",
    title: "The Legend of Zelda",
    year: 1986,
    platforms: ["Nintendo Entertainment System"],
    developers: [],
    publishers: ["Nintendo"],
    alt_titles: ["Zelda no Densetsu"],
    platform_ids: ["nes"],
  },
  {
    id: "mame:pce:ys",
    title: "Ys",
    year: 1989,
    platforms: ["NEC PC-Engine"],
    developers: [],
    publishers: ["Hudson Soft"],
    alt_titles: [],
    platform_ids: ["pce"],
  },
  {
    id: "mame:pce:ys3",
    title: "Ys III",
    year: 1991,
    platforms: ["NEC PC-Engine"],
    developers: [],
    publishers: ["Hudson Soft"],
    alt_titles: [],
    platform_ids: ["pce"],
  },
  {
    id: "mame:apple2:typing",
    title: "Typing Tutor",
    year: 1982,
    platforms: ["Apple II"],
    developers: [],
    publishers: ["Microsoft"],
    alt_titles: [],
    platform_ids: ["apple2"],
    nongame: true,
  },
].map((r) => retroToRow(r, slugify));

const { app: _unused, db, makeApp } = await setupFile();
await syncBundledCatalog(db.prisma, { version: "test-1", rows: [...core, ...retro] });
const catalog = new CatalogService({ prisma: db.prisma });
await catalog.init();
const app = makeApp({ catalog });
const user = await registerUser(app);
const get = (path: string) => user.auth(request(app).get(path));

/** The `results` of a search or related-games answer. */
const resultsOf = (res: { body: unknown }) => bodyOf<{ results: CatalogSearchResult[] }>(res).results;
/** A cover answer's SVG text (supertest may buffer an image as bytes). */
const svgOf = (res: { body: unknown; text?: string }) => (res.body instanceof Buffer ? res.body.toString("utf8") : String(res.text));

describe("GET /api/catalog/search", () => {
  it("needs a session", async () => {
    await request(app).get("/api/catalog/search?q=witcher").expect(401);
  });

  it("needs at least 2 trimmed characters, naming the q field", async () => {
    expectIssue((await get("/api/catalog/search?q=%20a%20").expect(400)).body, "q");
    expectIssue((await get("/api/catalog/search").expect(400)).body, "q");
  });

  it("finds an exact short title for a 2-character query, and only that", async () => {
    expect(resultsOf(await get("/api/catalog/search?q=Ys").expect(200)).map((r) => r.title)).toEqual(["Ys"]);
    expect(resultsOf(await get("/api/catalog/search?q=%20ys%20").expect(200))[0]).toMatchObject({ title: "Ys", year: 1989, platforms: ["PC Engine"] });
    expect(resultsOf(await get("/api/catalog/search?q=po").expect(200))).toEqual([]);
  });

  it("answers what the dialog shows, exact title first", async () => {
    const res = await get("/api/catalog/search?q=witcher").expect(200);
    const titles = resultsOf(res).map((r) => r.title);
    expect(titles[0]).toBe("The Witcher");
    expect(titles).toContain("The Witcher 3: Wild Hunt");
    const w3 = resultsOf(res).find((r) => r.slug === "the-witcher-3-wild-hunt");
    expect(w3).toMatchObject({ year: 2015, rating: 4.6, platforms: ["PC", "PlayStation 4", "Xbox One"] });
    expect(w3?.imageUrl).toMatch(/^\/api\/catalog\/covers\/the-witcher-3-wild-hunt\?v=/);
  });

  it("treats numerals and roman numerals alike, and folds accents", async () => {
    const ff = await get("/api/catalog/search?q=final%20fantasy%207").expect(200);
    expect(resultsOf(ff)[0]?.title).toBe("Final Fantasy VII");
    const poke = await get("/api/catalog/search?q=pokemon").expect(200);
    expect(resultsOf(poke)[0]?.title).toBe("Pokémon Red and Blue");
  });

  it("tolerates a small typo", async () => {
    const res = await get("/api/catalog/search?q=witchr").expect(200);
    expect(resultsOf(res).map((r) => r.title)).toContain("The Witcher");
  });

  it("ranks the curated game above a retro entry of equal match", async () => {
    const res = await get("/api/catalog/search?q=tetris").expect(200);
    expect(resultsOf(res).map((r) => r.source)).toEqual(["core", "mame"]);
  });

  it("ranks a game more players here track above an equally reviewed one, from the next refresh", async () => {
    const titlesFor = async () => resultsOf(await get("/api/catalog/search?q=final%20fantasy").expect(200)).map((r) => r.title);
    expect((await titlesFor()).slice(0, 2)).toEqual(["Final Fantasy VII", "Final Fantasy VI"]);
    await buildGame(app, user, { title: "Final Fantasy VI", platform: "Super Nintendo", catalogSlug: "final-fantasy-vi" });
    await catalog.refresh();
    expect((await titlesFor()).slice(0, 2)).toEqual(["Final Fantasy VI", "Final Fantasy VII"]);
  });

  it("keeps non-game software out of default search", async () => {
    expect(resultsOf(await get("/api/catalog/search?q=typing%20tutor").expect(200))).toEqual([]);
    expect(resultsOf(await get("/api/catalog/search?q=typing%20tutor&includeHidden=true").expect(200))).toHaveLength(1);
  });
});

describe("GET /api/catalog/games/:slug", () => {
  it("needs a session", async () => {
    await request(app).get("/api/catalog/games/portal-2").expect(401);
  });

  it("answers the full record", async () => {
    const res = await get("/api/catalog/games/portal-2").expect(200);
    expect(res.body).toMatchObject({
      slug: "portal-2",
      title: "Portal 2",
      developers: ["Valve"],
      publishers: ["Valve"],
      genres: ["Puzzle"],
      metacritic: 95,
      series: "Portal",
      achievements: { PC: 51 },
      year: 2011,
    });
    expect(bodyOf<CatalogGame>(res).description).toContain("portals");
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    expect(errorOf(await get("/api/catalog/games/no-such-game").expect(404)).code).toBe("not_found");
    await get("/api/catalog/games/%3Cscript%3E").expect(404);
  });

  it("gives a retro entry whose slug collides a stable suffix", async () => {
    const row = await db.prisma.catalogGame.findUniqueOrThrow({ where: { sourceId: "mame:gameboy:tetris" } });
    expect(row.slug).toBe("tetris-1989");
    await get("/api/catalog/games/tetris-1989").expect(200);
  });
});

describe("GET /api/catalog/games/:slug/related", () => {
  it("lists the same series first, never the game itself, at most 8", async () => {
    const res = await get("/api/catalog/games/final-fantasy-vii/related").expect(200);
    const slugs = resultsOf(res).map((r) => r.slug);
    expect(slugs[0]).toBe("final-fantasy-vi");
    expect(slugs).not.toContain("final-fantasy-vii");
    expect(slugs.length).toBeLessThanOrEqual(8);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain("pokemon-red-and-blue"); // same genre, same era
  });

  it("answers 404 for an unknown game", async () => {
    await get("/api/catalog/games/nothing-here/related").expect(404);
  });

  it("is answered again from the catalog once the catalog changed: a game hidden elsewhere leaves the list at the next sync", async () => {
    const slugsOf = async () => resultsOf(await get("/api/catalog/games/final-fantasy-vii/related").expect(200)).map((r) => r.slug);
    const before = await slugsOf();
    expect(before).toContain("pokemon-red-and-blue");
    expect(await slugsOf()).toEqual(before); // the same answer again (kept)
    // hidden by another process (or a tool): this one learns of it at its next sync
    await db.prisma.catalogGame.update({ where: { slug: "pokemon-red-and-blue" }, data: { hidden: true } });
    await catalog.refresh();
    try {
      const after = await slugsOf();
      expect(after).not.toContain("pokemon-red-and-blue");
      expect(after[0]).toBe("final-fantasy-vi");
    } finally {
      await db.prisma.catalogGame.update({ where: { slug: "pokemon-red-and-blue" }, data: { hidden: false } });
      await catalog.refresh();
    }
    expect(await slugsOf()).toEqual(before);
  });

  it("a game's own facts are kept too, and read again once the catalog changed: a description changed elsewhere shows after the next sync", async () => {
    const description = async () => bodyOf<{ description: string | null }>(await get("/api/catalog/games/final-fantasy-vi").expect(200)).description;
    const before = await description();
    await db.prisma.catalogGame.update({ where: { slug: "final-fantasy-vi" }, data: { description: "Changed by another process." } });
    try {
      expect(await description()).toBe(before); // kept: this process has not heard of the change yet
      await catalog.refresh();
      expect(await description()).toBe("Changed by another process.");
    } finally {
      await db.prisma.catalogGame.update({ where: { slug: "final-fantasy-vi" }, data: { description: before } });
      await catalog.refresh();
    }
    expect(await description()).toBe(before);
  });
});

describe("GET /api/catalog/achievements", () => {
  it("needs a session", async () => {
    await request(app).get("/api/catalog/achievements?title=Portal%202&platform=PC").expect(401);
  });

  it("requires title and platform", async () => {
    const res = await get("/api/catalog/achievements").expect(400);
    expectIssue(res.body, "title");
    expectIssue(res.body, "platform");
  });

  it("answers the total when known (platform names are case-insensitive)", async () => {
    const res = await get("/api/catalog/achievements?title=The%20Witcher%203%3A%20Wild%20Hunt&platform=playstation%204").expect(200);
    expect(bodyOf<{ totalAchievements: number }>(res).totalAchievements).toBe(78);
  });

  it("answers 'No achievement data found … Please enter manually.' when unknown", async () => {
    const res = await get("/api/catalog/achievements?title=Portal%202&platform=Xbox%20360").expect(404);
    expect(errorOf(res).message).toBe("No achievement data found for Portal 2 on Xbox 360. Please enter manually.");
  });
});

describe("covers", () => {
  it("serve a deterministic SVG with long-lived cache headers, without a session", async () => {
    const a = await request(app).get("/api/catalog/covers/portal-2").expect(200);
    expect(a.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(a.headers["cache-control"]).toContain("max-age=31536000");
    const body = svgOf(a);
    expect(body).toContain("<svg");
    expect(body).toContain("Portal 2");
    const b = await request(app).get("/api/catalog/covers/portal-2");
    expect(svgOf(b)).toBe(body);
    await request(app)
      .get("/api/catalog/covers/portal-2")
      .set("If-None-Match", a.headers.etag as string)
      .expect(304);
  });

  it("answer 404 for an unknown game", async () => {
    await request(app).get("/api/catalog/covers/unknown-game").expect(404);
  });

  it("are versioned in their URL by everything the cover is drawn from, series included", async () => {
    const res = await get("/api/catalog/search?q=witcher").expect(200);
    const w3 = resultsOf(res).find((r) => r.slug === "the-witcher-3-wild-hunt");
    const url = new URL(w3?.imageUrl ?? "", "http://localhost");
    const cover = await request(app).get(url.pathname).expect(200);
    expect(cover.headers.etag).toBe(`"${url.searchParams.get("v")}"`);
    const related = await get("/api/catalog/games/the-witcher/related").expect(200);
    expect(resultsOf(related).find((r) => r.slug === "the-witcher-3-wild-hunt")?.imageUrl).toBe(w3?.imageUrl);
  });
});

describe("loading", () => {
  it("is idempotent: the same version writes nothing, a new version updates in place", async () => {
    const before = await db.prisma.catalogGame.count();
    const same = await syncBundledCatalog(db.prisma, { version: "test-1", rows: [...core, ...retro] });
    expect(same.skipped).toBe(true);
    const changed = core.map((r) => (r.sourceId === "core:tetris" ? { ...r, description: "Updated text. Still blocks." } : r));
    const next = await syncBundledCatalog(db.prisma, { version: "test-2", rows: [...changed, ...retro] });
    expect(next.skipped).toBe(false);
    expect(await db.prisma.catalogGame.count()).toBe(before);
    const tetris = await db.prisma.catalogGame.findUniqueOrThrow({ where: { sourceId: "core:tetris" } });
    expect(tetris).toMatchObject({ slug: "tetris", description: "Updated text. Still blocks.", version: "test-2" });
  });

  it("counts visible catalog games on the landing page", async () => {
    const res = await request(app).get("/api/instance/stats").expect(200);
    expect(bodyOf<InstanceStats>(res).catalogGames).toBe(core.length + retro.filter((r) => !r.hidden).length);
  });
});
