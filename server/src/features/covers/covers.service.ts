// Remote covers: checks an address a user gave (through the safe fetcher), keeps the image in the
// shared image cache, and answers it again from there.
import type { CoverRefusal } from "@savepoint/common";
import { rateLimited } from "../../http/errors.ts";
import type { SafeImageFetch } from "../../lib/safe-fetch.ts";
import { createImageCache, type CachedImage, type ImageCache } from "../catalog/index.ts";
import type { Aside } from "../../http/turns.ts";

export type CoverCheck = { ok: true; key: string; image: CachedImage } | { ok: false; reason: CoverRefusal };

export interface CoverService {
  /**
   * The image at `url` (a cache, or fetched now), or why it cannot be a cover. A fetch on behalf of
   * `userId` counts against that user's allowance (a cached image does not). Only a cover that is
   * `kept` (a saved game's) goes to the disk cache; one merely checked stays in memory for its preview.
   * `keep: "if-room"` (a cover being shown): a disk too full to store it is reported to `onStorageFull`
   * and the image answered all the same; `keep: true` (a cover being saved) throws the disk's error.
   * `aside`: the request's turn is given up while a fetch runs (http/turns.ts).
   */
  check(url: string, userId?: string, opts?: { keep?: boolean | "if-room"; aside?: Aside }): Promise<CoverCheck>;
}

export interface CoverServiceDeps {
  /** Absent: nothing is fetched, and an address not in the cache is unreachable. */
  fetch?: SafeImageFetch;
  /** Where saved covers are kept (the disk cache shared with provider covers). */
  cache: ImageCache;
  /** Where checked covers wait for a save (in memory, bounded); default 32 MB. */
  pending?: ImageCache;
  /** Fetches per user per window. */
  limit: { limit: number; windowMs: number };
  /**
   * Counts one fetch for `userId` and answers how many that user made in the current window. The app
   * passes the database's rate-limit store, so the allowance holds across server processes; without
   * it, a fixed window per user is kept in this process.
   */
  countFetch?: (userId: string) => Promise<number>;
  now?: () => number;
  /** Told of a disk-cache write that failed when the cover was kept only `if-room`; answers whether it was a full disk. */
  onStorageFull?: (err: unknown) => boolean;
}

export function createCoverService(deps: CoverServiceDeps): CoverService {
  const { cache } = deps;
  const pending = deps.pending ?? createImageCache();
  const now = deps.now ?? Date.now;
  const inflight = new Map<string, Promise<CoverCheck>>();
  const windows = new Map<string, { start: number; count: number }>();

  /** In-process fixed windows per user; windows that ended are dropped as others are counted. */
  function countInProcess(userId: string): Promise<number> {
    const t = now();
    for (const [id, w] of windows) if (t - w.start >= deps.limit.windowMs) windows.delete(id);
    const w = windows.get(userId) ?? { start: t, count: 0 };
    w.count++;
    windows.set(userId, w);
    return Promise.resolve(w.count);
  }
  const countFetch = deps.countFetch ?? countInProcess;

  async function spend(userId: string) {
    if ((await countFetch(userId)) > deps.limit.limit) throw rateLimited("Too many cover checks. Please wait a minute and try again.");
  }

  async function load(url: string, key: string): Promise<CoverCheck> {
    if (!deps.fetch) return { ok: false, reason: "unreachable" };
    const got = await deps.fetch(url);
    if (!got.ok) return got;
    const image = { contentType: got.contentType, body: got.body };
    pending.put(url, image);
    return { ok: true, key, image };
  }

  return {
    async check(url, userId, opts = {}) {
      const key = cache.keyOf(url);
      const saved = cache.get(key);
      if (saved) return { ok: true, key, image: saved };
      let got: CoverCheck;
      const waiting = pending.get(key);
      if (waiting) {
        got = { ok: true, key, image: waiting };
      } else {
        if (userId !== undefined) await spend(userId);
        // Concurrent checks of one address share one fetch.
        let running = inflight.get(key);
        if (!running) {
          running = load(url, key).finally(() => inflight.delete(key));
          inflight.set(key, running);
        }
        got = await (opts.aside ? opts.aside(() => running) : running);
      }
      if (got.ok && opts.keep) {
        try {
          cache.put(url, got.image);
        } catch (err) {
          // A read must not fail for want of room to cache what it read: the image is answered anyway.
          if (opts.keep !== "if-room" || !deps.onStorageFull?.(err)) throw err;
        }
      }
      return got;
    },
  };
}
