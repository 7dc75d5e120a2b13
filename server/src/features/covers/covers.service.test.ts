// The cover service's caches and allowance: only saved covers reach the disk, checks wait in a
// bounded memory cache, and only fetches count against a user's allowance.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createImageCache } from "../catalog/index.ts";
import { PNG_1PX, fakeSafeFetch } from "../../lib/safe-fetch.test-support.ts";
import { createCoverService } from "./covers.service.ts";

const dir = mkdtempSync(join(tmpdir(), "savepoint-covers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const png = { type: "image/png", body: PNG_1PX };
const url = (n: number) => `https://covers.example.com/${n}.png`;

describe("createCoverService", () => {
  it("keeps a checked cover in memory and writes it to disk only when it is saved", async () => {
    const fetch = fakeSafeFetch({}, {}, { otherwise: png });
    const covers = createCoverService({ fetch, cache: createImageCache(join(dir, "a")), limit: { limit: 10, windowMs: 60_000 } });
    const checked = await covers.check(url(1), "u1");
    expect(checked.ok).toBe(true);
    expect(readdirSync(join(dir, "a"))).toEqual([]);
    await covers.check(url(1)); // its preview, from memory
    await covers.check(url(1), "u1", { keep: true });
    expect(readdirSync(join(dir, "a")).length).toBe(2); // the image and its type
    expect(fetch.net.requests).toHaveLength(1); // fetched once
  });

  it("counts only fetches against the allowance, per user, and starts a new window in time", async () => {
    let t = 0;
    const covers = createCoverService({
      fetch: fakeSafeFetch({}, {}, { otherwise: png }),
      cache: createImageCache(),
      limit: { limit: 1, windowMs: 60_000 },
      now: () => t,
    });
    await covers.check(url(1), "u1");
    await covers.check(url(1), "u1"); // cached: free
    await expect(covers.check(url(2), "u1")).rejects.toMatchObject({ code: "rate_limited" });
    await expect(covers.check(url(2), "u2")).resolves.toMatchObject({ ok: true });
    t = 60_000;
    await expect(covers.check(url(3), "u1")).resolves.toMatchObject({ ok: true });
  });

  it("bounds the memory cache by bytes, dropping the oldest image first", () => {
    const cache = createImageCache(undefined, PNG_1PX.length * 2);
    for (const n of [1, 2, 3]) cache.put(url(n), { contentType: "image/png", body: PNG_1PX });
    expect([1, 2, 3].map((n) => cache.get(cache.keyOf(url(n))) !== null)).toEqual([false, true, true]);
  });
});
