// Every sample file of every tracker, parsed: the rows, their statuses, ratings (1–10), hours and keys;
// and files that are not what they claim or are malformed at a row, named by row and column.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFile } from "./parse.ts";
import { parseSteamOwned } from "./parse.savepoint.ts";
import { ImportFileError, durationMinutes, hoursOf } from "./rows.ts";

const sample = (path: string) => readFileSync(new URL(`../../../../test/fixtures/imports/${path}`, import.meta.url), "utf8");
const steam = (name: string) => JSON.parse(readFileSync(new URL(`../../../../test/fixtures/providers/steam/${name}`, import.meta.url), "utf8")) as unknown;
const brief = (rows: ReturnType<typeof parseFile>["rows"]) =>
  rows.map((r) => ({
    line: r.line,
    key: r.key,
    title: r.title,
    platform: r.platform,
    status: r.status,
    rating: r.rating,
    hours: hoursOf(r.minutes),
    tags: r.tags,
    // A game the source lists as wanted goes to the wishlist (issue 33).
    ...(r.wishlist ? { wishlist: true } : {}),
  }));

function fileError(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (err) {
    if (err instanceof ImportFileError) return err;
    throw err;
  }
  throw new Error("no error");
}

describe("Grouvee", () => {
  const expected = [
    { line: 2, key: "grouvee:33", title: "The Elder Scrolls V: Skyrim", platform: "PC", status: "COMPLETED", rating: 10, hours: 94.1, tags: ["Steam"] },
    { line: 3, key: "grouvee:1504", title: "Portal 2", platform: "PC", status: "COMPLETED", rating: 8, hours: 10, tags: ["Completed"] },
    { line: 4, key: "grouvee:99001", title: "Hollow Knight: Silksong", platform: null, status: "BACKLOG", rating: null, hours: null, tags: [], wishlist: true },
  ];
  it("reads the current 20-column export (ids, JSON cells, 'None' dates, 1–5 → 1–10)", () => {
    const { rows } = parseFile({ source: "grouvee", content: sample("grouvee/collection.csv") });
    expect(brief(rows)).toEqual(expected);
    expect(rows.map((r) => r.ids)).toEqual([
      { igdb: 472, giantbomb: 33394 },
      { igdb: 72, giantbomb: 30475 },
      { igdb: 115289, giantbomb: undefined },
    ]);
    expect(rows[0]).toMatchObject({ startDate: null, completedDate: null, genres: ["Action-Adventure", "Role-Playing"], releaseYear: 2011, ratingFrom: "5/5" });
    expect(rows[1]).toMatchObject({
      startDate: "2019-03-02",
      completedDate: "2019-03-09",
      lastPlayed: "2019-03-09",
      notes: "Thinking with portals\n\nGreat co-op puzzles.",
    });
  });

  it("reads the legacy 15-column export the same way", () => {
    const { rows } = parseFile({ source: "grouvee", content: sample("grouvee/collection-legacy-15col.csv") });
    expect(brief(rows)).toEqual(expected);
    expect(rows[1]!.ids).toEqual({ igdb: undefined, giantbomb: 30475 });
  });

  it("names the row and column of a broken JSON cell, and refuses a file of another tracker", () => {
    const broken = sample("grouvee/collection.csv").replace('"{""PC"": {""url"": ""https://www.grouvee.com/games/?platform=pc""}}"', '"{""PC"": {""url"""');
    const err = fileError(() => parseFile({ source: "grouvee", content: broken }));
    expect(err.message).toBe('Row 3, column "platforms": the cell is not valid JSON');
    expect(err.where).toEqual({ row: 3, column: "platforms" });
    expect(fileError(() => parseFile({ source: "grouvee", content: sample("hltb/HLTB-games-export.csv") })).message).toMatch(
      /^This is not a Grouvee file: it has no "id", "name", "shelves" columns$/,
    );
  });
});

describe("HowLongToBeat", () => {
  it("maps lists to statuses (Retired → ABANDONED), 0–100 to 1–10, the longest time to hours", () => {
    const { rows } = parseFile({ source: "hltb", content: sample("hltb/HLTB-games-export.csv") });
    expect(brief(rows)).toEqual([
      {
        line: 2,
        key: "title:the witcher 3: wild hunt|pc",
        title: "The Witcher 3: Wild Hunt",
        platform: "PC",
        status: "COMPLETED",
        rating: 10,
        hours: 102.5,
        tags: [],
      },
      { line: 3, key: "title:portal 2|pc", title: "Portal 2", platform: "PC", status: "COMPLETED", rating: 9, hours: 8.6, tags: [] },
      { line: 4, key: "title:hades|nintendo switch", title: "Hades", platform: "Nintendo Switch", status: "IN_PROGRESS", rating: null, hours: 0.78, tags: [] },
      {
        line: 5,
        key: "title:elden ring|playstation 5",
        title: "Elden Ring",
        platform: "PlayStation 5",
        status: "BACKLOG",
        rating: null,
        hours: null,
        tags: [],
      },
      { line: 6, key: "title:cyberpunk 2077|pc", title: "Cyberpunk 2077", platform: "PC", status: "ABANDONED", rating: 6, hours: 12, tags: [] },
    ]);
    expect(rows[0]).toMatchObject({
      startDate: "2023-01-04",
      completedDate: "2023-03-20",
      ratingFrom: "95/100",
      hoursFrom: "102:30:00",
      notes: "Death March difficulty\n\nBest RPG I have played\n\nBoth expansions",
      // The Review Notes, as the review they may become (the plan decides), and the notes without them.
      review: { text: "Best RPG I have played", otherNotes: "Death March difficulty\n\nBoth expansions" },
    });
    expect(rows.slice(1).map((r) => r.review)).toEqual([undefined, undefined, undefined, undefined]);
    expect(rows[4]!.notes).toBe("Bugs at launch; will retry");
  });

  it("reads H:MM:SS, MM:SS and seconds; a custom list is a tag; a bad duration names its row and column", () => {
    expect([
      durationMinutes("8:35:30", { row: 1, column: "x" }),
      durationMinutes("46:30", { row: 1, column: "x" }),
      durationMinutes("32", { row: 1, column: "x" }),
      durationMinutes("--", { row: 1, column: "x" }),
    ]).toEqual([516, 47, 1, null]);
    const renamed = sample("hltb/HLTB-games-export.csv")
      .replace('"Custom-1"', '"Online"')
      .replace('Hades,"Nintendo Switch","X","","","",', 'Hades,"Nintendo Switch","X","","","X",');
    expect(parseFile({ source: "hltb", content: renamed }).rows[2]!.tags).toEqual(["Online"]);
    const bad = sample("hltb/HLTB-games-export.csv").replace('"46:30"', '"forty"');
    expect(fileError(() => parseFile({ source: "hltb", content: bad })).message).toBe(
      'Row 4, column "Progress": "forty" is not a duration (H:MM:SS, MM:SS or seconds)',
    );
  });
});

describe("Playnite", () => {
  it("reads the Library Exporter Advanced CSV (seconds, Steam app ids, completion statuses, 0–100 scores)", () => {
    const { rows } = parseFile({ source: "playnite", content: sample("playnite/library-exporter-advanced.csv") });
    expect(brief(rows)).toEqual([
      { line: 2, key: "steam:620", title: "Portal 2", platform: "PC", status: "COMPLETED", rating: 9, hours: 8.6, tags: ["co-op", "Favorites"] },
      {
        line: 3,
        key: "playnite:9a1c2d3e-0000-4000-8000-000000292030",
        title: "The Witcher 3: Wild Hunt",
        platform: "PC",
        status: "COMPLETED",
        rating: null,
        hours: 102.5,
        tags: [],
      },
      {
        line: 4,
        key: "playnite:9a1c2d3e-0000-4000-8000-00000000snes",
        title: "Super Mario World",
        platform: "Super Nintendo",
        status: "BACKLOG",
        rating: null,
        hours: 0,
        tags: ["Retro"],
      },
    ]);
    expect(rows[0]).toMatchObject({ lastPlayed: "2019-03-09", releaseYear: 2011, notes: "Co-op with Sam", ids: { steam: 620 } });
  });

  it("reads the PowerShell script's CSV (SDK property names, every value quoted)", () => {
    const { rows } = parseFile({ source: "playnite", content: sample("playnite/powershell-script-export.csv") });
    expect(brief(rows)).toEqual([
      { line: 2, key: "title:portal 2|pc", title: "Portal 2", platform: "PC", status: "IN_PROGRESS", rating: null, hours: 8.6, tags: [] },
      {
        line: 3,
        key: "title:the witcher 3: wild hunt|pc",
        title: "The Witcher 3: Wild Hunt",
        platform: "PC",
        status: "IN_PROGRESS",
        rating: null,
        hours: 102.5,
        tags: [],
      },
    ]);
  });
});

describe("IGDB list and Backloggd", () => {
  it("takes the status from the list's file name, or the one chosen; never imports IGDB's own score", () => {
    const { rows } = parseFile({ source: "igdb", content: sample("igdb/played.csv"), fileName: "played.csv" });
    expect(brief(rows)).toEqual([
      { line: 2, key: "igdb:1942", title: "The Witcher 3: Wild Hunt", platform: "PC", status: "COMPLETED", rating: null, hours: null, tags: [] },
      { line: 3, key: "igdb:72", title: "Portal 2", platform: "PC", status: "COMPLETED", rating: null, hours: null, tags: [] },
    ]);
    expect(rows[0]).toMatchObject({ releaseYear: 2015, genres: ["Role-playing (RPG)", "Adventure"], ratingFrom: "9.5 (IGDB's score, not imported)" });
    expect(parseFile({ source: "igdb", content: sample("igdb/played.csv"), listStatus: "BACKLOG" }).rows[0]!.status).toBe("BACKLOG");
  });

  it("sends a list of games wanted (want-to-play.csv, wishlist.csv) to the wishlist, unless a status is chosen for it", () => {
    for (const fileName of ["want-to-play.csv", "Wishlist.csv", "want_to_play.csv"]) {
      expect(parseFile({ source: "igdb", content: sample("igdb/played.csv"), fileName }).rows.every((r) => r.wishlist === true)).toBe(true);
    }
    expect(parseFile({ source: "igdb", content: sample("igdb/played.csv"), fileName: "played.csv" }).rows.some((r) => r.wishlist)).toBe(false);
    expect(
      parseFile({ source: "igdb", content: sample("igdb/played.csv"), listStatus: "BACKLOG", fileName: "wishlist.csv" }).rows[0]!.wishlist,
    ).toBeUndefined();
  });

  it("reads the generic Backloggd-scraper CSV (half stars, sub-statuses, decimal hours)", () => {
    const { rows } = parseFile({ source: "backloggd", content: sample("backloggd/generic-tracker-import.csv") });
    expect(brief(rows)).toEqual([
      { line: 2, key: "igdb:1942", title: "The Witcher 3: Wild Hunt", platform: "PC", status: "COMPLETED", rating: 9, hours: 102.5, tags: [] },
      { line: 3, key: "igdb:72", title: "Portal 2", platform: "PC", status: "COMPLETED", rating: 10, hours: 8.6, tags: [] },
      { line: 4, key: "igdb:113112", title: "Hades", platform: "Nintendo Switch", status: "IN_PROGRESS", rating: null, hours: 46.5, tags: [] },
      { line: 5, key: "igdb:119133", title: "Elden Ring", platform: "PlayStation 5", status: "BACKLOG", rating: null, hours: null, tags: [] },
      {
        line: 6,
        key: "igdb:115289",
        title: "Hollow Knight: Silksong",
        platform: "Nintendo Switch",
        status: "BACKLOG",
        rating: null,
        hours: null,
        tags: [],
        wishlist: true,
      },
      { line: 7, key: "igdb:1877", title: "Cyberpunk 2077", platform: "PC", status: "ABANDONED", rating: 6, hours: 12, tags: [] },
    ]);
  });
});

describe("a generic CSV with the columns chosen", () => {
  const csv =
    '\uFEFFName;ignored,System,State,Score,Time,Extra\r\nCeleste,Nintendo Switch,done,4,12:30:00,x\r\n"Ratchet & Clank, Rift Apart",PS5,Playing,3.5,20.5,y\r\n';
  const mapping = { title: "name;ignored", platform: "system", status: "STATE", rating: "Score", hours: "Time", ratingScale: "5" as const };
  it("sends a row whose status is a wishlist or 'Want to play' to the wishlist", () => {
    const { rows } = parseFile({ source: "csv", content: csv.replace("done", "Want to play").replace("Playing", "wishlist"), mapping });
    expect(rows.map((r) => r.wishlist)).toEqual([true, true]);
  });

  it("reads by header name whatever the case, with a BOM, ignoring the other columns", () => {
    const { rows } = parseFile({ source: "csv", content: csv.replace("done", "Completed"), mapping });
    expect(brief(rows)).toEqual([
      { line: 2, key: "title:celeste|nintendo switch", title: "Celeste", platform: "Nintendo Switch", status: "COMPLETED", rating: 8, hours: 12.5, tags: [] },
      {
        line: 3,
        key: "title:ratchet & clank, rift apart|ps5",
        title: "Ratchet & Clank, Rift Apart",
        platform: "PS5",
        status: "IN_PROGRESS",
        rating: 7,
        hours: 20.5,
        tags: [],
      },
    ]);
  });

  it("names the row and column of a value it cannot read, and a mapped column the file lacks", () => {
    expect(fileError(() => parseFile({ source: "csv", content: csv, mapping })).message).toBe(
      'Row 2, column "STATE": "done" is not a status this import knows (Backlog, Playing, Completed, Abandoned…)',
    );
    expect(fileError(() => parseFile({ source: "csv", content: csv, mapping: { ...mapping, notes: "Comments" } })).message).toBe(
      'This is not a CSV with these columns file: it has no "Comments" column',
    );
  });
});

describe("Steam owned games", () => {
  it("imports each app with its play time and last-played day; a private profile is the clear error", () => {
    const rows = parseSteamOwned(steam("GetOwnedGames.json"));
    expect(brief(rows)).toEqual([
      { line: 1, key: "steam:220", title: "Half-Life 2", platform: "PC", status: "IN_PROGRESS", rating: null, hours: 19.83, tags: [] },
      { line: 2, key: "steam:620", title: "Portal 2", platform: "PC", status: "IN_PROGRESS", rating: null, hours: 29.08, tags: [] },
      { line: 3, key: "steam:292030", title: "The Witcher 3: Wild Hunt", platform: "PC", status: "IN_PROGRESS", rating: null, hours: 140.33, tags: [] },
    ]);
    expect(rows.map((r) => r.lastPlayed)).toEqual(["2020-01-01", "2024-11-13", "2023-11-14"]);
    expect(parseSteamOwned(steam("GetOwnedGames-no-appinfo.json")).map((r) => r.title)).toEqual(["Steam app 220", "Steam app 620", "Steam app 292030"]);
    expect(fileError(() => parseSteamOwned(steam("GetOwnedGames-private-profile.json"))).message).toMatch(/game details are private/);
  });
});

describe("Savepoint JSON", () => {
  it("refuses what is not an export, naming where it is malformed", () => {
    expect(fileError(() => parseFile({ source: "savepoint", content: "id,name\n1,x" })).message).toBe(
      "This is not a Savepoint export file: it is not valid JSON",
    );
    expect(fileError(() => parseFile({ source: "savepoint", content: "{}" })).message).toMatch(/^This is not a Savepoint export/);
    // a bad value is named by its name in the file, as a sentence (not as a path: 'profile', 'library.0.status')
    const bad = { format: "savepoint-export", version: 1, exportedAt: "2026-01-01T00:00:00.000Z", library: [] };
    expect(fileError(() => parseFile({ source: "savepoint", content: JSON.stringify(bad) })).message).toBe(
      'This Savepoint export cannot be imported: its "profile" value is missing.',
    );
  });
});
