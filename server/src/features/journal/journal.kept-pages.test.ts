// How a kept journal page is brought up to date when an entry is added (journal.kept-pages.ts).
import { describe, expect, it } from "vitest";
import { JournalListQuerySchema, type JournalEntryDto, type JournalListQuery, type JournalPage } from "@savepoint/common";
import { KeptPages, withAdded } from "./journal.kept-pages.ts";
import { encodeCursor } from "./journal.rules.ts";

const GAME = "0b7f3c1e-8c1a-4d1e-9f00-000000000001";
const query = (q: Record<string, string> = {}): JournalListQuery => JournalListQuerySchema.parse(q);
let n = 0;
const entry = (over: Partial<JournalEntryDto> = {}): JournalEntryDto => ({
  id: `5a000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  gameId: null,
  gameTitle: null,
  gameSlug: null,
  title: null,
  content: "Added",
  category: "Progress",
  categoryColor: "#22c55e",
  date: "2026-05-02",
  tags: ["story"],
  createdAt: "2026-05-02T10:00:00.000Z",
  updatedAt: "2026-05-02T10:00:00.000Z",
  ...over,
});
/** `count` entries a day apart, newest first, from `newest`; with a next page when `more`. */
function page(count: number, more: boolean, newest = "2026-05-20"): JournalPage {
  const items = Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.parse(newest) - i * 86_400_000).toISOString().slice(0, 10);
    return entry({ date: d, createdAt: `${d}T08:00:00.000Z`, updatedAt: `${d}T08:00:00.000Z` });
  });
  const last = items[items.length - 1];
  return { items, nextCursor: more && last ? encodeCursor({ key: null, date: last.date, at: new Date(last.createdAt), id: last.id }) : null };
}
const dates = (p: JournalPage | undefined) => p?.items.map((e) => e.date);

describe("a kept page and an added entry", () => {
  it("is the same page when the entry fails its filters: another game, scope, category, tag or month", () => {
    const kept = page(3, false);
    const e = entry();
    const filters: Record<string, string>[] = [
      { gameId: GAME },
      { general: "false" },
      { category: "Plan" },
      { category: "progress" },
      { tag: "boss" },
      { month: "2026-04" },
    ];
    for (const q of filters) {
      expect(withAdded(query(q), kept, e), JSON.stringify(q)).toBe(kept);
    }
  });

  it("gains the entry at its place, newest first, and drops the entry it pushes to the next page", () => {
    const kept = page(20, true); // May 20th back to May 1st
    const added = withAdded(query(), kept, entry({ date: "2026-05-10", createdAt: "2026-05-10T09:00:00.000Z" }))!;
    expect(dates(added)).toEqual([...dates(kept)!.slice(0, 10), "2026-05-10", ...dates(kept)!.slice(10, 19)]);
    expect(added.items[10]!.createdAt).toBe("2026-05-10T09:00:00.000Z"); // written after the May 10th already there
    const last = added.items[19]!;
    expect(added.nextCursor).toBe(encodeCursor({ key: null, date: last.date, at: new Date(last.createdAt), id: last.id }));
  });

  it("is the same page when the entry sorts after the last one of a page with a next, and grows a page without", () => {
    const kept = page(20, true);
    expect(withAdded(query(), kept, entry({ date: "2026-04-01" }))).toBe(kept);
    const short = withAdded(query(), page(3, false), entry({ date: "2026-04-01" }))!;
    expect(dates(short)).toEqual(["2026-05-20", "2026-05-19", "2026-05-18", "2026-04-01"]);
    expect(short.nextCursor).toBeNull();
    const full = withAdded(query(), page(20, false), entry({ date: "2026-04-01" }))!;
    expect(full.items).toHaveLength(20);
    expect(full.nextCursor).not.toBeNull(); // the 21st match is now on a next page
  });

  it("orders oldest first for date-asc, and by lower-cased title with the newest first on a tie", () => {
    const asc = withAdded(query({ sort: "date-asc" }), { items: [entry({ date: "2026-01-01" }), entry({ date: "2026-06-01" })], nextCursor: null }, entry())!;
    expect(dates(asc)).toEqual(["2026-01-01", "2026-05-02", "2026-06-01"]);
    const titled = {
      items: [entry({ title: "apple" }), entry({ title: "Cherry", date: "2026-05-03" }), entry({ title: "cherry", date: "2026-05-01" })],
      nextCursor: null,
    };
    const byTitle = withAdded(query({ sort: "title-asc" }), titled, entry({ title: "CHERRY" }))!;
    expect(byTitle.items.map((e) => `${e.title} ${e.date}`)).toEqual(["apple 2026-05-02", "Cherry 2026-05-03", "CHERRY 2026-05-02", "cherry 2026-05-01"]);
    const [apple, cherry3, cherry1] = titled.items;
    const desc = { items: [cherry3!, cherry1!, apple!], nextCursor: null };
    const byTitleDesc = withAdded(query({ sort: "title-desc" }), desc, entry({ title: "banana" }))!;
    expect(byTitleDesc.items.map((e) => e.title)).toEqual(["Cherry", "cherry", "banana", "apple"]);
  });

  it("cannot tell for a text search the entry may match, or a sort key beyond ASCII, and says so", () => {
    expect(withAdded(query({ q: "boss" }), page(3, false), entry())).toBeUndefined();
    const kept = page(20, true);
    expect(withAdded(query({ q: "boss" }), kept, entry({ date: "2026-01-01" }))).toBe(kept); // on a later page either way
    expect(withAdded(query({ sort: "title-asc" }), page(3, false), entry({ title: "Éclair" }))).toBeUndefined();
    expect(withAdded(query({ sort: "title-asc" }), page(3, false), entry({ title: "Ico" }))).toBeUndefined();
  });

  it("is the same page when the entry sorts at or before the page's cursor (it is on an earlier page)", () => {
    const at = (date: string) => encodeCursor({ key: null, date, at: new Date(`${date}T08:00:00.000Z`), id: "50000000-0000-4000-8000-000000000000" });
    const second = page(3, false, "2026-04-20");
    expect(withAdded(query({ cursor: at("2026-04-21") }), second, entry())).toBe(second);
    expect(dates(withAdded(query({ cursor: at("2026-06-01") }), second, entry()))).toEqual(["2026-05-02", "2026-04-20", "2026-04-19", "2026-04-18"]);
  });

  it("is the same page when the entry is on it already (read after the insert, kept at the versions before)", () => {
    const kept = page(3, false);
    expect(withAdded(query(), kept, kept.items[1]!)).toBe(kept);
  });

  it("brings a kept page up only across the entries it was told of, added at the library version it was read at", () => {
    const kept = new KeptPages();
    const user = "u1";
    const all = query();
    kept.set(user, all, 1, 5, page(2, false));
    kept.remember(user, 2, { entry: entry({ date: "2026-05-30" }), library: 5 });
    expect((JSON.parse(kept.get(user, all, 2, 5)!.json.toString()) as JournalPage).items).toHaveLength(3);
    expect(kept.get(user, all, 2, 6)).toBeUndefined(); // the library moved since
    expect(kept.get(user, all, 3, 5)).toBeUndefined(); // version 3 was not an entry added here
    kept.set(user, all, 3, 5, page(2, false));
    kept.remember(user, 4, { entry: entry(), library: 4 }); // its game read before the library's version 5
    expect(kept.get(user, all, 4, 5)).toBeUndefined();
  });

  it("remembers at most 16 entries a player and about 1 MB of them in all, forgetting the players who added least recently", () => {
    const kept = new KeptPages();
    const all = query();
    kept.set("a", all, 0, 1, page(2, false));
    for (let v = 1; v <= 17; v++) kept.remember("a", v, { entry: entry({ date: "2026-01-01" }), library: 1 });
    expect(kept.get("a", all, 17, 1)).toBeUndefined(); // version 1 is forgotten
    kept.set("a", all, 1, 1, page(2, false));
    expect(kept.get("a", all, 17, 1)).toBeDefined();
    const long = "x".repeat(100_000);
    for (let i = 0; i < 20; i++) kept.remember(`p${i}`, 1, { entry: entry({ content: long }), library: 1 });
    expect(kept.rememberedBytes).toBeLessThanOrEqual(1024 * 1024);
    kept.set("p19", all, 0, 1, page(1, false));
    expect(kept.get("p19", all, 1, 1)).toBeDefined(); // the latest player's entry is still known
    kept.set("a", all, 16, 1, page(2, false));
    expect(kept.get("a", all, 17, 1)).toBeUndefined(); // "a" added least recently, and was forgotten
  });
});
