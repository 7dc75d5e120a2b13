// Three server processes on one PostgreSQL database behind a real reverse proxy (nginx from Debian's
// packages, started by the test), round-robin with no sticky sessions (issue 29). A player's journey
// where every request may land on another process sees its own writes at once; a sign-out everywhere
// made through one process is honoured by all at once; and a process killed with -9 in the middle of an
// import has its run recovered exactly once by the survivors (leases, ADR 025). Per-process request
// counts (each request's X-Request-Id found in the log of the process that served it) prove the
// spread. PostgreSQL's server of DATABASE_URL when set (as in CI), otherwise a throwaway one; nginx
// from /usr/sbin/nginx (.ci/run installs it): the test fails, never skips, without it.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMPORT_BATCH_GAMES, type ImportRunDto, type LibraryGameDto, type LibraryGameSummary } from "@savepoint/common";
import { userInput } from "../builders.ts";
import { freePort, freshDatabase } from "./postgres.ts";
import { callApi, sessionOf, spawnServer, type ServerProcess } from "./server-process.ts";

const NGINX = "/usr/sbin/nginx";
const PROCESSES = 3;
/** Short leases, so the survivors recover a killed process's import within seconds (JOB_LEASE_SECONDS). */
const LEASE_SECONDS = 2;

const cleanups: (() => Promise<unknown> | void)[] = [];
let servers: ServerProcess[] = [];
let proxy: string;

/** nginx in the foreground on `port`, round-robin over `upstreams`, its files in a folder of its own. */
function startNginx(port: number, upstreams: string[]): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), "sp-nginx-"));
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, d));
  const servers = upstreams.map((u) => `    server ${new URL(u).host};`).join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 16m;
  # Bodies and answers stay in memory: nginx's workers (another user when started as root) never need
  # to write the temporary folders.
  client_body_buffer_size 16m;
  proxy_buffering off;
  upstream savepoint {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://savepoint;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  cleanups.push(() => {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  return child;
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  const database = await freshDatabase("sp_scale");
  cleanups.push(() => database.drop());
  const url = database.url;
  servers = Array.from({ length: PROCESSES }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sp-scale-"));
    // No JWT_SECRET: each data directory generates its own, and the processes share the instance's.
    const s = spawnServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_FORMAT: "json",
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      BCRYPT_COST: "4",
      AUTH_RATE_LIMIT: "1000",
    });
    cleanups.push(() => {
      s.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    });
    return s;
  });
  const bases = await Promise.all(servers.map((s) => s.listening));
  const port = await freePort();
  startNginx(port, bases);
  proxy = `http://127.0.0.1:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${proxy}/api/health`)).status).toBe(200), { timeout: 30_000, interval: 200 });
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let sent = 0;
/** A request through the proxy, its X-Request-Id ours (found later in the log of the process that served it). */
async function call(path: string, opts: Parameters<typeof callApi>[2] = {}) {
  const id = `scale-${String(++sent).padStart(4, "0")}`;
  return { ...(await callApi(proxy, path, { ...opts, headers: { "x-request-id": id } })), id };
}
/** Which process served each request id of ours: its index in `servers`, from their logs. */
function servedBy(ids: string[]): number[] {
  return ids.map((id) => servers.findIndex((s) => s.output().includes(`"id":"${id}"`)));
}

describe("three processes behind nginx, round-robin", () => {
  it("a player's journey sees its own writes at once wherever each request lands, and a sign-out everywhere holds on every process", async () => {
    const input = userInput();
    const signUp = await call("/api/auth/register", { method: "POST", body: input });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const token = sessionOf(signUp.cookie);
    const login = await call("/api/auth/login", { method: "POST", body: { email: input.email, password: input.password } });
    expect(login.status).toBe(200);
    const other = sessionOf(login.cookie);
    const ids: string[] = [signUp.id, login.id];
    const track = async (path: string, opts: Parameters<typeof call>[1] = {}) => {
      const r = await call(path, opts);
      ids.push(r.id);
      return r;
    };

    // Add, read back, edit, read back: each read may land on a process that did not write.
    const added = await track("/api/games", { token, method: "POST", body: { title: "Outer Wilds", platform: "PC", status: "IN_PROGRESS" } });
    expect(added.status).toBe(201);
    const game = added.body as LibraryGameDto;
    for (let i = 0; i < PROCESSES; i++) expect((await track(`/api/games/${game.id}`, { token })).body).toMatchObject({ title: "Outer Wilds", rating: null });
    expect((await track(`/api/games/${game.id}`, { token, method: "PUT", body: { rating: 9, status: "COMPLETED" } })).status).toBe(200);
    for (let i = 0; i < PROCESSES; i++) expect((await track(`/api/games/${game.id}`, { token })).body).toMatchObject({ rating: 9, status: "COMPLETED" });
    for (let i = 0; i < PROCESSES; i++) {
      const list = (await track("/api/games", { token })).body as LibraryGameSummary[];
      expect(list.map((g) => [g.title, g.rating])).toEqual([["Outer Wilds", 9]]);
    }

    // A review, read back from every process.
    const review = await track(`/api/reviews/game/${game.id}`, { token, method: "POST", body: { rating: 9, comment: "A universe in a pocket watch." } });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    for (let i = 0; i < PROCESSES; i++) {
      const mine = (await track("/api/reviews/user", { token })).body as { items?: unknown[] } | unknown[];
      expect(JSON.stringify(mine)).toContain("A universe in a pocket watch.");
    }

    // An import applied in the background by one process, followed through the others until applied.
    const csv = `title,platform,status,rating\n${["Hades", "Celeste", "Inside"].map((t) => `${t},PC,played,4`).join("\n")}\n`;
    const preview = await track("/api/data/import/preview", { token, method: "POST", body: { source: "backloggd", content: csv } });
    expect(preview.status).toBe(201);
    const runId = (preview.body as ImportRunDto).id;
    expect((await track(`/api/data/import/runs/${runId}/apply`, { token, method: "POST" })).status).toBe(202);
    await vi.waitFor(async () => expect(((await track(`/api/data/import/runs/${runId}`, { token })).body as ImportRunDto).state).toBe("applied"), {
      timeout: 30_000,
      interval: 100,
    });
    expect(((await track("/api/games", { token })).body as LibraryGameSummary[]).length).toBe(4);

    // The other session is known to every process (each keeps sessions for a moment), then signed out
    // everywhere through one of them: every process refuses it at once.
    for (let i = 0; i < PROCESSES; i++) expect((await track("/api/auth/me", { token: other })).status).toBe(200);
    expect((await track("/api/account/sessions", { token, method: "DELETE" })).status).toBe(200);
    for (let i = 0; i < PROCESSES * 2; i++) expect((await track("/api/auth/me", { token: other })).status).toBe(401);
    expect((await track("/api/auth/me", { token })).status).toBe(200);

    // Round-robin: every process served a share of the journey.
    // A request's log line is written as its answer finishes: the last ones may still be on their way.
    await vi.waitFor(() => expect(servedBy(ids).filter((i) => i < 0)).toEqual([]));
    const served = servedBy(ids);
    const counts = Array.from({ length: PROCESSES }, (_, p) => served.filter((i) => i === p).length);
    console.log(`requests per process: ${counts.join(", ")} of ${ids.length}`);
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(Math.floor(ids.length / PROCESSES / 2));
  }, 180_000);

  it("a process killed with -9 in the middle of an import: the survivors recover the run exactly once", async () => {
    const input = userInput();
    const token = sessionOf((await call("/api/auth/register", { method: "POST", body: input })).cookie);
    const n = IMPORT_BATCH_GAMES * 40;
    const csv = `title,platform,status,rating\n${Array.from({ length: n }, (_, i) => `Batch Game ${i + 1},PC,played,4`).join("\n")}\n`;
    const runId = ((await call("/api/data/import/preview", { token, method: "POST", body: { source: "backloggd", content: csv } })).body as ImportRunDto).id;
    const apply = await call(`/api/data/import/runs/${runId}/apply`, { token, method: "POST" });
    expect(apply.status).toBe(202);
    // The process that took the apply owns the run: once it has written a batch or two, kill it.
    await vi.waitFor(() => expect(servedBy([apply.id])[0]).toBeGreaterThanOrEqual(0));
    const [owner] = servedBy([apply.id]);
    await vi.waitFor(
      async () => {
        const run = (await call(`/api/data/import/runs/${runId}`, { token })).body as ImportRunDto;
        expect(run.progress.done).toBeGreaterThanOrEqual(IMPORT_BATCH_GAMES);
      },
      { timeout: 60_000, interval: 50 },
    );
    servers[owner!]!.child.kill("SIGKILL");
    const atKill = (await call(`/api/data/import/runs/${runId}`, { token })).body as ImportRunDto;
    expect(atKill.state).toBe("running");
    // The survivors find its lease ended and undo it: the run failed, none of its games left.
    await vi.waitFor(async () => expect(((await call(`/api/data/import/runs/${runId}`, { token })).body as ImportRunDto).state).toBe("failed"), {
      timeout: 60_000,
      interval: 250,
    });
    expect(((await call("/api/games", { token })).body as LibraryGameSummary[]).length).toBe(0);
    const survivors = servers.filter((_, i) => i !== owner);
    const said = survivors.map(
      (s) =>
        s
          .output()
          .split("\n")
          .filter((line) => line.includes("imports whose process stopped were undone")).length,
    );
    expect(said.reduce((a, b) => a + b, 0)).toBe(1);
  }, 180_000);
});
