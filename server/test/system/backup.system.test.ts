// `npm run backup` and `npm run restore` (server/src/db/backup/cli.ts, run as those scripts run it)
// around the built server (server/dist, built first, started as `npm start` starts it). A backup taken
// while a player keeps writing holds one moment of the database (its journal count between the writes
// acknowledged before and after it) and costs the writer no error; a backup restored into a fresh
// embedded DATA_DIR and into an empty PostgreSQL database holds every table exactly as the source did,
// and servers started on them take the old session cookie, API token and cover file; a truncated or
// changed file, and a target that holds data, are refused in one line with exit 1, leaving no database
// behind. PostgreSQL's server of DATABASE_URL when set (as in CI), otherwise a throwaway one.
import { tableDigests } from "../table-digests.ts";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiTokenCreatedDto, ImportRunDto, LibraryGameDto, LibraryGameSummary, ReviewDto } from "@savepoint/common";
import { serverProcess } from "../../../scripts/server-launch.mjs";
import type { BackupManifest } from "../../src/db/backup/format.ts";
import { startEmbedded } from "../../src/db/embedded.ts";
import { userInput } from "../builders.ts";
import { hold } from "./load.ts";
import { freshDatabase } from "./postgres.ts";
import { callApi, copyPreparedDataDir, sessionOf, type ServerProcess } from "./server-process.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;
const BUILT = join(ROOT, "server", "dist", "index.js");
const CLI = ["--liftoff-only", "--import", "tsx", "server/src/db/backup/cli.ts"];
const COVER = "covers/test-cover.png";
const COVER_BYTES = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));

const cleanups: (() => Promise<unknown> | void)[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(name: string): string {
  const d = mkdtempSync(join(tmpdir(), `sp-backup-${name}-`));
  cleanups.push(() => rmSync(d, { recursive: true, force: true }));
  return d;
}

/** The built server as `npm start` runs it (scripts/server-launch.mjs), on `env` over the test's own. */
function startBuilt(env: Record<string, string>): ServerProcess & { stop: () => Promise<number | null> } {
  const launch = serverProcess({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    SKIP_CATALOG: "true",
    LOG_LEVEL: "info",
    LOG_FORMAT: "json",
    BCRYPT_COST: "4",
    AUTH_RATE_LIMIT: "1000",
    ...env,
  });
  const child = spawn(process.execPath, launch.args, { cwd: ROOT, env: launch.env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const read = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
  listening.catch(() => undefined);
  const stop = () => (child.kill("SIGTERM"), exited);
  return { child, output: () => out, listening, stop };
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- …` (what scripts/ensure-run.mjs runs) on `env` over the test's own. */
function cli(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const run: CliRun = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (b: Buffer) => (run.stdout += b.toString()));
  child.stderr.on("data", (b: Buffer) => (run.stderr += b.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ ...run, code })));
}
const embedded = (dataDir: string) => ({ DATABASE_URL: "", DATA_DIR: dataDir });

/** The manifest: the last line of the gunzipped file. */
function manifestOf(file: string): BackupManifest {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  const [tag, manifest] = JSON.parse(lines.at(-1)!) as [string, BackupManifest];
  expect(tag).toBe("manifest");
  return manifest;
}

/** The same of a DATA_DIR's embedded database while no server runs on it. */
async function embeddedDigests(dataDir: string): Promise<Record<string, string>> {
  const db = await startEmbedded(join(dataDir, "db"));
  try {
    return await tableDigests(db.url);
  } finally {
    await db.stop();
  }
}

/** A refusal: exit 1, one line on stderr matching `reason`, nothing on stdout. */
function expectRefused(run: CliRun, reason: RegExp): void {
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe("");
  const lines = run.stderr.split("\n").filter((l) => l.trim());
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
}
const databaseEntries = (dataDir: string) => readdirSync(dataDir).filter((f) => f.startsWith("db"));

/**
 * Restores of a truncated copy of `file` (its first half) and of a changed one (one character of a row)
 * into fresh DATA_DIRs, side by side: started once the first backup exists, checked by the last test.
 */
async function restoreDamaged(file: string) {
  const folder = tempDir("damaged");
  const bytes = readFileSync(file);
  const truncated = join(folder, "truncated.savepoint-backup");
  writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
  // Still valid JSON and the same rows: only the checksum tells.
  const lines = gunzipSync(bytes).toString("utf8").split("\n");
  const row = lines.findIndex((l) => l.startsWith("{") && l.includes('"Outer Wilds"'));
  if (row > 0) lines[row] = lines[row]!.replace('"Outer Wilds"', '"Outer Wilde"');
  const changed = join(folder, "changed.savepoint-backup");
  writeFileSync(changed, gzipSync(lines.join("\n")));
  const targets = [tempDir("target"), tempDir("target")];
  const [cut, tampered] = await Promise.all([cli(embedded(targets[0]!), "restore", truncated), cli(embedded(targets[1]!), "restore", changed)]);
  return { cut, tampered, targets, row };
}

let source: ReturnType<typeof startBuilt>;
let base: string;
let sourceDir: string;
let database: ReturnType<typeof freshDatabase>;
const ada = userInput({ firstName: "Ada" });
let adaSession: string;
let apiToken: string;

beforeAll(async () => {
  // server/dist as `npm run build -w server` makes it (esbuild, under a second): never a stale build.
  const built = spawnSync(process.execPath, ["build.mjs"], { cwd: join(ROOT, "server"), encoding: "utf8" });
  if (built.status !== 0 || !existsSync(BUILT)) throw new Error(`building server/dist failed:\n${built.stdout}${built.stderr}`);
  database = freshDatabase("sp_backup");
  cleanups.push(async () => (await database).drop());
  sourceDir = copyPreparedDataDir(tempDir("source"));
  mkdirSync(join(sourceDir, "covers"));
  writeFileSync(join(sourceDir, COVER), COVER_BYTES);
  source = startBuilt(embedded(sourceDir));
  base = await source.listening;

  const register = async (input: ReturnType<typeof userInput>) => {
    const r = await callApi(base, "/api/auth/register", { method: "POST", body: input });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return sessionOf(r.cookie);
  };
  const [bob, eve] = [userInput({ firstName: "Bob" }), userInput({ firstName: "Eve" })];
  await register(ada);
  const bobSession = await register(bob);
  await register(eve);
  const login = await callApi(base, "/api/auth/login", { method: "POST", body: { email: ada.email, password: ada.password } });
  expect(login.status).toBe(200);
  adaSession = sessionOf(login.cookie);
  const as = (token: string, method: string, path: string, body?: unknown, status = 200) =>
    callApi(base, path, { token, method, body }).then((r) => {
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(status);
      return r.body;
    });

  const game = (await as(adaSession, "POST", "/api/games", { title: "Outer Wilds", platform: "PC", status: "COMPLETED" }, 201)) as LibraryGameDto;
  await as(adaSession, "POST", "/api/games", { title: "Celeste", platform: "Switch" }, 201);
  const review = (await as(adaSession, "POST", `/api/reviews/game/${game.id}`, { rating: 9, comment: "A universe in a pocket watch." }, 201)) as ReviewDto;
  await as(bobSession, "POST", `/api/reviews/${review.id}/like`);
  await as(bobSession, "POST", `/api/users/${ada.username}/follow`);
  await as(adaSession, "POST", `/api/users/${eve.username}/block`);
  await as(adaSession, "POST", "/api/journal", { gameId: game.id, content: "Finished the Eye.", date: "2026-01-15", tags: ["ending"] }, 201);
  apiToken = ((await as(adaSession, "POST", "/api/account/tokens", { name: "Backup check", scope: "read" }, 201)) as ApiTokenCreatedDto).token;
  const csv = "title,platform,status,rating\nHades,PC,played,4\nInside,PC,played,5\n";
  const run = (await as(adaSession, "POST", "/api/data/import/preview", { source: "backloggd", content: csv }, 201)) as ImportRunDto;
  await as(adaSession, "POST", `/api/data/import/runs/${run.id}/apply`, undefined, 202);
  await vi.waitFor(async () => expect(((await as(adaSession, "GET", `/api/data/import/runs/${run.id}`)) as ImportRunDto).state).toBe("applied"), {
    timeout: 20_000,
    interval: 100,
  });
}, 60_000);

let damaged: ReturnType<typeof restoreDamaged>;
let fullBackup: string;
let restoredDir: string;
let pgDir: string;
let pgUrl: string;

describe("backup and restore of a whole instance, by the commands", () => {
  it("a backup of the running server under a writer holds one moment, and the writer sees no error", async () => {
    // The source's journal entries before the writer starts, through the socket the server names.
    const socketUrl = readFileSync(join(sourceDir, "db", "socket.url"), "utf8").trim();
    const client = new pg.Client({ connectionString: socketUrl });
    await client.connect();
    const before = (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries")).rows[0]!.n;
    await client.end();

    const writer = { acked: 0, inFlight: 0, failures: [] as string[], running: true };
    const writing = (async () => {
      for (let i = 1; writer.running; i++) {
        writer.inFlight = 1;
        try {
          const r = await callApi(base, "/api/journal", {
            token: adaSession,
            method: "POST",
            body: { content: `Written during a backup, ${i}`, date: "2026-02-01" },
          });
          if (r.status === 201) writer.acked += 1;
          else writer.failures.push(`${r.status} ${JSON.stringify(r.body)}`);
        } catch (err) {
          writer.failures.push(String(err));
        }
        writer.inFlight = 0;
        await hold(10); // load shaping: a steady writer, not a flood
      }
    })();
    await vi.waitFor(() => expect(writer.acked).toBeGreaterThanOrEqual(5), { timeout: 10_000 });

    const out = tempDir("out");
    const ackedBefore = writer.acked;
    const run = await cli(embedded(sourceDir), "backup", out);
    const [ackedAfter, pending] = [writer.acked, writer.inFlight];
    writer.running = false;
    await writing;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Backed up .* \(embedded database, schema \d+_\w+\) to .*\.savepoint-backup: /);
    expect(writer.failures, "the writer's failed requests").toEqual([]);
    expect(ackedAfter, "writes acknowledged while the backup ran").toBeGreaterThan(ackedBefore);

    // A folder gets one dated file.
    const files = readdirSync(out);
    expect(files).toEqual([expect.stringMatching(/^savepoint-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.savepoint-backup$/)]);
    const manifest = manifestOf(join(out, files[0]!));
    damaged = restoreDamaged(join(out, files[0]!));
    damaged.catch(() => undefined); // awaited by the last test
    console.log(
      `journal entries: ${before} + ${ackedBefore} acknowledged before the backup, ${manifest.tables.journal_entries} in it, ${before} + ${ackedAfter} after`,
    );
    // Every write acknowledged before it started is in it; none beyond those acknowledged by its end
    // (and the one then in flight, which may have committed before the snapshot).
    expect(manifest.tables.journal_entries).toBeGreaterThanOrEqual(before + ackedBefore);
    expect(manifest.tables.journal_entries).toBeLessThanOrEqual(before + ackedAfter + pending);
    expect(manifest).toMatchObject({ engine: "embedded", files: 1 });
    expect(manifest.tables).toMatchObject({ users: 3, reviews: 1, review_likes: 1, follows: 1, blocks: 1, api_tokens: 1, import_runs: 1 });
    expect(manifest.tables.library_games).toBe(4);
  });

  it("restored into a fresh DATA_DIR and into an empty PostgreSQL database: every table as the source's", async () => {
    expect(await source.stop(), source.output()).toBe(0);
    // The equality is checked on a backup of the stopped source (its database opened by the command).
    fullBackup = join(tempDir("full"), "full.savepoint-backup");
    const backedUp = await cli(embedded(sourceDir), "backup", fullBackup);
    expect(backedUp.code, backedUp.stderr).toBe(0);

    restoredDir = tempDir("restored");
    pgDir = tempDir("pg-data");
    pgUrl = (await database).url;
    const [intoEmbedded, intoPostgres, expected] = await Promise.all([
      cli(embedded(restoredDir), "restore", fullBackup),
      cli({ DATABASE_URL: pgUrl, DATA_DIR: pgDir }, "restore", fullBackup),
      embeddedDigests(sourceDir),
    ]);
    expect(intoEmbedded.code, intoEmbedded.stderr).toBe(0);
    expect(intoEmbedded.stdout).toContain(`into the embedded database in ${restoredDir}`);
    expect(intoPostgres.code, intoPostgres.stderr).toBe(0);
    expect(intoPostgres.stdout).toContain("into the PostgreSQL database of DATABASE_URL");

    expect(Object.keys(expected).length).toBeGreaterThan(30);
    expect(expected.journal_entries).not.toMatch(/^0 rows/);
    expect(await embeddedDigests(restoredDir), "the restored embedded database").toEqual(expected);
    expect(await tableDigests(pgUrl), "the restored PostgreSQL database").toEqual(expected);
  });

  it("servers on the restored instances take the old session cookie and API token, and have the cover file", async () => {
    const servers = [startBuilt(embedded(restoredDir)), startBuilt({ DATABASE_URL: pgUrl, DATA_DIR: pgDir })];
    try {
      for (const [server, dataDir] of [
        [servers[0]!, restoredDir],
        [servers[1]!, pgDir],
      ] as const) {
        const url = await server.listening;
        const me = await callApi(url, "/api/auth/me", { headers: { cookie: `sp_session=${adaSession}` } });
        expect(me.status, server.output()).toBe(200);
        expect(me.body).toMatchObject({ username: ada.username });
        const byToken = await callApi(url, "/api/auth/me", { token: apiToken });
        expect(byToken.status).toBe(200);
        expect(byToken.body).toMatchObject({ username: ada.username });
        // It goes on from there: a new game, listed with the restored ones.
        expect((await callApi(url, "/api/games", { token: adaSession, method: "POST", body: { title: "Tunic", platform: "PC" } })).status).toBe(201);
        const games = (await callApi(url, "/api/games", { token: apiToken })).body as LibraryGameSummary[];
        expect(games.map((g) => g.title).sort()).toEqual(["Celeste", "Hades", "Inside", "Outer Wilds", "Tunic"]);
        expect(readFileSync(join(dataDir, COVER)).equals(COVER_BYTES)).toBe(true);
      }
    } finally {
      expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);
    }
  });

  it("a truncated or changed file, and a target that holds data, are refused in one line with exit 1", async () => {
    const { cut, tampered, targets, row } = await damaged;
    expect(row, "a row to change").toBeGreaterThan(0);
    expectRefused(cut, /truncated/);
    expectRefused(tampered, /changed/);
    for (const target of targets) {
      expect(existsSync(join(target, "db", "pglite", "PG_VERSION"))).toBe(false);
      expect(databaseEntries(target), "what the refused restore left in DATA_DIR").toEqual([]);
    }
    // Without --force, a target that holds a database is refused and left as it was.
    const [intoRestored, intoPostgres] = await Promise.all([
      cli(embedded(restoredDir), "restore", fullBackup),
      cli({ DATABASE_URL: pgUrl, DATA_DIR: pgDir }, "restore", fullBackup),
    ]);
    expectRefused(intoRestored, /not empty.*holds a Savepoint database.*--force/);
    expectRefused(intoPostgres, /not empty.*--force/);
    expect(existsSync(join(restoredDir, "db", "pglite", "PG_VERSION"))).toBe(true);
    expect((await tableDigests(pgUrl)).users).toMatch(/^3 rows/);
  });
});
