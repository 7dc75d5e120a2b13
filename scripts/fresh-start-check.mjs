// Fresh-clone check: `npm start` on a new clone must install, build and serve however the host sets
// NODE_ENV and npm's omit/production options. Each variant clones this checkout (with the working
// tree's uncommitted changes laid over it) into a temporary folder, runs `npm start` there on a free
// port and a temporary DATA_DIR on the embedded database, waits for /api/health to answer 200 and for
// / to serve the app, then stops it. Bounded in time; the clone is removed afterwards.
//
//   node scripts/fresh-start-check.mjs [--report .reports/fresh-start.json]
//
// Exits non-zero when any variant fails; --report writes [{ name, ok, secs }] for scripts/summary.mjs.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/**
 * One run with every setting a host uses to ask for a production install at once: each of them must
 * leave `npm start` working (the install and build steps run without them, scripts/ensure.mjs's
 * toolEnv, unit-tested in scripts/ensure.test.ts), so one run covers them all. Two runs, one per
 * setting, cost CI 89 s side by side on 2 cores for no more coverage.
 */
const VARIANTS = [
  {
    name: "NODE_ENV=production npm_config_omit=dev npm_config_production=true npm start",
    env: { NODE_ENV: "production", npm_config_omit: "dev", npm_config_production: "true" },
  },
];
/** Install, build, migrate and the first catalog load must be done and answering within this. */
const HEALTH_TIMEOUT_MS = 400_000;
const STOP_TIMEOUT_MS = 15_000;

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const reportFile = opt("--report");
const root = resolve(dirname(new URL(import.meta.url).pathname), "..");

/** The environment a self-hoster's shell would give `npm start`: nothing inherited from a test run or npm script. */
function baseEnv() {
  const env = { ...process.env };
  for (const k of Object.keys(env)) {
    if (/^npm_(lifecycle|package|command)|^npm_config_(omit|production|include|only)$/i.test(k)) delete env[k];
  }
  for (const k of ["NODE_ENV", "DATABASE_URL", "REQUIRE_POSTGRES", "JWT_SECRET", "SKIP_CATALOG", "LOG_FORMAT", "LOG_LEVEL", "HOST", "PORT", "DATA_DIR"]) {
    delete env[k];
  }
  return env;
}

function git(cwd, gitArgs, input) {
  const r = spawnSync("git", gitArgs, { cwd, input, maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ${gitArgs.join(" ")} failed: ${r.stderr?.toString().trim()}`);
  return r.stdout;
}

/** Clones HEAD, then lays the working tree's tracked changes and untracked (not ignored) files over it. */
function cloneCheckout(dest) {
  git(root, ["clone", "--quiet", "--no-checkout", root, dest]);
  git(dest, ["checkout", "--quiet", git(root, ["rev-parse", "HEAD"]).toString().trim()]);
  const diff = git(root, ["diff", "--binary", "HEAD"]);
  if (diff.length) git(dest, ["apply", "--binary", "--whitespace=nowarn", "-"], diff);
  const untracked = git(root, ["ls-files", "--others", "--exclude-standard", "-z"]).toString().split("\0").filter(Boolean);
  for (const f of untracked) {
    mkdirSync(dirname(join(dest, f)), { recursive: true });
    copyFileSync(join(root, f), join(dest, f));
  }
  return { changed: diff.length > 0, untracked: untracked.length };
}

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

async function get(url) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: r.status, type: r.headers.get("content-type") ?? "", body: await r.text() };
  } catch (err) {
    const cause = err?.cause?.code ?? err?.cause?.message ?? "";
    return { status: 0, type: "", body: "", error: `${err?.name ?? "Error"}: ${err?.message ?? err}${cause ? ` (${cause})` : ""}` };
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Stops the whole process group (npm, the start script, the server): SIGTERM, then SIGKILL. */
async function stop(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  const gone = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!gone) signal("SIGKILL");
  await exited;
}

async function runVariant(variant) {
  const dir = mkdtempSync(join(tmpdir(), "sp-fresh-"));
  const app = join(dir, "app");
  const logFile = join(dir, "start.log");
  const t0 = Date.now();
  const secs = () => Number(((Date.now() - t0) / 1000).toFixed(1));
  let child;
  try {
    const overlay = cloneCheckout(app);
    const port = await freePort();
    const env = { ...baseEnv(), ...variant.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(dir, "data") };
    console.log(`▶ ${variant.name}: cloned to ${app}${overlay.changed || overlay.untracked ? " (with the working tree's changes)" : ""}; port ${port}`);
    const log = createWriteStream(logFile);
    child = spawn("npm", ["start"], { cwd: app, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const exited = new Promise((r) => child.once("exit", (code, signal) => r({ code, signal })));
    let outcome;
    exited.then((e) => (outcome ??= { ok: false, why: `npm start exited (${e.signal ?? `exit ${e.code}`}) before /api/health answered` }));
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (!outcome) {
      if (Date.now() > deadline) {
        outcome = { ok: false, why: `/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s` };
        break;
      }
      const health = await get(`http://127.0.0.1:${port}/api/health`);
      if (health.status === 200) {
        // A request that fails without an answer (status 0: reset, timed out) is tried again, up to
        // three times, and said; an answer that is not the app fails at once.
        const failures = [];
        let page = await get(`http://127.0.0.1:${port}/`);
        while (page.status === 0 && failures.length < 2) {
          failures.push(page.error);
          await sleep(1_000);
          page = await get(`http://127.0.0.1:${port}/`);
        }
        const servesApp = page.status === 200 && page.type.includes("text/html") && /<script[^>]+src=/.test(page.body);
        const retried = failures.length ? ` (after ${failures.length} failed request(s): ${failures.join("; ")})` : "";
        outcome = servesApp
          ? { ok: true, why: `/api/health 200 and / serves the app after ${secs()} s${retried}` }
          : { ok: false, why: `/api/health answered, but / gave ${page.status} ${page.type}${page.error ? ` ${page.error}` : ""}${retried}` };
        break;
      }
      await sleep(1_000);
    }
    const upAfter = secs();
    await stop(child, exited);
    running.delete(child);
    await new Promise((r) => log.end(r));
    const text = readFileSync(logFile, "utf8");
    const ready = /Ready to start after ([\d.]+)s/.exec(text)?.[1];
    const result = { name: variant.name, ok: outcome.ok, secs: upAfter, installAndBuildSecs: ready ? Number(ready) : null };
    console.log(`${outcome.ok ? "✔" : "✖"} ${variant.name}: ${outcome.why}${ready ? ` (install and build ${ready} s)` : ""}`);
    if (!outcome.ok) console.log(`--- last lines of its output ---\n${text.split("\n").slice(-40).join("\n")}\n---`);
    return result;
  } catch (err) {
    if (child) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
    console.log(`✖ ${variant.name}: ${err instanceof Error ? err.message : String(err)}`);
    return { name: variant.name, ok: false, secs: secs(), installAndBuildSecs: null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The npm starts under test, so a signal to this script (e.g. from `timeout`) stops them too. */
const running = new Set();
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
    process.exit(1);
  });
}

const results = await Promise.all(VARIANTS.map(runVariant));
if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    JSON.stringify(
      results.map((r) => ({ ...r, name: `fresh clone: ${r.name}` })),
      null,
      2,
    ),
  );
}
const failed = results.filter((r) => !r.ok).length;
console.log(`fresh-start check: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed || results.length === 0 ? 1 : 0);
