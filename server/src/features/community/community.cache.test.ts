// The community cache keeps answers between announcements on community_changes: from the embedded
// database as they commit, and from a PostgreSQL server's LISTEN connection after a catch-up round
// trip (the announcement may trail the commit). An announcement names a scope and lets go only of the
// kinds of answer that show it (one naming none, of all). Nothing is kept while the feed is down or
// cannot catch up.
import { describe, expect, it } from "vitest";
import { NOTIFY_CHANNELS, NotificationHub } from "../../db/notifications.ts";
import { CommunityCache } from "./community.cache.ts";

/** A builder that counts its calls and answers the count. */
function counter() {
  let calls = 0;
  return { build: () => Promise.resolve(++calls), calls: () => calls };
}

const announce = (hub: NotificationHub, scope = "reviews") => hub.deliver(NOTIFY_CHANNELS.communityChanges, scope);
/** A cache with one kind that shows reviews (as the numbers' review count does). */
const reviewsKind = (hub: NotificationHub | undefined) => new CommunityCache(hub).kind(["reviews"], 100);

describe("CommunityCache", () => {
  it("keeps an answer until the next announcement (a feed that hears commits as they happen)", async () => {
    const hub = new NotificationHub();
    const cache = reviewsKind(hub);
    const c = counter();
    expect(await cache.get("stats", c.build)).toBe(1);
    expect(await cache.get("stats", c.build)).toBe(1);
    announce(hub);
    expect(await cache.get("stats", c.build)).toBe(2);
  });

  it("lets the answers that show what changed go at an announcement, and keeps the others", async () => {
    const hub = new NotificationHub();
    const cache = new CommunityCache(hub);
    const feed = cache.kind(["activity", "people", "review-text"], 100);
    const top = cache.kind(["reviews", "people"], 100);
    const playing = cache.kind(["library", "people"], 100);
    for (const viewer of ["a", "b", "c"]) {
      for (const kind of [feed, top, playing]) await kind.get(viewer, () => Promise.resolve(viewer));
    }
    expect(cache.size).toBe(9);
    // A like: only the top reviews are out of date.
    announce(hub, "reviews");
    expect([feed.size, top.size, playing.size]).toEqual([3, 0, 3]);
    expect(await feed.get("a", () => Promise.resolve("again"))).toBe("a");
    // A game started: the currently playing list.
    announce(hub, "library");
    expect([feed.size, top.size, playing.size]).toEqual([3, 0, 0]);
    expect(await playing.get("a", () => Promise.resolve("again"))).toBe("again");
    // A review's text: the feed shows it.
    announce(hub, "review-text");
    expect(feed.size).toBe(0);
    expect(await feed.get("a", () => Promise.resolve("again"))).toBe("again");
    // A player's privacy, or an announcement naming no scope (an older server's): everything.
    await top.get("a", () => Promise.resolve("a"));
    announce(hub, "people");
    expect(cache.size).toBe(0);
    for (const kind of [feed, top, playing]) await kind.get("a", () => Promise.resolve("a"));
    announce(hub, "");
    expect(cache.size).toBe(0);
  });

  it("on a remote feed, hears what was committed before the read first: an announcement that arrives during the catch-up is not missed", async () => {
    let pending: (() => void) | null = null;
    const hub: NotificationHub = new NotificationHub({
      catchUp: () => {
        pending?.();
        pending = null;
        return Promise.resolve();
      },
    });
    const cache = reviewsKind(hub);
    const c = counter();
    expect(await cache.get("stats", c.build)).toBe(1);
    expect(await cache.get("stats", c.build)).toBe(1);
    // A write committed elsewhere: its announcement is still on the way and arrives with the round trip.
    pending = () => announce(hub);
    expect(await cache.get("stats", c.build)).toBe(2);
    expect(await cache.get("stats", c.build)).toBe(2);
  });

  it("keeps nothing while a remote feed cannot catch up or is down, and nothing without a feed", async () => {
    let failing = true;
    const hub = new NotificationHub({ catchUp: () => (failing ? Promise.reject(new Error("frozen")) : Promise.resolve()) });
    const cache = reviewsKind(hub);
    const c = counter();
    expect(await cache.get("stats", c.build)).toBe(1);
    expect(await cache.get("stats", c.build)).toBe(2);
    failing = false;
    hub.setConnected(false);
    expect(await cache.get("stats", c.build)).toBe(3);
    expect(await cache.get("stats", c.build)).toBe(4);

    const none = reviewsKind(undefined);
    const d = counter();
    await none.get("stats", d.build);
    await none.get("stats", d.build);
    expect(d.calls()).toBe(2);
  });
});
