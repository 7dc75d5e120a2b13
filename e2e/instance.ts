// A Savepoint server of the suite's own: the production build started as `npm start` starts it
// (scripts/server-launch.mjs), on the embedded database in a data directory of its own, with its clock
// starting at a given instant. The global setup prepares one data directory (the database created,
// migrated and the catalog loaded: the slow part of a first start), then starts one server per worker
// slot on a copy of it (global-setup.ts); workers running at the same time share nothing, and journeys
// never depend on the order they run in.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { request } from "@playwright/test";
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

/** Now, in milliseconds since the epoch, as precise as performance.now() and the same in every process of the run. */
export const preciseNow = (): number => performance.timeOrigin + performance.now();

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
   * When (preciseNow(), ms since the epoch) the server process was spawned, and when its first output
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
      firstOutputAt ??= preciseNow();
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
          resolve({ url, firstOutputAt: firstOutputAt ?? preciseNow() });
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
  const spawnedAt = preciseNow();
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

/** A server of the run, as the global setup hands it to the workers (E2E_SERVERS): JSON all through. */
export interface SuiteServer {
  baseURL: string;
  spawnedAt: number;
  startedBy: number;
  /** The instance's first account, an admin by that rule: no journey's account is ever the first. */
  owner: { email: string; password: string };
}

/**
 * Starts a suite server (startInstance), signs up its owner and warms it: a server reads its whole
 * catalog for recommendations on their first request (12–34 s on this box, more under the suite's
 * load), done here once per server so no journey's timing depends on being the first on its server.
 */
export async function startSuiteServer(opts: Parameters<typeof startInstance>[0]): Promise<{ server: SuiteServer; stop: () => Promise<void> }> {
  const instance = await startInstance(opts);
  const owner = { email: `owner.${opts.name}@example.test`, password: "hunter22" };
  const api = await request.newContext({ baseURL: instance.baseURL, extraHTTPHeaders: { Origin: instance.baseURL } });
  try {
    const res = await api.post("/api/auth/register", {
      data: { firstName: "Olive", lastName: "Owner", username: `owner_${opts.name}`, ...owner, confirmPassword: owner.password, accountColor: "indigo" },
    });
    if (res.status() !== 201) throw new Error(`signing up the owner of ${instance.baseURL}: ${res.status()} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { isAdmin: boolean } };
    if (!user.isAdmin) throw new Error(`the first account of ${instance.baseURL} is not an admin`);
    const warm = await api.get("/api/recommendations", { timeout: 110_000 });
    if (warm.status() !== 200) throw new Error(`warming ${instance.baseURL}: ${warm.status()} ${await warm.text()}`);
  } catch (err) {
    await instance.stop();
    throw err;
  } finally {
    await api.dispose();
  }
  return { server: { baseURL: instance.baseURL, spawnedAt: instance.spawnedAt, startedBy: instance.startedBy, owner }, stop: () => instance.stop() };
}
