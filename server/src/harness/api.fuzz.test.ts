// Fuzzes every route the app mounts with malformed and hostile input generated from its schemas
// (server/test/harness/fuzz.ts). Which seeds:
// - CI (the CI variable set): the committed CI_SEEDS, the budget split between them, so a change
//   cannot fail CI by drawing an unlucky seed that has nothing to do with it;
// - locally: one random seed with the whole budget, printed, so new inputs keep being tried;
// - FUZZ_SEED=<n> (and FUZZ_INPUTS=<k>, as printed): replays one seed.
// Runs once per `npm test` (scripts/test.mjs leaves *.fuzz.test.ts out of the second database pass).
import { describe, expect, it } from "vitest";
import { setupFile } from "../../test/helpers.ts";
import { fuzzRoutes, summarise } from "../../test/harness/fuzz.ts";

/** The seeds CI fuzzes, each run once with all the findings reported (checked to pass when committed). */
export const CI_SEEDS = [251380144, 276537843, 316240664];
/** Hostile inputs per run, split between the seeds. */
const INPUTS = 10_000;

function integerFrom(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, not ${JSON.stringify(raw)}`);
  return n;
}

const onCi = !!process.env.CI && !/^(0|false)$/i.test(process.env.CI);
const replayed = integerFrom("FUZZ_SEED");
const seeds = replayed !== undefined ? [replayed] : onCi ? CI_SEEDS : [Math.floor(Math.random() * 2 ** 31)];
const inputs = integerFrom("FUZZ_INPUTS") ?? Math.ceil(INPUTS / seeds.length);

const { app, db } = await setupFile({ config: { authRateLimit: 1_000_000 } });

describe(`fuzzing every route (${replayed !== undefined ? "FUZZ_SEED" : onCi ? "CI's seeds" : "a random seed"})`, () => {
  it.each(seeds)(
    `answers ${inputs} hostile inputs of seed %i without a 5xx, always in the envelope, naming the failing field`,
    { timeout: 120_000 },
    async (seed) => {
      const replay = `FUZZ_SEED=${seed} FUZZ_INPUTS=${inputs}`;
      console.log(`fuzz seed ${seed} (replay: ${replay})`);
      const report = await fuzzRoutes({ app, prisma: db.prisma, seed, inputs });
      const fiveHundreds = Object.entries(report.statuses)
        .filter(([s]) => Number(s) >= 500)
        .reduce((n, [, c]) => n + c, 0);
      console.log(
        `fuzz: ${report.inputs} inputs over ${report.routes} routes in ${(report.ms / 1000).toFixed(1)} s; ${fiveHundreds} answers were 5xx; statuses ${JSON.stringify(report.statuses)}; nothing to fuzz on ${report.untouched.join(", ")}`,
      );
      expect(report.seed).toBe(seed);
      expect(report.inputs).toBeGreaterThanOrEqual(inputs);
      expect(report.findings.length, `seed ${seed} (${replay}): ${report.findings.length} findings\n${summarise(report.findings, 60)}`).toBe(0);
    },
  );
});
