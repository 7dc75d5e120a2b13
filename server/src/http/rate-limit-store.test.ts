// The sign-in and sign-up limits count in the database: every process of an instance (here, two apps on
// one database) draws on the same allowance.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { manualClock, setupFile } from "../../test/helpers.ts";
import { errorOf } from "../../test/responses.ts";
import { DbRateLimitStore } from "./rate-limit-store.ts";

const { db, makeApp } = await setupFile();
const WINDOW_MS = 60_000;

function store(prefix: string, now: () => Date) {
  const s = new DbRateLimitStore(db.prisma, { prefix, now });
  s.init({ windowMs: WINDOW_MS } as Parameters<DbRateLimitStore["init"]>[0]);
  return s;
}

describe("two server processes on one database", () => {
  it("share the sign-in limit: the attempts of both count against it", async () => {
    const config = { authRateLimit: 3, authRateWindowMs: WINDOW_MS };
    const [one, two] = [makeApp({ config }), makeApp({ config })];
    const attempt = (app: typeof one) => request(app).post("/api/auth/login").send({ email: "x@y.test", password: "wrong-one" });
    await attempt(one).expect(401);
    await attempt(two).expect(401);
    await attempt(one).expect(401);
    const res = await attempt(two).expect(429);
    expect(errorOf(res)).toMatchObject({ code: "rate_limited" });
    // The sign-up limit is counted apart from the sign-in one.
    await request(one).post("/api/auth/register").send({}).expect(400);
  });
});

describe("DbRateLimitStore", () => {
  it("counts concurrent hits atomically: each gets its own count", async () => {
    const clock = manualClock();
    const s = store("atomic:", clock.now);
    const counts = await Promise.all(Array.from({ length: 20 }, () => s.increment("10.0.0.1")));
    expect(counts.map((c) => c.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(counts.map((c) => c.resetTime?.getTime())).size).toBe(1);
    expect((await s.get("10.0.0.1"))?.totalHits).toBe(20);
  });

  it("starts a new window once the old one has ended", async () => {
    const clock = manualClock(new Date("2026-01-01T00:00:00Z"));
    const s = store("window:", clock.now);
    for (let i = 0; i < 3; i++) await s.increment("10.0.0.2");
    expect(await s.increment("10.0.0.2")).toEqual({ totalHits: 4, resetTime: new Date("2026-01-01T00:01:00Z") });
    clock.advance(WINDOW_MS - 1);
    expect((await s.increment("10.0.0.2")).totalHits).toBe(5);
    clock.advance(1);
    expect(await s.get("10.0.0.2")).toBeUndefined();
    expect(await s.increment("10.0.0.2")).toEqual({ totalHits: 1, resetTime: new Date("2026-01-01T00:02:00Z") });
  });

  it("keeps limiters apart by prefix, and takes hits back or forgets keys on request", async () => {
    const clock = manualClock();
    const [a, b] = [store("a:", clock.now), store("b:", clock.now)];
    await a.increment("10.0.0.3");
    await a.increment("10.0.0.3");
    expect((await b.increment("10.0.0.3")).totalHits).toBe(1);
    await a.decrement("10.0.0.3");
    expect((await a.get("10.0.0.3"))?.totalHits).toBe(1);
    await a.resetKey("10.0.0.3");
    expect(await a.get("10.0.0.3")).toBeUndefined();
    await a.increment("10.0.0.4");
    await a.resetAll();
    expect(await a.get("10.0.0.4")).toBeUndefined();
    expect((await b.get("10.0.0.3"))?.totalHits).toBe(1);
  });

  it("deletes rows idle for a whole window since theirs ended", async () => {
    const clock = manualClock(new Date("2030-01-01T00:00:00Z"));
    const s = store("sweep:", clock.now);
    await s.increment("gone");
    await s.increment("stays");
    clock.advance(WINDOW_MS);
    await s.increment("stays"); // its window ended: counts from 1, nothing swept yet
    clock.advance(WINDOW_MS + 1);
    await s.increment("trigger");
    const keys = (await db.prisma.rateLimit.findMany({ where: { key: { startsWith: "sweep:" } }, select: { key: true } })).map((r) => r.key);
    expect(keys.sort()).toEqual(["sweep:stays", "sweep:trigger"]);
  });
});
