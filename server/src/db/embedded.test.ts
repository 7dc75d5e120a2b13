import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmptyEmbedded } from "../../test/helpers.ts";
import { EMBEDDED_SETTINGS, socketDirectory, type EmbeddedDatabase } from "./embedded.ts";

/** The TCP ports this process listens on (Linux: its socket inodes matched against /proc/net/tcp{,6}). */
function ownListeningPorts(): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      /* closed meanwhile */
    }
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT, st 0A is LISTEN, column 9 the inode
      if (cols[3] === "0A" && inodes.has(cols[9] ?? "")) ports.push(parseInt(cols[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

/** Whether a PostgreSQL session can be opened with any user name and password. */
async function acceptsPostgres(config: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client({ ...config, user: "mallory", password: "guess", database: "postgres", connectionTimeoutMillis: 1000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe("the embedded database's socket", () => {
  let db: EmbeddedDatabase;
  beforeAll(async () => {
    db = await startEmptyEmbedded();
  }, 60_000);
  afterAll(() => db?.stop());

  it("opens no TCP port: nothing this process listens on accepts a PostgreSQL session", async () => {
    for (const port of ownListeningPorts()) {
      expect(await acceptsPostgres({ host: "127.0.0.1", port }), `port ${port}`).toBe(false);
    }
    expect(new URL(db.url).searchParams.get("host")).toBe(db.socketDir);
  });

  it("serves a Unix socket only its owner can reach: folder 0700, socket 0600", async () => {
    const dir = statSync(db.socketDir);
    const socket = statSync(join(db.socketDir, ".s.PGSQL.5432"));
    expect(socket.isSocket()).toBe(true);
    expect(dir.mode & 0o777).toBe(0o700);
    expect(socket.mode & 0o777).toBe(0o600);
    expect([dir.uid, socket.uid]).toEqual([process.getuid!(), process.getuid!()]);
    // the URL it hands out works for this process
    expect(await acceptsPostgres({ connectionString: db.url })).toBe(true);
  });

  it.runIf(process.getuid?.() === 0 && spawnSync("id", ["nobody"]).status === 0)("refuses another user (checked as nobody)", () => {
    const path = join(db.socketDir, ".s.PGSQL.5432");
    const probe = `require("net").connect(${JSON.stringify(path)}).on("connect",()=>{console.log("connected");process.exit(0)}).on("error",e=>{console.log(e.code);process.exit(0)})`;
    const r = spawnSync("runuser", ["-u", "nobody", "--", process.execPath, "-e", probe], { encoding: "utf8", timeout: 10_000 });
    expect(r.stdout.trim()).toBe("EACCES");
  });

  it("runs with the small memory settings, not PostgreSQL's server-sized defaults", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      for (const [name, value] of Object.entries(EMBEDDED_SETTINGS)) {
        const { rows } = await client.query<Record<string, string>>(`SHOW ${name}`);
        expect(rows[0]![name], name).toBe(value);
      }
    } finally {
      await client.end();
    }
  });

  it("falls back to a private temporary folder when DATA_DIR is too deep for a socket path, and says so", () => {
    const base = mkdtempSync(join(tmpdir(), "savepoint-deep-"));
    try {
      const said: string[] = [];
      const socket = socketDirectory(join(base, "d".repeat(100)), { info: (_o, m) => said.push(m ?? "") });
      expect(socket.path.startsWith(tmpdir())).toBe(true);
      expect(statSync(socket.path).mode & 0o777).toBe(0o700);
      expect(said.join()).toMatch(/too deep for a socket path/);
      socket.remove();
      expect(existsSync(socket.path)).toBe(false);
      // a short DATA_DIR keeps the socket inside it
      const inside = socketDirectory(base, undefined);
      expect(inside.path).toBe(join(base, "socket"));
      expect(statSync(inside.path).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("removes the private folder of an in-memory database on stop", async () => {
    const other = await startEmptyEmbedded();
    expect(existsSync(other.socketDir)).toBe(true);
    await other.stop();
    expect(existsSync(other.socketDir)).toBe(false);
  }, 60_000);
});
