// Fuzzes every route the app mounts with malformed and hostile input generated from its schemas
// (server/test/harness/fuzz.ts). Random seed per run, printed; FUZZ_SEED=<n> replays one.
// Runs once per `npm test` (scripts/test.mjs leaves *.fuzz.test.ts out of the second database pass).
import { describe, expect, it } from "vitest";
import { setupFile } from "../../test/helpers.ts";
import { fuzzRoutes, summarise } from "../../test/harness/fuzz.ts";

const { app, db } = await setupFile({ config: { authRateLimit: 1_000_000 } });
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const INPUTS = 10_000;

describe("fuzzing every route", () => {
  it(`answers ${INPUTS} hostile inputs without a 5xx, always in the envelope, naming the failing field`, { timeout: 120_000 }, async () => {
    console.log(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`);
    const report = await fuzzRoutes({ app, prisma: db.prisma, seed, inputs: INPUTS });
    const fiveHundreds = Object.entries(report.statuses).filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `fuzz: ${report.inputs} inputs over ${report.routes} routes in ${(report.ms / 1000).toFixed(1)} s; ${fiveHundreds} answers were 5xx; statuses ${JSON.stringify(report.statuses)}; nothing to fuzz on ${report.untouched.join(", ")}`,
    );
    expect(report.inputs).toBeGreaterThanOrEqual(INPUTS);
    expect(report.findings.length, `seed ${seed}: ${report.findings.length} findings\n${summarise(report.findings, 60)}`).toBe(0);
  });
});
