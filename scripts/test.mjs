// `npm test`: every gate in order — generate; typecheck, lint, format, the build and the test data
// directories side by side; bundle budgets; unit and route tests; system tests with the client's
// component tests beside them; e2e. Each step's
// outcome and wall time is recorded in .reports/steps.json (gates count as tests in the closing line;
// every step shows in the time breakdown). A failed gate fails the run, and later gates still run so
// one report shows everything that is wrong.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { embeddedLaneTests } from "./engine-lanes.mjs";

fs.rmSync(".reports", { recursive: true, force: true });
fs.mkdirSync(".reports", { recursive: true });
const env = { ...process.env };
/** { name, ok, secs, gate, busy }: a gate counts as a test in the closing line; every step shows in the breakdown. */
const steps = [];
/** The box's CPU time so far, busy and in all (/proc/stat's first line, in ticks), or null off Linux. */
function cpuTicks() {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const idle = fields[3] + fields[4];
    const all = fields.reduce((a, b) => a + b, 0);
    return { busy: all - idle, all };
  } catch {
    return null;
  }
}
/**
 * The share of the whole box's CPU in use since `cpu0` (a cpuTicks reading; steps side by side share
 * it), which tells a step that waits from one that needs more cores; undefined when not measured.
 */
function busySince(cpu0) {
  const cpu1 = cpu0 && cpuTicks();
  return cpu1 && cpu1.all > cpu0.all ? Number(((cpu1.busy - cpu0.busy) / (cpu1.all - cpu0.all)).toFixed(2)) : undefined;
}
/** Records a step, with its CPU share since `cpu0` (busySince). */
const record = (name, ok, t0, gate, cpu0 = null) => {
  const secs = Number(((Date.now() - t0) / 1000).toFixed(1));
  const busy = busySince(cpu0);
  console.log(`== ${name}: ${ok ? "ok" : "FAILED"} in ${secs}s${busy === undefined ? "" : ` (CPU ${Math.round(busy * 100)} % busy)`}`);
  steps.push({ name, ok, secs, gate, busy });
  return ok;
};

/**
 * The run's deadline (ms since the epoch): CI_DEADLINE_AT (seconds, set by .ci/run so that its own
 * last steps still fit in CI's limit) or none. A step is bounded by the time left; a step with none
 * left is not started and fails the run as "<name>: not run, out of time".
 */
const deadline = process.env.CI_DEADLINE_AT ? Number(process.env.CI_DEADLINE_AT) * 1000 : Infinity;
/** The process groups of the steps running now (see bounded). */
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  // The steps' own groups no longer hear a terminal's Ctrl-C: pass an interrupt of `npm test` on.
  process.on(signal, () => {
    for (const stop of running) stop("SIGKILL");
    process.exit(130);
  });
}

/**
 * Spawns a step in a process group of its own, bounded by `limit` seconds (and the deadline): past it
 * the whole group is stopped (TERM, then KILL 10 s later), so a step that hangs fails the run with its
 * name instead of holding CI until the runner's own limit. Whatever the step leaves in its group when
 * it ends goes with it. Resolves { ok, t0, cpu0 }, or null when no time was left to start it.
 */
function bounded(name, cmd, args, { limit, stdio = "inherit", onChild = () => {} }) {
  const t0 = Date.now();
  const cpu0 = cpuTicks();
  const secs = Math.min(limit, Math.floor((deadline - t0) / 1000));
  if (secs <= 0) {
    console.log(`\n== ${name}: not run, out of time`);
    record(`${name}: not run, out of time`, false, t0, true);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio, env, detached: true });
    onChild(child);
    let timedOut = false;
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    };
    running.add(stop);
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`\n== ${name}: still running after ${secs} s, stopped`);
      stop("SIGTERM");
      setTimeout(() => stop("SIGKILL"), 10_000).unref();
    }, secs * 1000);
    child.on("close", (code) => {
      clearTimeout(timer);
      running.delete(stop);
      stop("SIGKILL");
      if (timedOut) record(`${name} timed out`, false, t0, true);
      resolve({ ok: code === 0 && !timedOut, t0, cpu0 });
    });
  });
}

/** One step, its output straight through, within `limit` seconds (see bounded). */
async function run(name, cmd, args, { gate = true, limit = 900 } = {}) {
  console.log(`\n== ${name}: ${cmd} ${args.join(" ")} (at most ${limit} s)`);
  const r = await bounded(name, cmd, args, { limit });
  return r ? record(name, r.ok, r.t0, gate, r.cpu0) : false;
}

/** One step of a group, its output held and printed whole when it ends (two logs never interleave). */
async function runHeld({ name, cmd, args, gate = true }, limit) {
  const out = [];
  const r = await bounded(name, cmd, args, {
    limit,
    stdio: ["ignore", "pipe", "pipe"],
    onChild: (child) => {
      child.stdout.on("data", (d) => out.push(d));
      child.stderr.on("data", (d) => out.push(d));
    },
  });
  if (!r) return false;
  console.log(`\n== ${name}: ${cmd} ${args.join(" ")}`);
  process.stdout.write(Buffer.concat(out));
  return record(name, r.ok, r.t0, gate, r.cpu0);
}

/**
 * Lanes of steps that each use about one core (tsc, eslint) run side by side on a 2-core box; the
 * steps of a lane run one after another. Records the group's wall time as `wall`, counted from `t0`
 * and `cpu0` (now, unless the group's time starts earlier).
 */
async function runTogether(lanes, limit, wall, t0 = Date.now(), cpu0 = cpuTicks()) {
  console.log(`\n== together: ${lanes.map((lane) => lane.map((g) => g.name).join(", then ")).join(" | ")} (each at most ${limit} s)`);
  const results = await Promise.all(
    lanes.map(async (lane) => {
      let ok = true;
      for (const step of lane) ok = (await runHeld(step, limit)) && ok;
      return ok;
    }),
  );
  steps.push({ name: wall, ok: true, secs: Number(((Date.now() - t0) / 1000).toFixed(1)), gate: false, total: true, busy: busySince(cpu0) });
  return results.every(Boolean);
}

// The data directories the system tests' and the e2e suite's servers copy, prepared in the first group
// (below) and named to those steps; removed when the run ends. Each suite prepares its own when its
// folder holds none that is whole (a failed preparation fails its own gate here).
const prepared = fs.mkdtempSync(path.join(os.tmpdir(), "savepoint-test-prepared-"));
const removePrepared = () => fs.rmSync(prepared, { recursive: true, force: true });
process.on("exit", removePrepared);
env.SYSTEM_PREPARED_DIR = path.join(prepared, "system");
env.E2E_TEMPLATE_DIR = path.join(prepared, "e2e");

const tGroup = Date.now();
const cpuGroup = cpuTicks();
await run("prisma generate", "npx", ["prisma", "generate"], { limit: 300 });
await runTogether(
  [
    // The production build after the typecheck (Prisma's client is generated above), then the e2e
    // suite's data directory, which the built server prepares: ESLint is the group's long pole, on one
    // core, and these fit beside it (each suite would otherwise prepare its own before its first test).
    [
      { name: "typecheck", cmd: process.execPath, args: ["scripts/typecheck.mjs"] },
      { name: "build", cmd: "npm", args: ["run", "build:app"] },
      { name: "e2e data directory", cmd: process.execPath, args: ["--import", "tsx", "e2e/template.ts", env.E2E_TEMPLATE_DIR] },
    ],
    [{ name: "lint", cmd: "npx", args: ["eslint", "."] }],
    [
      { name: "format", cmd: "npx", args: ["prettier", "--check", "."] },
      {
        name: "system tests' data directory",
        cmd: process.execPath,
        args: ["--import", "tsx", "server/test/system/prepared-data-dir.ts", env.SYSTEM_PREPARED_DIR],
      },
    ],
  ],
  600,
  "generate, typecheck, lint, build and data directories (wall)",
  tGroup,
  cpuGroup,
);
const built = steps.some((s) => s.name === "build" && s.ok);
// The JavaScript each route loads before it is interactive, against its budget (gzip KB).
if (built) await run("bundle budgets", process.execPath, ["scripts/budgets.mjs"], { limit: 120 });
// The server's unit and route tests; the client's component tests run beside the system tests (below).
await run("unit and route tests", "npx", ["vitest", "run", "--config", "vitest.workspace.ts", "--project", "server"], {
  gate: false,
  limit: 1200,
});
// The fresh-clone check (scripts/fresh-start-check.mjs), when .ci/run asks for it (FRESH_START_REPORT:
// its report, whose variants count as gates in scripts/summary.mjs, so this step does not): a
// self-hoster's first `npm start` on a new clone. Half of it waits on npm install's disk and network.
const fresh = process.env.FRESH_START_REPORT
  ? { name: "fresh-clone check", cmd: process.execPath, args: ["scripts/fresh-start-check.mjs", "--report", process.env.FRESH_START_REPORT], gate: false }
  : null;
if (process.env.DATABASE_URL) {
  // The route tests ran on PostgreSQL; the files that test what the embedded engine does differently
  // (its process, protocol server, files and concurrency: scripts/engine-lanes.mjs) run once more on the
  // embedded default (in memory). The fresh-clone check
  // runs beside them: 146 s for both against 106 + 72 s one after the other. Not beside the system
  // tests: its installs' disk writes slowed their kill -9 and burst files by 70-80 % even at nice 19.
  const saved = env.DATABASE_URL;
  const required = env.REQUIRE_POSTGRES;
  delete env.DATABASE_URL;
  delete env.REQUIRE_POSTGRES;
  const embedded = {
    name: "route tests on the embedded database",
    cmd: "npx",
    args: [
      "vitest",
      "run",
      "--config",
      "vitest.workspace.ts",
      "--project",
      "server",
      "--outputFile.json=.reports/vitest-embedded.json",
      ...embeddedLaneTests(),
    ],
    gate: false,
  };
  if (fresh) {
    await runTogether([[embedded], [fresh]], 900, "embedded route tests and fresh clone (wall)");
  } else {
    await run(embedded.name, embedded.cmd, embedded.args, { gate: false, limit: 900 });
  }
  env.DATABASE_URL = saved;
  if (required !== undefined) env.REQUIRE_POSTGRES = required;
} else if (fresh) {
  await run(fresh.name, fresh.cmd, fresh.args, { gate: false, limit: 720 });
}
// The system tests, once per run: kill -9 under write load (embedded), PostgreSQL stopped and frozen
// (a server of their own; they fail, never skip, without its binaries). They wait on processes a
// third of their time (CPU 67-69 % busy alone), so the client's component tests run beside them at
// the lowest priority (nice 19), on what the system tests leave idle: nothing crowds the system tests'
// timings (each file took the same, within 0.5 s, alone and beside them: 152 s either way), and the
// unit and route step no longer waits for the client's 36-40 s.
await runTogether(
  [
    [
      {
        name: "system tests",
        cmd: "npx",
        args: ["vitest", "run", "--config", "vitest.workspace.ts", "--project", "system", "--outputFile.json=.reports/vitest-system.json"],
        gate: false,
      },
    ],
    [
      {
        name: "client tests (nice 19)",
        cmd: "nice",
        args: ["-n", "19", "npx", "vitest", "run", "--config", "vitest.workspace.ts", "--project", "client", "--outputFile.json=.reports/vitest-client.json"],
        gate: false,
      },
    ],
  ],
  900,
  "system and client tests (wall)",
);
if (built) await run("end-to-end tests", "npx", ["playwright", "test"], { gate: false, limit: 1800 });
// My Games with 2,000 games in Chromium: the first render's and the search box's long tasks, and the
// windowed list (scripts/check-my-games.mjs); alone, so no other step's load is in its timings.
if (built) await run("My Games speed check", process.execPath, ["scripts/check-my-games.mjs"], { limit: 300 });

fs.writeFileSync(".reports/steps.json", JSON.stringify(steps, null, 2));
const r = spawnSync(process.execPath, ["scripts/summary.mjs"], { stdio: "inherit" });
process.exit(r.status ?? 1);
