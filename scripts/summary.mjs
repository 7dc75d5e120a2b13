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

const v = read(".reports/vitest.json");
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  if (v.numTotalTests === 0) missing.push("vitest ran no test");
} else {
  missing.push(".reports/vitest.json");
}

const ve = read(".reports/vitest-embedded.json");
if (ve) {
  passed += ve.numPassedTests;
  failed += ve.numFailedTests;
  skipped += ve.numPendingTests + (ve.numTodoTests ?? 0);
}

const p = read(".reports/playwright.json");
if (p) {
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  if (p.stats.expected + p.stats.unexpected === 0) missing.push("playwright ran no test");
} else {
  missing.push(".reports/playwright.json");
}

const steps = read(".reports/steps.json") ?? [];
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
