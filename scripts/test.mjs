// `npm test`: every gate in order — generate, typecheck, lint, unit and route tests, build, bundle budgets, e2e.
// Each gate's outcome is recorded in .reports/steps.json; a failed gate fails the run, and later
// gates still run so one report shows everything that is wrong.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

fs.rmSync(".reports", { recursive: true, force: true });
fs.mkdirSync(".reports", { recursive: true });
const env = { ...process.env };
const steps = [];

function run(name, cmd, args, { gate = true } = {}) {
  const t0 = Date.now();
  console.log(`\n== ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  const ok = r.status === 0;
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`== ${name}: ${ok ? "ok" : `FAILED (exit ${r.status})`} in ${secs}s`);
  if (gate) steps.push({ name, ok, secs: Number(secs) });
  return ok;
}

run("prisma generate", "npx", ["prisma", "generate"]);
run("typecheck", "npx", ["tsc", "-p", "server", "--noEmit"]) ;
run("typecheck client", "npx", ["tsc", "-p", "client", "--noEmit"]);
run("typecheck e2e", "npx", ["tsc", "-p", "e2e", "--noEmit"]);
run("lint", "npx", ["eslint", "."]);
run("unit and route tests", "npx", ["vitest", "run", "--config", "vitest.workspace.ts", "--exclude", "**/*.system.test.ts"], { gate: false });
if (process.env.DATABASE_URL) {
  // The route tests ran on PostgreSQL; run them once more on the embedded default. The fuzzer
  // (*.fuzz.test.ts) runs once per run: it sends 10,000 requests, and ran on PostgreSQL already.
  const saved = env.DATABASE_URL;
  const required = env.REQUIRE_POSTGRES;
  delete env.DATABASE_URL;
  delete env.REQUIRE_POSTGRES;
  run("route tests on the embedded database", "npx", ["vitest", "run", "--config", "vitest.workspace.ts", "--project", "server", "--exclude", "**/*.fuzz.test.ts", "--outputFile.json=.reports/vitest-embedded.json"], { gate: false });
  env.DATABASE_URL = saved;
  if (required !== undefined) env.REQUIRE_POSTGRES = required;
}
// Once per run, on their own so nothing crowds their timings: kill -9 under write load (embedded),
// PostgreSQL stopped and frozen (a server of their own; they fail, never skip, without its binaries).
run("system tests", "npx", ["vitest", "run", "--config", "vitest.workspace.ts", "--project", "system", "--outputFile.json=.reports/vitest-system.json"], { gate: false });
const built = run("build", "npm", ["run", "build"]);
// The JavaScript each route loads before it is interactive, against its budget (gzip KB).
if (built) run("bundle budgets", process.execPath, ["scripts/budgets.mjs"]);
if (built) run("end-to-end tests", "npx", ["playwright", "test"], { gate: false });

fs.writeFileSync(".reports/steps.json", JSON.stringify(steps, null, 2));
const r = spawnSync(process.execPath, ["scripts/summary.mjs"], { stdio: "inherit" });
process.exit(r.status ?? 1);
