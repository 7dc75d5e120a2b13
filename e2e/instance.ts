// A Savepoint server of the suite's own: the production build started as `npm start` starts it
// (scripts/server-launch.mjs), on the embedded database in a data directory of its own, with its clock
// starting at a given instant. The global setup prepares one data directory (the database created,
// migrated and the catalog loaded: the slow part of a first start); every worker copies it and starts
// its own server on it, so workers share nothing and journeys never depend on the order they run in.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { serverProcess } from "../scripts/server-launch.mjs";

const ROOT = new URL("..", import.meta.url).pathname;

/** The settings every suite server runs with, on top of the host's environment. */
function settings(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: "127.0.0.1",
    DATABASE_URL: "", // the embedded database, even where the host points DATABASE_URL at a PostgreSQL
    NODE_ENV: "production",
    SKIP_CATALOG: "false",
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    // Every sign-up comes from 127.0.0.1: the per-address limit would stop the suite, not an attacker.
    AUTH_RATE_LIMIT: "1000",
    // Password hashing at bcrypt's lowest cost: at 12, each sign-up cost this box ~0.4 s of CPU, and a
    // journey signs up one to four accounts. What a hash costs is the server tests' business.
    BCRYPT_COST: "4",
    // No test gets admin rights from its address: admins are made by the instance's owner (fixtures.ts).
    ADMIN_EMAILS: "",
    ...extra,
  };
}

/** Standard error's last lines, for the message when a server does not start or stops by itself. */
function tail(child: ChildProcess, log: (line: string) => void, lines = 40): () => string {
  const kept: string[] = [];
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    for (const line of chunk.split("\n").filter(Boolean)) {
      kept.push(line);
      log(line);
    }
    kept.splice(0, Math.max(0, kept.length - lines));
  });
  return () => kept.join("\n");
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Creates the embedded database in `dataDir`, migrates it and loads the catalog, then returns (the
 * server's prepare-only first start). The clock starts at `clockStart`, before any suite server's.
 */
export async function prepareDataDir(dataDir: string, clockStart: Date): Promise<void> {
  const { args, env } = serverProcess(settings({ DATA_DIR: dataDir, SAVEPOINT_PREPARE_ONLY: "1", SAVEPOINT_CLOCK_START: clockStart.toISOString() }));
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
  const stderr = tail(child, () => undefined);
  const code = await exited(child);
  if (code !== 0) throw new Error(`preparing the e2e data directory failed (exit ${code}):\n${stderr()}`);
}

export interface Instance {
  baseURL: string;
  /**
   * When (performance.now() of this process) the server process was spawned, and when its first output
   * came: its process (and its clock) started in between.
   */
  spawnedAt: number;
  startedBy: number;
  stop(): Promise<void>;
}

const LISTENING = /listening on (http:\/\/[\w.:[\]]+)/;
const INDEX_READY = /"msg":"catalog: search index ready"/;

/**
 * The address the server listens on, once it is ready: its "listening on http://…" line (it answers
 * requests from then on) and its "search index ready" line (the catalog's search index, built in the
 * background, so the first search waits for nothing). Read from its JSON log lines (info level), which
 * all go to `log` until then, and only the warnings and errors after; rejects if the server stops
 * first or takes longer than `timeoutMs`.
 */
function whenReady(child: ChildProcess, log: (line: string) => void, stderr: () => string, timeoutMs: number): Promise<{ url: string; firstOutputAt: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the e2e server was not ready within ${timeoutMs / 1000} s:\n${stderr()}`)), timeoutMs);
    const stopped = (code: number | null) => reject(new Error(`the e2e server stopped while starting (exit ${code}):\n${stderr()}`));
    child.once("exit", stopped);
    let buffered = "";
    let firstOutputAt: number | undefined;
    let url: string | undefined;
    let indexed = false;
    let ready = false;
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      firstOutputAt ??= performance.now();
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (ready) {
          if (Number(/"level":(\d+)/.exec(line)?.[1] ?? 40) >= 40) log(line); // the request log is dropped
          continue;
        }
        log(line);
        url ??= LISTENING.exec(line)?.[1];
        indexed ||= INDEX_READY.test(line);
        if (url && indexed) {
          ready = true;
          clearTimeout(timer);
          child.off("exit", stopped);
          resolve({ url, firstOutputAt: firstOutputAt ?? performance.now() });
        }
      }
    });
  });
}

/**
 * Copies the prepared `templateDir` and starts a server on the copy, on a port it picks, its clock
 * starting at `clockStart` when its process starts; resolves once it is ready. Its log (start-up, then
 * warnings and errors) goes to `logFile`.
 */
export async function startInstance(opts: { templateDir: string; clockStart: Date; name: string; logFile: string }): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `savepoint-e2e-${opts.name}-`));
  cpSync(opts.templateDir, dataDir, { recursive: true });
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = (line: string) => appendFileSync(opts.logFile, `${line}\n`);
  // PORT=0: the server takes a free port and names it in its "listening on" line (info level).
  const { args, env } = serverProcess(settings({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "info", SAVEPOINT_CLOCK_START: opts.clockStart.toISOString() }));
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const stderr = tail(child, log);
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill); // a worker that dies takes its server with it
  let baseURL: string;
  let startedBy: number;
  try {
    ({ url: baseURL, firstOutputAt: startedBy } = await whenReady(child, log, stderr, 90_000));
  } catch (err) {
    process.off("exit", kill);
    child.kill("SIGKILL");
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const stop = async () => {
    process.off("exit", kill);
    const done = exited(child);
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    const code = await done;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`the e2e server on ${baseURL} ended with exit ${code}; its log: ${opts.logFile}\n${stderr()}`);
  };
  return { baseURL, spawnedAt, startedBy, stop };
}
