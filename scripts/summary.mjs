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
for (const s of steps) {
  if (s.ok) passed += 1;
  else failed += 1;
}
if (missing.length) {
  console.error(`missing test results: ${missing.join(", ")}`);
  failed += missing.length;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
