// kill -9 under write load on the embedded database: the real server process (server/src/index.ts) is
// killed while clients keep adding games, then started again on the same DATA_DIR; every write it had
// acknowledged (the ids the clients recorded) must be there. Three rounds, then one last start to check.
import { copyPreparedDataDir, spawnServer } from "./server-process.ts";
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startEmbedded } from "../../src/db/embedded.ts";
import { hold, signUp } from "./load.ts";

const ROUNDS = 3;
const WRITERS = 4;
/** Each round kills the server this long (plus up to as much again, at random) after the load began. */
const LOAD_MS = 1_000;
const MIN_ACKS = 10;

const dataDir = copyPreparedDataDir(mkdtempSync(join(tmpdir(), "sp-crash-")));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `server/src/index.ts` on the embedded database in dataDir; resolves with its base URL. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const started = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  server = started.child;
  return started.listening.then((base) => ({ child: started.child, base }));
}

/** Writers adding games until stopped; the ids of the answered (201) ones are the acknowledged writes. */
function writeLoad(base: string, token: string, round: number) {
  const acked: string[] = [];
  /** What went wrong while the server was alive (after the kill, failing requests are expected). */
  const errors: string[] = [];
  let killed = false;
  let n = 0;
  const writer = async () => {
    while (!killed) {
      try {
        const res = await fetch(`${base}/api/games`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ title: `Crash round ${round} #${++n}`, platform: "PC" }),
        });
        const body = await res.text();
        if (res.status === 201) acked.push((JSON.parse(body) as { id: string }).id);
        else errors.push(`write answered ${res.status} ${body}`);
      } catch (err) {
        if (!killed) errors.push(String(err));
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  return {
    acked,
    errors,
    /** Says the server is being killed: requests in flight now fail, and were never acknowledged. */
    killing() {
      killed = true;
    },
    end: () => Promise.all(writers),
  };
}

async function storedIds(base: string, token: string): Promise<Set<string>> {
  const res = await fetch(`${base}/api/games`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`list answered ${res.status}`);
  return new Set(((await res.json()) as { id: string }[]).map((g) => g.id));
}

describe("kill -9 under write load (embedded database)", () => {
  it("keeps every acknowledged write, round after round", async () => {
    const t0 = Date.now();
    const acked: string[] = [];
    const rounds: { acknowledged: number; lost: number; committedUnacknowledged: number }[] = [];
    let { child, base } = await startServer();
    const token = await signUp(base);
    // while it runs, no other process may open the same database
    await expect(startEmbedded(join(dataDir, "db"))).rejects.toThrow(/in use by process/);

    for (let round = 1; round <= ROUNDS; round++) {
      const load = writeLoad(base, token, round);
      // the kill comes at a random moment 1 to 2 s into the load (the scenario's time, not a wait for
      // an event), and not before MIN_ACKS writes were acknowledged
      await hold(LOAD_MS + Math.random() * LOAD_MS);
      const alive = () => expect(child.exitCode, "the server died before it was killed").toBeNull();
      alive();
      await vi.waitFor(
        () => {
          alive();
          expect(load.acked.length).toBeGreaterThanOrEqual(MIN_ACKS);
        },
        { timeout: 30_000, interval: 20 },
      );
      const exited = new Promise((r) => child.once("exit", r));
      load.killing();
      child.kill("SIGKILL");
      await exited;
      await load.end();
      expect(load.errors, `round ${round}: failures before the kill`).toEqual([]);
      acked.push(...load.acked);

      ({ child, base } = await startServer());
      const stored = await storedIds(base, token);
      const lost = load.acked.filter((id) => !stored.has(id));
      rounds.push({ acknowledged: load.acked.length, lost: lost.length, committedUnacknowledged: stored.size - acked.length });
      expect(lost, `round ${round}: acknowledged writes missing after the restart`).toEqual([]);
    }
    const stored = await storedIds(base, token);
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    child.kill("SIGTERM");

    const report = { rounds, acknowledged: acked.length, lost: 0, stored: stored.size, seconds: (Date.now() - t0) / 1000 };
    mkdirSync(".reports", { recursive: true });
    writeFileSync(".reports/system-crash.json", JSON.stringify(report, null, 2));
    console.info("kill -9 under write load:", JSON.stringify(report));
  }, 120_000);
});
