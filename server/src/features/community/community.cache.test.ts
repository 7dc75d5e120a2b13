// The community cache keeps answers between announcements on community_changes: from the embedded
// database as they commit, and from a PostgreSQL server's LISTEN connection after a catch-up round
// trip (the announcement may trail the commit). Nothing is kept while the feed is down or cannot
// catch up.
import { describe, expect, it } from "vitest";
import { NOTIFY_CHANNELS, NotificationHub } from "../../db/notifications.ts";
import { CommunityCache } from "./community.cache.ts";

/** A builder that counts its calls and answers the count. */
function counter() {
  let calls = 0;
  return { build: () => Promise.resolve(++calls), calls: () => calls };
}

const announce = (hub: NotificationHub) => hub.deliver(NOTIFY_CHANNELS.communityChanges, "reviews");

describe("CommunityCache", () => {
  it("keeps an answer until the next announcement (a feed that hears commits as they happen)", async () => {
    const hub = new NotificationHub();
    const cache = new CommunityCache(hub);
    const c = counter();
    expect(await cache.get("stats", c.build)).toBe(1);
    expect(await cache.get("stats", c.build)).toBe(1);
    announce(hub);
    expect(await cache.get("stats", c.build)).toBe(2);
  });

  it("lets every answer go at an announcement: nothing out of date is held", async () => {
    const hub = new NotificationHub();
    const cache = new CommunityCache(hub);
    for (const viewer of ["a", "b", "c"]) await cache.get(`activity:${viewer}`, () => Promise.resolve(viewer));
    expect(cache.size).toBe(3);
    announce(hub);
    expect(cache.size).toBe(0);
    expect(await cache.get("activity:a", () => Promise.resolve("again"))).toBe("again");
    expect(cache.size).toBe(1);
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
    const cache = new CommunityCache(hub);
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
    const cache = new CommunityCache(hub);
    const c = counter();
    expect(await cache.get("stats", c.build)).toBe(1);
    expect(await cache.get("stats", c.build)).toBe(2);
    failing = false;
    hub.setConnected(false);
    expect(await cache.get("stats", c.build)).toBe(3);
    expect(await cache.get("stats", c.build)).toBe(4);

    const none = new CommunityCache(undefined);
    const d = counter();
    await none.get("stats", d.build);
    await none.get("stats", d.build);
    expect(d.calls()).toBe(2);
  });
});
