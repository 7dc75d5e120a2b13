// `npm test`: every gate in order — generate, typecheck and lint, unit and route tests, build, bundle
// budgets, e2e. Each step's outcome and wall time is recorded in .reports/steps.json (gates count as
// tests in the closing line; every step shows in the time breakdown). A failed gate fails the run,
// and later gates still run so one report shows everything that is wrong.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

fs.rmSync(".reports", { recursive: true, force: true });
fs.mkdirSync(".reports", { recursive: true });
const env = { ...process.env };
/** { name, ok, secs, gate }: a gate counts as a test in the closing line; every step shows in the breakdown. */
const steps = [];
const record = (name, ok, t0, gate) => {
  const secs = Number(((Date.now() - t0) / 1000).toFixed(1));
  console.log(`== ${name}: ${ok ? "ok" : "FAILED"} in ${secs}s`);
  steps.push({ name, ok, secs, gate });
  return ok;
};

function run(name, cmd, args, { gate = true } = {}) {
  const t0 = Date.now();
  console.log(`\n== ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  return record(name, r.status === 0, t0, gate);
}

/**
 * Steps that each use one core (tsc, eslint) run side by side on a 2-core box. Their output is held
 * and printed whole when each ends, so two logs never interleave.
 */
async function runTogether(group) {
  console.log(`\n== together: ${group.map((g) => g.name).join(" | ")}`);
  const results = await Promise.all(
    group.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
          const out = [];
          child.stdout.on("data", (d) => out.push(d));
          child.stderr.on("data", (d) => out.push(d));
          child.on("close", (code) => {
            console.log(`\n== ${name}: ${cmd} ${args.join(" ")}`);
            process.stdout.write(Buffer.concat(out));
            resolve(record(name, code === 0, t0, true));
          });
        }),
    ),
  );
  return results.every(Boolean);
}

const tGroup = Date.now();
run("prisma generate", "npx", ["prisma", "generate"]);
await runTogether([
  { name: "typecheck", cmd: "sh", args: ["-c", "npx tsc -p server --noEmit && npx tsc -p client --noEmit && npx tsc -p e2e --noEmit"] },
  { name: "lint", cmd: "npx", args: ["eslint", "."] },
  { name: "format", cmd: "npx", args: ["prettier", "--check", "."] },
]);
steps.push({ name: "generate, typecheck and lint (wall)", ok: true, secs: Number(((Date.now() - tGroup) / 1000).toFixed(1)), gate: false, total: true });
run("unit and route tests", "npx", ["vitest", "run", "--config", "vitest.workspace.ts", "--exclude", "**/*.system.test.ts"], { gate: false });
if (process.env.DATABASE_URL) {
  // The route tests ran on PostgreSQL; run them once more on the embedded default. The fuzzer
  // (*.fuzz.test.ts) runs once per run, and ran on PostgreSQL already.
  const saved = env.DATABASE_URL;
  const required = env.REQUIRE_POSTGRES;
  delete env.DATABASE_URL;
  delete env.REQUIRE_POSTGRES;
  run(
    "route tests on the embedded database",
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "vitest.workspace.ts",
      "--project",
      "server",
      "--exclude",
      "**/*.fuzz.test.ts",
      "--outputFile.json=.reports/vitest-embedded.json",
    ],
    { gate: false },
  );
  env.DATABASE_URL = saved;
  if (required !== undefined) env.REQUIRE_POSTGRES = required;
}
// Once per run, on their own so nothing crowds their timings: kill -9 under write load (embedded),
// PostgreSQL stopped and frozen (a server of their own; they fail, never skip, without its binaries).
run("system tests", "npx", ["vitest", "run", "--config", "vitest.workspace.ts", "--project", "system", "--outputFile.json=.reports/vitest-system.json"], {
  gate: false,
});
const built = run("build", "npm", ["run", "build"]);
// The JavaScript each route loads before it is interactive, against its budget (gzip KB).
if (built) run("bundle budgets", process.execPath, ["scripts/budgets.mjs"]);
if (built) run("end-to-end tests", "npx", ["playwright", "test"], { gate: false });

fs.writeFileSync(".reports/steps.json", JSON.stringify(steps, null, 2));
const r = spawnSync(process.execPath, ["scripts/summary.mjs"], { stdio: "inherit" });
process.exit(r.status ?? 1);
