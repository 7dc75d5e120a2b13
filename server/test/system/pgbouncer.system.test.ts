// Two server processes behind a real PgBouncer in transaction mode (Debian's, from /usr/sbin/pgbouncer:
// .ci/run installs it; the test fails, never skips, without it), as the README's "Scaling out" deploys
// them: DATABASE_URL through PgBouncer with `pgbouncer=true`, DATABASE_LISTEN_URL straight to
// PostgreSQL. PgBouncer's defaults refuse a connection that sends `options` or a server-side timeout:
// the processes connect with what it passes on, keep writing time in UTC, see each other's writes and
// honour a sign-out made on the other at once. PostgreSQL: the server of DATABASE_URL when set (as in
// CI), otherwise a throwaway one.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { freePort, freshDatabase } from "./postgres.ts";
import { callApi, sessionOf, spawnServer, type ServerProcess } from "./server-process.ts";

const PGBOUNCER = "/usr/sbin/pgbouncer";
const cleanups: (() => unknown)[] = [];
let servers: ServerProcess[] = [];
let bases: string[] = [];
let pooledUrl = "";

/** PgBouncer in transaction mode on `port` in front of the server of `direct`, its files in a folder of its own. */
async function startPgBouncer(direct: URL): Promise<number> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "sp-pgbouncer-"));
  writeFileSync(join(dir, "users.txt"), `"${decodeURIComponent(direct.username)}" ""\n`);
  writeFileSync(
    join(dir, "pgbouncer.ini"),
    `[databases]
* = host=${direct.hostname} port=${direct.port}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
pool_mode = transaction
default_pool_size = 8
max_client_conn = 100
`,
  );
  // PgBouncer will not run as root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    for (const f of ["", "users.txt", "pgbouncer.ini"]) chownSync(join(dir, f), uid, gid);
  }
  const [cmd, args] = asRoot ? ["runuser", ["-u", "postgres", "--", PGBOUNCER, join(dir, "pgbouncer.ini")]] : [PGBOUNCER, [join(dir, "pgbouncer.ini")]];
  // A group of its own: runuser's child is stopped with it.
  const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr.on("data", (b: Buffer) => (out += b.toString()));
  cleanups.push(() => {
    process.kill(-child.pid!, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  await vi.waitFor(() => expect(out).toContain(`listening on 127.0.0.1:${port}`), { timeout: 15_000, interval: 100 });
  return port;
}

beforeAll(async () => {
  if (!existsSync(PGBOUNCER)) throw new Error(`${PGBOUNCER} is missing: apt-get install pgbouncer (.ci/run installs it)`);
  const database = await freshDatabase("sp_bouncer");
  cleanups.push(() => database.drop());
  const direct = new URL(database.url);
  const port = await startPgBouncer(direct);
  const pooled = new URL(database.url);
  pooled.port = String(port);
  pooled.searchParams.set("pgbouncer", "true");
  pooledUrl = pooled.toString();
  servers = [0, 1].map(() => {
    const dataDir = mkdtempSync(join(tmpdir(), "sp-bouncer-"));
    const s = spawnServer({ DATABASE_URL: pooledUrl, DATABASE_LISTEN_URL: database.url, DATA_DIR: dataDir, BCRYPT_COST: "4", AUTH_RATE_LIMIT: "1000" });
    cleanups.push(() => {
      s.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    });
    return s;
  });
  bases = await Promise.all(servers.map((s) => s.listening));
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("two processes behind PgBouncer in transaction mode", () => {
  it("connect through it with what it passes on, and every session writes time in UTC", async () => {
    const db = await openDatabase({ databaseUrl: pooledUrl, listenUrl: undefined, dataDir: undefined });
    try {
      const [row] = await db.prisma.$queryRaw<{ zone: string; offset: string }[]>`
        SELECT current_setting('TimeZone') AS "zone", to_char(now(), 'OF') AS "offset"`;
      expect(row).toEqual({ zone: "UTC", offset: "+00" });
    } finally {
      await db.close();
    }
  });

  it("see each other's writes, and honour a sign-out everywhere made on the other at once", async () => {
    const [a, b] = bases as [string, string];
    const registered = await callApi(a, "/api/auth/register", {
      method: "POST",
      body: { firstName: "Pia", lastName: "Bouncer", username: "pia_bouncer", email: "pia@example.test", password: "secret123", confirmPassword: "secret123" },
    });
    expect(registered.status).toBe(201);
    const token = sessionOf(registered.cookie);
    expect((await callApi(b, "/api/auth/me", { token })).status).toBe(200);
    const added = await callApi(b, "/api/games", { method: "POST", token, body: { title: "Celeste", platform: "PC" } });
    expect(added.status).toBe(201);
    const listed = await callApi(a, "/api/games", { token });
    expect((listed.body as { title: string }[]).map((g) => g.title)).toEqual(["Celeste"]);
    // A second session, known to the other process; signed out everywhere through the first: refused at once.
    const login = await callApi(b, "/api/auth/login", { method: "POST", body: { email: "pia@example.test", password: "secret123" } });
    expect(login.status).toBe(200);
    const other = sessionOf(login.cookie);
    expect((await callApi(b, "/api/auth/me", { token: other })).status).toBe(200);
    expect((await callApi(a, "/api/account/sessions", { method: "DELETE", token })).status).toBe(200);
    expect((await callApi(b, "/api/auth/me", { token: other })).status).toBe(401);
    expect((await callApi(a, "/api/auth/me", { token: other })).status).toBe(401);
    expect((await callApi(b, "/api/auth/me", { token })).status).toBe(200);
    // Nothing went wrong in either process.
    for (const s of servers) expect(s.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
