// A shared game's reviews answers, kept in this process against the game's version
// (shared_game_stats.version, grown by database triggers on every write that can change them, by any
// process: see games' sharedGameVersion). A write needs no cache call: its version makes the old
// entries unreachable, and the next read replaces them.
//
// What is kept is either the same for every viewer or the viewer's own, and never mixed:
// - a page of the game's reviews in one sort after one cursor, rendered without the viewer: everyone's
//   reviews (each viewer's own left out when answering), a review's likedByMe left open, and the count;
// - per viewer and game: their own review's answer and the ids of the game's reviews they like.
// Entries are bounded by count and bytes (least recently used first out).
import { REVIEWS_PAGE_SIZE, type ReviewSort } from "@savepoint/common";
import { Lru } from "../../lib/lru.ts";
import { encodeCursor, type CursorRow } from "./reviews.queries.ts";

/** One review of a shared page, rendered for nobody in particular. */
export interface SharedReview {
  userId: string;
  id: string;
  cursor: CursorRow;
  head: string;
  tail: string;
}

/** A page of every user's reviews: two more than a page, so a page of others' is there whoever reads it. */
export interface SharedPage {
  reviews: SharedReview[];
  /** Every user's reviews of the game. */
  count: number;
}

export const SHARED_PAGE_TAKE = REVIEWS_PAGE_SIZE + 2;

export interface ViewerPart {
  /** Their own review's answer (JSON), or null. */
  mine: string | null;
  liked: ReadonlySet<string>;
}

/** Default bounds: about 60 KB for a page of long reviews, so some hundreds of games' first pages. */
export const REVIEWS_CACHE_LIMITS = { entries: 20_000, bytes: 32 * 1024 * 1024 };

interface Entry {
  version: number;
  value: SharedPage | ViewerPart;
}

const pageBytes = (p: SharedPage) => p.reviews.reduce((n, r) => n + 2 * (r.head.length + r.tail.length) + 200, 100);
const viewerBytes = (v: ViewerPart) => 2 * (v.mine?.length ?? 0) + 80 * v.liked.size + 100;

export class ReviewsCache {
  private readonly lru: Lru<Entry>;
  /** Builds under way, by key and version: concurrent misses share one. */
  private readonly pending = new Map<string, Promise<SharedPage | ViewerPart>>();

  constructor(limits = REVIEWS_CACHE_LIMITS) {
    this.lru = new Lru(limits);
  }

  page(gameKey: string, version: number, sort: ReviewSort, cursor: string | undefined, build: () => Promise<SharedPage>): Promise<SharedPage> {
    return this.get(`p ${gameKey} ${sort} ${cursor ?? ""}`, version, build, pageBytes) as Promise<SharedPage>;
  }

  viewer(viewerId: string, gameKey: string, version: number, build: () => Promise<ViewerPart>): Promise<ViewerPart> {
    return this.get(`v ${viewerId} ${gameKey}`, version, build, viewerBytes) as Promise<ViewerPart>;
  }

  get bytes(): number {
    return this.lru.bytes;
  }

  private get<T extends SharedPage | ViewerPart>(
    key: string,
    version: number,
    build: () => Promise<T>,
    bytes: (v: T) => number,
  ): Promise<SharedPage | ViewerPart> {
    const hit = this.lru.get(key);
    if (hit?.version === version) return Promise.resolve(hit.value);
    const id = `${key} ${version}`;
    let pending = this.pending.get(id);
    if (!pending) {
      pending = build()
        .then((value) => {
          // Never replace what a newer version already put there.
          const current = this.lru.get(key);
          if (!current || current.version <= version) this.lru.set(key, { version, value }, bytes(value));
          return value;
        })
        .finally(() => this.pending.delete(id));
      this.pending.set(id, pending);
    }
    return pending;
  }
}

/** GET /api/reviews/game/:id's answer for one viewer: the shared page without their review, their likes, their review. */
export function gameReviewsJson(viewerId: string, sort: ReviewSort, page: SharedPage, viewer: ViewerPart): string {
  const others = page.reviews.filter((r) => r.userId !== viewerId);
  const shown = others.slice(0, REVIEWS_PAGE_SIZE);
  const nextCursor = others.length > REVIEWS_PAGE_SIZE ? encodeCursor(sort, shown[shown.length - 1]!.cursor) : null;
  const items = shown.map((r) => r.head + (viewer.liked.has(r.id) ? "true" : "false") + r.tail).join(",");
  const total = Math.max(0, page.count - (viewer.mine === null ? 0 : 1));
  return `{"mine":${viewer.mine ?? "null"},"total":${total},"items":[${items}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
