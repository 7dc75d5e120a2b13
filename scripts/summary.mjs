// Prints the closing line CI reads: "N passed, N failed" (plus skipped), from the test reports.
// A report that is missing counts as a failure, so a step that never ran cannot pass silently.
import fs from "node:fs";

const read = (f) => {
  try {
    return JSON.parse(fs.readFileSync(f, "utf8"));
  } catch {
    return null;
  }
};
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

/** Adds a Vitest report. One with a label is required: missing, or with no test run, it counts as a failure. */
function addVitest(file, label) {
  const v = read(file);
  if (!v) {
    if (label) missing.push(file);
    return;
  }
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  if (label && v.numTotalTests === 0) missing.push(`${label} ran no test`);
}
addVitest(".reports/vitest.json", "vitest");
addVitest(".reports/vitest-system.json", "the system tests");
addVitest(".reports/vitest-client.json", "the client tests");
addVitest(".reports/vitest-embedded.json");

const p = read(".reports/playwright.json");
if (p) {
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  if (p.stats.expected + p.stats.unexpected === 0) missing.push("playwright ran no test");
} else {
  missing.push(".reports/playwright.json");
}

// The fresh-clone check (scripts/fresh-start-check.mjs) runs after `npm test` in .ci/run, which sets
// FRESH_START_REQUIRED=1: there a missing or empty report is a failure; `npm test` alone does not run it.
const fresh = read(".reports/fresh-start.json");
if (process.env.FRESH_START_REQUIRED === "1" && !fresh?.length) missing.push(".reports/fresh-start.json");
const steps = [...(read(".reports/steps.json") ?? []), ...(fresh ?? [])];
// A gate (generate, typecheck, lint, build, budgets, a fresh-clone variant) counts as one test; the
// test steps are counted by their own reports above and only show in the time breakdown.
for (const s of steps.filter((s) => s.gate !== false)) {
  if (s.ok) passed += 1;
  else failed += 1;
}
printBreakdown(steps);
if (missing.length) {
  console.error(`missing test results: ${missing.join(", ")}`);
  failed += missing.length;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);

/**
 * Where the run's time went: .ci/run's own steps (CI_TIMES_FILE: "name<TAB>seconds" lines: system
 * packages, PostgreSQL, npm install) then every step of `npm test` and the fresh-clone variants.
 */
function printBreakdown(steps) {
  const rows = [];
  const ciFile = process.env.CI_TIMES_FILE;
  if (ciFile && fs.existsSync(ciFile)) {
    for (const line of fs.readFileSync(ciFile, "utf8").split("\n").filter(Boolean)) {
      const [name, secs] = line.split("\t");
      rows.push({ name, secs: Number(secs), ok: true });
    }
  }
  rows.push(...steps);
  if (!rows.length) return;
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log("\ntime per step (wall seconds; the share of the box's CPU in use while it ran, where measured):");
  for (const r of rows) {
    const busy = typeof r.busy === "number" ? `  CPU ${String(Math.round(r.busy * 100)).padStart(3)} %` : "";
    console.log(
      `  ${r.name.padEnd(width)}  ${String(Math.round(r.secs)).padStart(5)} s${busy}${r.ok ? "" : "  FAILED"}${r.total ? "  (the steps above it, side by side)" : ""}`,
    );
  }
  const all = process.env.CI_STARTED_AT ? Math.round(Date.now() / 1000 - Number(process.env.CI_STARTED_AT)) : null;
  if (all !== null) console.log(`  ${"whole run so far".padEnd(width)}  ${String(all).padStart(5)} s`);
}
