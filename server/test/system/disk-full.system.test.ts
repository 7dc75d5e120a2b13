// A genuinely full disk under the embedded database (issue 27): the real server (server/src/index.ts)
// runs with DATA_DIR on a small tmpfs; a filler file takes all but a little of its space, and games are
// added until the disk refuses one. Every answer must be 201 or 507 storage_full (never 500), reads keep
// working, /api/health says storage "full" and the log names what failed. Then the filler goes, a write
// works again without a restart, and after a restart every acknowledged write is there and no refused
// one is (nothing corrupted, nothing half-saved). Needs root to mount the tmpfs (CI runs as root).
import { copyPreparedDataDir, spawnServer } from "./server-process.ts";
import { spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, rmdirSync, statfsSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorEnvelope, Health, LibraryGameDto } from "@savepoint/common";
import { signUp } from "./load.ts";

/** Room for the empty database (about 40 MB after the migrations) and a little more. */
const DISK = "64m";
/** What the filler leaves free: a few hundred games' worth of table and index pages. */
const LEAVE_BYTES = 512 * 1024;
/** Writes tried at most before the disk must have refused one. */
const MAX_WRITES = 3_000;

const dataDir = mkdtempSync(join(tmpdir(), "sp-diskfull-"));
const filler = join(dataDir, "filler");
let mounted = false;
let server: ChildProcess | undefined;

beforeAll(() => {
  const mount = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${DISK},mode=0700`, "tmpfs", dataDir], { encoding: "utf8" });
  if (mount.status !== 0) throw new Error(`this test mounts a small tmpfs and needs root: mount said ${mount.stderr || mount.status}`);
  mounted = true;
  copyPreparedDataDir(dataDir);
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGKILL");
    await exited;
  }
  if (mounted) spawnSync("umount", [dataDir]);
  rmdirSync(dataDir);
});

function freeBytes(): number {
  const s = statfsSync(dataDir);
  return s.bavail * s.bsize;
}

/** Writes a filler file until only `leave` bytes are free (or the disk refuses: ENOSPC). */
function fillDisk(leave: number): void {
  const fd = openSync(filler, "w");
  const chunk = Buffer.alloc(1024 * 1024, 1);
  try {
    for (let room = freeBytes() - leave; room > 0; room = freeBytes() - leave) writeSync(fd, chunk, 0, Math.min(chunk.length, room));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
  } finally {
    closeSync(fd);
  }
}

/** Starts `server/src/index.ts` on the embedded database in dataDir; resolves with its base URL and its output so far. */
function startServer(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const started = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  server = started.child;
  return started.listening.then((base) => ({ child: started.child, base, output: started.output }));
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function addGame(base: string, token: string, title: string) {
  const res = await fetch(`${base}/api/games`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title, platform: "PC", notes: "A note long enough to fill a page sooner. ".repeat(30) }),
  });
  return { status: res.status, body: (await res.json()) as LibraryGameDto | ErrorEnvelope };
}

async function listGames(base: string, token: string): Promise<LibraryGameDto[]> {
  const res = await fetch(`${base}/api/games`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as LibraryGameDto[];
}

async function health(base: string): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${base}/api/health`);
  return { status: res.status, body: (await res.json()) as Health };
}

describe("a full disk under the embedded database", () => {
  it("answers 507 storage_full, never 500, says so in health, and keeps every acknowledged write", async () => {
    const t0 = Date.now();
    const started = await startServer();
    const output = started.output;
    let { child, base } = started;
    const token = await signUp(base);
    expect((await health(base)).body).toMatchObject({ status: "ok", storage: "ok" });

    const acked = new Map<string, string>();
    const refused: string[] = [];
    const first = await addGame(base, token, "Before the disk filled");
    expect(first.status).toBe(201);
    acked.set((first.body as LibraryGameDto).id, "Before the disk filled");

    fillDisk(LEAVE_BYTES);
    expect(freeBytes()).toBeLessThanOrEqual(LEAVE_BYTES);
    for (let i = 1; i <= MAX_WRITES && refused.length === 0; i++) {
      const title = `Disk full #${i}`;
      const res = await addGame(base, token, title);
      if (res.status === 201) {
        acked.set((res.body as LibraryGameDto).id, title);
      } else {
        expect([res.status, (res.body as ErrorEnvelope).error.code], `write ${i}: ${JSON.stringify(res.body)}`).toEqual([507, "storage_full"]);
        refused.push(title);
      }
    }
    expect(refused, `the disk refused none of ${MAX_WRITES} writes`).toHaveLength(1);
    // once full, it stays so: the next writes are refused the same way, and the server is still up
    for (let i = 0; i < 3; i++) {
      const res = await addGame(base, token, `Refused again #${i}`);
      expect(res.status, JSON.stringify(res.body)).toBe(507);
      refused.push(`Refused again #${i}`);
    }
    expect(child.exitCode).toBeNull();
    const stored = await listGames(base, token);
    expect(new Set(stored.map((g) => g.id))).toEqual(new Set(acked.keys()));
    expect(await health(base)).toEqual({ status: 503, body: expect.objectContaining({ status: "degraded", database: "up", storage: "full" }) as Health });
    expect(output()).toMatch(/Disk full, a write failed: database write.*could not extend file.*SQLSTATE 53100/);

    // space again: writes work without a restart
    rmSync(filler);
    const after = await addGame(base, token, "After the space came back");
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    acked.set((after.body as LibraryGameDto).id, "After the space came back");

    await stopServer(child);
    ({ child, base } = await startServer());
    const restarted = await listGames(base, token);
    expect(new Map(restarted.map((g) => [g.id, g.title]))).toEqual(acked);
    await stopServer(child);
    const report = { acknowledged: acked.size, refused: refused.length, lost: 0, seconds: (Date.now() - t0) / 1000 };
    mkdirSync(".reports", { recursive: true });
    writeFileSync(".reports/system-disk-full.json", JSON.stringify(report, null, 2));
    console.info("disk full:", JSON.stringify(report));
  }, 150_000);
});
