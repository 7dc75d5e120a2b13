// A real server process for the system tests: `server/src/index.ts` through tsx, on a free port of
// 127.0.0.1, the catalog skipped, its whole output kept.
import { spawn, type ChildProcess } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its base URL once it listens; rejects if it exits first or takes longer than the bound. */
  listening: Promise<string>;
}

/** Starts the server with `env` over the test's own environment; `startMs` bounds the wait for "listening on". */
export function spawnServer(env: Record<string, string>, startMs = 60_000): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SKIP_CATALOG: "true", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${startMs / 1000} s:\n${out}`)), startMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited during start-up (${code}):\n${out}`));
    };
    const read = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve(m[1]!);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", onExit);
  });
  // keep reading after it listens (the output stays available; a full pipe would stall the server)
  listening.catch(() => undefined);
  return { child, output: () => out, listening };
}
