// What a self-hoster sees when Savepoint cannot start: a taken port and a data directory in use by
// another server are each said in one line, without a stack, and the process exits non-zero.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyPreparedDataDir, SERVER_ARGS } from "./server-process.ts";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.kill("SIGKILL"));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "sp-startup-"));
  dirs.push(d);
  return d;
}

function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, DATABASE_URL: "", HOST: "127.0.0.1", SKIP_CATALOG: "true", LOG_LEVEL: "info", LOG_FORMAT: "pretty", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout?.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (out += b.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => out, exit };
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim());

describe("start-up failures a setting fixes", () => {
  it("a port in use: one line naming the port and the fix, exit 1", async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    const port = (taken.address() as { port: number }).port;
    try {
      // on a fresh data directory: said before the first start's preparation (10-20 s), not after it
      const t0 = Date.now();
      const run = spawnServer({ DATA_DIR: tempDir(), PORT: String(port) });
      const code = await run.exit;
      expect(Date.now() - t0, "exit after").toBeLessThan(8_000);
      const out = run.output();
      expect(code, out).toBe(1);
      const said = lines(out).filter((l) => /port/i.test(l));
      expect(said, out).toHaveLength(1);
      expect(said[0]).toMatch(
        new RegExp(`^\\d\\d:\\d\\d:\\d\\d FATAL Port ${port} is already in use\\. Set PORT to another port, or stop the program using it\\.$`),
      );
      expect(out).not.toMatch(/^\s+at /m);
    } finally {
      taken.close();
    }
  });

  it("a data directory in use: one line naming the other process, exit 1", async () => {
    const dataDir = copyPreparedDataDir(tempDir());
    const first = spawnServer({ DATA_DIR: dataDir, PORT: "0", LOG_FORMAT: "json" });
    await expect.poll(() => first.output(), { timeout: 60_000, interval: 200 }).toMatch(/listening on http/);
    const second = spawnServer({ DATA_DIR: dataDir, PORT: "0" });
    const code = await second.exit;
    const out = second.output();
    expect(code, out).toBe(1);
    expect(lines(out), out).toHaveLength(1);
    expect(lines(out)[0]).toMatch(new RegExp(`FATAL The embedded database in .* is in use by process ${first.child.pid}\\. Stop that Savepoint server first`));
    first.child.kill("SIGTERM");
    expect(await first.exit).toBe(0);
  });
});
