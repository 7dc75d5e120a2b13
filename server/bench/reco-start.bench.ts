// `npm run bench:reco-start`: the first recommendations answer after a cold start, and what it leaves
// resident (issue 28: ≤ 2 s at load ≥ 4; ≤ +40 MB over idle 60 s later). Runs the built server as
// `npm start` does, on a fresh temporary DATA_DIR (a first start loads the catalog, then it is
// restarted: the start measured is a warm one, with nothing read yet), lets it settle, and asks one new
// user's recommendations: the recommender reads its catalog then (from the snapshot the first start's
// preparation wrote in DATA_DIR/cache, and the rows written since; RECO_NO_SNAPSHOT=1 deletes it before
// each run, to measure a read of the whole catalog's facts). Meanwhile RECO_LOAD_WORKERS
// threads (default 4) spin, from 10 s before the call until it is answered: four runnable threads beside
// the server on a 2-core box (the 1-minute load average printed trails behind them); 0 measures a
// quiet box. Repeats RECO_RUNS times (default 3) and prints each run, then the medians. A missed
// target exits non-zero.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { registerUser, rssMb, serverCommand, settle, startServer, stopServer } from "./bench-support.ts";

const RUNS = Number(process.env.RECO_RUNS ?? 3);
const LOAD_WORKERS = Number(process.env.RECO_LOAD_WORKERS ?? 4);
const IDLE_S = Number(process.env.RECO_IDLE_SECONDS ?? 20);
const AFTER_S = Number(process.env.RECO_AFTER_SECONDS ?? 60);
const NO_SNAPSHOT = process.env.RECO_NO_SNAPSHOT === "1";
const TARGETS = { firstMs: 2_000, afterMb: 40 };

/** Threads that keep a core busy each until terminated. */
function spin(n: number): Worker[] {
  return Array.from({ length: n }, () => new Worker("for (;;) {}", { eval: true }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "sp-reco-start-"));
  const run = serverCommand();
  const firsts: number[] = [];
  const deltas: number[] = [];
  const loads: number[] = [];
  try {
    const first = await startServer(dataDir, run);
    await settle(first, 3);
    await stopServer(first);
    for (let i = 0; i < RUNS; i++) {
      if (NO_SNAPSHOT) rmSync(join(dataDir, "cache"), { recursive: true, force: true });
      const server = await startServer(dataDir, run);
      try {
        const idle = await settle(server, IDLE_S);
        const user = await registerUser(server.base, `reco${i}${Date.now().toString(36)}`);
        const spinners = spin(LOAD_WORKERS);
        // the load average follows the spinners within a few seconds
        await settle(server, LOAD_WORKERS > 0 ? 10 : 0);
        const t0 = performance.now();
        const res = await fetch(`${server.base}/api/recommendations`, { headers: { authorization: `Bearer ${user.token}` } });
        const ms = performance.now() - t0;
        const load = loadavg()[0]!;
        await Promise.all(spinners.map((w) => w.terminate()));
        if (res.status !== 200) throw new Error(`recommendations answered ${res.status}`);
        const after = await settle(server, AFTER_S);
        firsts.push(ms);
        deltas.push(after - idle);
        loads.push(load);
        console.log(
          `run ${i + 1}: first answer ${Math.round(ms)} ms at load ${load.toFixed(2)}; RSS idle ${Math.round(idle)} MB, ${AFTER_S} s after ${Math.round(after)} MB (+${Math.round(after - idle)}); now ${Math.round(rssMb(server.child.pid!))} MB`,
        );
      } finally {
        await stopServer(server);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const firstMs = median(firsts);
  const afterMb = median(deltas);
  console.log(
    `\nfirst recommendations after a cold start, median of ${RUNS} (load ${median(loads).toFixed(2)}, ${LOAD_WORKERS} spinning threads, ${NO_SNAPSHOT ? "no snapshot" : "from the snapshot"})`,
  );
  console.log(
    `  first answer      ${Math.round(firstMs)} ms  ${firstMs <= TARGETS.firstMs ? "≤" : ">"} ${TARGETS.firstMs} ${firstMs <= TARGETS.firstMs ? "✓" : "✗"}`,
  );
  console.log(
    `  RSS after vs idle +${Math.round(afterMb)} MB  ${afterMb <= TARGETS.afterMb ? "≤" : ">"} ${TARGETS.afterMb} ${afterMb <= TARGETS.afterMb ? "✓" : "✗"}`,
  );
  if (firstMs > TARGETS.firstMs || afterMb > TARGETS.afterMb) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
