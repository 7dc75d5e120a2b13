// Journal pages kept in memory (ADR 007's scheme, as the library list): a page is kept with the journal
// and library versions it was read at, and answered while neither moved. A new entry moves the journal
// version, yet most pages either stay as they were (another category's, a tag it lacks, another month,
// a page whose last entry sorts before it) or gain just that entry at its place. The entries this
// process added are remembered by the journal version their insert made (read inside its
// transaction), with the library version read before their game was: a page whose journal version is
// behind only by such entries is brought up to date here, entry by entry, as the database would
// answer it. Anything else (an edit, a deletion, a category, an import, another process's entry, a
// text search the entry may match, a sort key this file cannot order as PostgreSQL does) means the
// page is read again.
import { JOURNAL_PAGE_SIZE, type JournalEntryDto, type JournalListQuery, type JournalPage } from "@savepoint/common";
import type { CachedJson } from "../../lib/cached-json.ts";
import { Lru } from "../../lib/lru.ts";
import { decodeCursor, encodeCursor, monthRange, sortKeyKind } from "./journal.rules.ts";

/** An entry this process added, as a read shows it, and the library version its game was read at. */
export interface AddedEntry {
  entry: JournalEntryDto;
  library: number;
}

interface KeptPage extends CachedJson {
  journal: number;
  library: number;
}

/** Where an entry sorts: its key (title and category sorts), its date, when it was written, its id. */
interface Place {
  key: string | null;
  date: string;
  at: number;
  id: string;
}

/**
 * Journal pages kept at once, and their bytes (a page is at most 20 entries; a 15 KB page counts 30 KB
 * with its gzip's room). 2 MB held 70 such pages, fewer than 21 players' eight views each, so pages were
 * read again for want of room, not of change (`npm run bench:journal`: 570–580 → 800–810 req/s at
 * 8 MB). Still small beside the library's 64 MB and the reviews' 32 MB (issue 27).
 */
const PAGE_CACHE = { entries: 2_000, bytes: 8 * 1024 * 1024 };
/**
 * Added entries remembered per user, and their bytes in all (an entry's text may be long): a page
 * further behind than what is remembered is read again.
 */
const ADDED_PER_USER = 16;
const ADDED_BYTES = 1024 * 1024;

/** About what an added entry holds: its texts and a fixed part for the rest. */
const sizeOf = (e: JournalEntryDto) => 2 * (e.content.length + (e.title?.length ?? 0) + e.tags.join("").length) + 512;

/**
 * The sort key as the database computes it (journal.queries.ts: lower() of the title or category,
 * compared byte by byte), or undefined where this file cannot be sure to agree: beyond ASCII, and an
 * upper-case I (lower-cased otherwise under a Turkish collation).
 */
function sortKey(kind: "title" | "category", e: JournalEntryDto): string | undefined {
  const raw = kind === "title" ? (e.title ?? "") : e.category;
  return /^[\x20-\x7e]*$/.test(raw) && !raw.includes("I") ? raw.toLowerCase() : undefined;
}

/**
 * Whether `query` could list the entry. A text search (`q`) is matched by the database's ILIKE, which
 * is not repeated here: the entry may match.
 */
function mayMatch(query: JournalListQuery, e: JournalEntryDto): boolean {
  if (query.gameId !== undefined && query.gameId.toLowerCase() !== e.gameId) return false;
  if (query.general !== undefined && query.general !== (e.gameId === null)) return false;
  if (query.category !== undefined && query.category !== e.category) return false;
  if (query.tag !== undefined && !e.tags.includes(query.tag)) return false;
  if (query.month !== undefined) {
    const { from, to } = monthRange(query.month);
    if (e.date < from || e.date >= to) return false;
  }
  return true;
}

/** Orders places as the query's ORDER BY does; undefined when a key cannot be computed here. */
function ordering(query: JournalListQuery) {
  const kind = sortKeyKind(query.sort);
  const asc = query.sort.endsWith("-asc");
  const newestFirst = (a: Place, b: Place) => (a.date !== b.date ? b.date < a.date : a.at !== b.at ? b.at < a.at : b.id < a.id);
  /** a before b. PostgreSQL orders uuids as their lower-case hex, and ISO dates as strings. */
  const before = (a: Place, b: Place): boolean => {
    if (kind && a.key !== b.key) return asc ? a.key! < b.key! : a.key! > b.key!;
    return kind || !asc ? newestFirst(a, b) : newestFirst(b, a);
  };
  const place = (e: JournalEntryDto): Place | undefined => {
    const key = kind ? sortKey(kind, e) : null;
    return key === undefined ? undefined : { key, date: e.date, at: Date.parse(e.createdAt), id: e.id };
  };
  return { before, place };
}

/**
 * The page read for `query` once `added` is added to what `page` was read from: `page` itself when the
 * entry does not show on it, a new page when it does, undefined when this cannot be told here.
 */
export function withAdded(query: JournalListQuery, page: JournalPage, added: JournalEntryDto): JournalPage | undefined {
  // A page is read after its versions: an entry added in between may be on it already.
  if (!mayMatch(query, added) || page.items.some((e) => e.id === added.id)) return page;
  const { before, place } = ordering(query);
  const at = place(added);
  if (!at) return undefined;
  const raw = decodeCursor(query.cursor, query.sort);
  const cursor = raw && { key: raw.key, date: raw.date, at: raw.at.getTime(), id: raw.id };
  if (cursor && !before(cursor, at)) return page; // on an earlier page
  const last = page.items[page.items.length - 1];
  if (page.nextCursor !== null && last) {
    const lastAt = place(last);
    if (!lastAt) return undefined;
    if (before(lastAt, at)) return page; // on a later page
  }
  if (query.q !== undefined) return undefined;
  const places = page.items.map(place);
  if (places.some((p) => !p)) return undefined;
  const index = places.findIndex((p) => before(at, p!));
  const items = [...page.items];
  items.splice(index === -1 ? items.length : index, 0, added);
  const more = page.nextCursor !== null || items.length > JOURNAL_PAGE_SIZE;
  const shown = items.slice(0, JOURNAL_PAGE_SIZE);
  const end = place(shown[shown.length - 1]!)!;
  return { items: shown, nextCursor: more ? encodeCursor({ key: end.key, date: end.date, at: new Date(end.at), id: end.id }) : null };
}

const pageKey = (userId: string, query: JournalListQuery) => `${userId}\n${JSON.stringify(query)}`;

/** A player's added entries, by version, with the bytes each is counted at. */
interface Remembered {
  entries: Map<number, AddedEntry & { bytes: number }>;
  bytes: number;
}

export class KeptPages {
  private readonly pages = new Lru<KeptPage>(PAGE_CACHE);
  /** By user (least recently added first), the entries this process added, by the journal version each insert made. */
  private readonly added = new Map<string, Remembered>();
  private addedBytes = 0;

  /** The page kept for `query`, brought up to these versions if it can be; undefined → read it. */
  get(userId: string, query: JournalListQuery, journal: number, library: number): CachedJson | undefined {
    const kept = this.pages.get(pageKey(userId, query));
    if (!kept || kept.library !== library || kept.journal > journal) return undefined;
    if (kept.journal === journal) return kept;
    const added: AddedEntry[] = [];
    for (let v = kept.journal + 1; v <= journal; v++) {
      const a = this.added.get(userId)?.entries.get(v);
      if (!a || a.library !== library) return undefined;
      added.push(a);
    }
    const read = JSON.parse(kept.json.toString("utf8")) as JournalPage;
    let page = read;
    for (const a of added) {
      const next = withAdded(query, page, a.entry);
      if (!next) return undefined;
      page = next;
    }
    if (page !== read) return this.set(userId, query, journal, library, page);
    kept.journal = journal; // the same page: its JSON and gzip stand
    return kept;
  }

  set(userId: string, query: JournalListQuery, journal: number, library: number, page: JournalPage): CachedJson {
    const key = pageKey(userId, query);
    const json = Buffer.from(JSON.stringify(page), "utf8");
    const kept: KeptPage = { json, journal, library };
    // Its gzip, once made, is smaller than the JSON: twice the JSON bounds both.
    this.pages.set(key, kept, 2 * json.length + key.length);
    return kept;
  }

  /** `entry` was added by the insert that made the user's journal `version`, and nothing else did. */
  remember(userId: string, version: number, added: AddedEntry): void {
    const mine: Remembered = this.added.get(userId) ?? { entries: new Map(), bytes: 0 };
    this.added.delete(userId);
    this.added.set(userId, mine); // most recently added last
    const bytes = sizeOf(added.entry);
    mine.entries.set(version, { ...added, bytes });
    mine.bytes += bytes;
    this.addedBytes += bytes;
    if (mine.entries.size > ADDED_PER_USER) {
      const oldest = mine.entries.keys().next().value!;
      const gone = mine.entries.get(oldest)!.bytes;
      mine.entries.delete(oldest);
      mine.bytes -= gone;
      this.addedBytes -= gone;
    }
    for (const [user, theirs] of this.added) {
      if (this.addedBytes <= ADDED_BYTES || user === userId) break;
      this.added.delete(user);
      this.addedBytes -= theirs.bytes;
    }
  }

  /** The bytes the added entries are counted at (tests). */
  get rememberedBytes(): number {
    return this.addedBytes;
  }
}
