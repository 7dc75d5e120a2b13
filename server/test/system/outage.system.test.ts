// A database outage under light load, on a PostgreSQL server of the test's own: stopped for 5 s, then
// frozen (SIGSTOP) for 5 s. Meanwhile every request answers 503 within 2 s (never a 500, never a
// hang); afterwards the same app serves again without a restart. The app is built as index.ts builds
// it (openDatabase: request pool with timeouts, LISTEN connection) and served on a real port.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app.ts";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { testConfig } from "../config.ts";
import { hold, signUp, startLoad, type Outcome } from "./load.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres.ts";

const OUTAGE_MS = 5_000;
/** How long a request may take at most, outage or not. */
const ANSWER_WITHIN_MS = 2_000;
/** The app must serve again within this long after the database is back. */
const RECOVER_WITHIN_MS = 5_000;
/** Requests served before the outage begins: the load is under way. */
const WARM_UP = 24;

const ok = (o: Outcome) => typeof o.status === "number" && o.status < 400;

let pg: ThrowawayPostgres;
let db: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  db = await openDatabase({ databaseUrl: pg.url, dataDir: undefined });
  const app = createApp({ prisma: db.prisma, sessionChanges: db.sessionChanges, config: testConfig, logger: pino({ level: "silent" }), bcryptCost: 4 });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  pg?.thaw();
  await db?.close();
  pg?.destroy();
});

/** Summary of the outcomes sent at or after `from` that were answered before `to` (ms since the load started). */
function window(all: Outcome[], from: number, to: number) {
  const inside = all.filter((o) => o.at >= from && o.at + o.ms < to);
  const ms = inside.map((o) => o.ms).sort((a, b) => a - b);
  return {
    count: inside.length,
    statuses: [...new Set(inside.map((o) => `${o.status}${o.code ? ` ${o.code}` : ""}`))],
    maxMs: ms.at(-1) ?? 0,
    medianMs: ms[Math.floor(ms.length / 2)] ?? 0,
    inside,
  };
}

describe("a database outage", () => {
  it("answers 503 within 2 s while PostgreSQL is stopped or frozen, and recovers by itself", async () => {
    const t0 = Date.now();
    const token = await signUp(base);
    const load = startLoad({ base, token, workers: 6 });
    await vi.waitFor(() => expect(load.outcomes.filter(ok).length).toBeGreaterThanOrEqual(WARM_UP), { timeout: 10_000, interval: 50 });

    const phases: Record<string, { down: number; up: number; recovered: number }> = {};
    for (const [name, down, up] of [
      ["stopped", () => pg.stop(), () => pg.start()],
      ["frozen", () => pg.freeze(), () => pg.thaw()],
    ] as const) {
      down();
      const downAt = load.now();
      await hold(OUTAGE_MS); // the outage lasts this long: the scenario, not a wait for an event
      const upAt = load.now();
      up();
      // the first success of a request sent after the database came back (-1: none in time)
      const recovered = await vi
        .waitFor(
          () => {
            const first = load.outcomes.find((o) => o.at >= upAt && ok(o));
            if (!first) throw new Error(`${name}: not served again yet`);
            return first.at;
          },
          { timeout: RECOVER_WITHIN_MS + 1_000, interval: 50 },
        )
        .catch(() => -1);
      phases[name] = { down: downAt, up: upAt, recovered };
      if (recovered < 0) break;
      // the load goes on past the window read below (recovered + 1 to 1.5 s): a request sent after it has its answer
      await vi.waitFor(() => expect(load.outcomes.some((o) => o.at >= recovered + 1_500)).toBe(true), { timeout: 10_000, interval: 50 });
    }
    const all = await load.stop();

    const report: Record<string, unknown> = { requests: all.length, seconds: (Date.now() - t0) / 1000 };
    for (const [name, p] of Object.entries(phases)) {
      const during = window(all, p.down, p.up);
      const after = window(all, p.recovered + 1_000, p.recovered + 1_500);
      report[name] = {
        requestsDuringOutage: during.count,
        statusesDuringOutage: during.statuses,
        maxMs: during.maxMs,
        medianMs: during.medianMs,
        recoveredAfterMs: p.recovered - p.up,
        statusesAfterRecovery: after.statuses,
      };
      expect(during.count, `${name}: requests during the outage`).toBeGreaterThan(15);
      // everything sent and answered while the database was away: 503, database_unavailable (health: its own body)
      for (const o of during.inside) {
        expect(o.status, `${name}: ${o.what} at ${o.at} ms`).toBe(503);
        if (o.what !== "GET /api/health") expect(o.code, `${name}: ${o.what}`).toBe("database_unavailable");
      }
      expect(p.recovered, `${name}: never served again`).toBeGreaterThan(0);
      expect(p.recovered - p.up, `${name}: recovery time`).toBeLessThan(RECOVER_WITHIN_MS);
      expect(after.count).toBeGreaterThan(0);
      expect(
        after.inside.filter((o) => !ok(o)),
        `${name}: failures once recovered`,
      ).toEqual([]);
    }
    mkdirSync(".reports", { recursive: true });
    writeFileSync(".reports/system-outage.json", JSON.stringify(report, null, 2));
    console.info("database outage:", JSON.stringify(report));

    // never a 500, a hang or a dropped connection, and every answer within 2 s, outage or not
    expect(all.filter((o) => typeof o.status !== "number" || (o.status >= 500 && o.status !== 503))).toEqual([]);
    expect(all.filter((o) => o.ms >= ANSWER_WITHIN_MS)).toEqual([]);
  }, 60_000);
});
