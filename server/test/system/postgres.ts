// A throwaway PostgreSQL server for the system tests: its own cluster in a temporary folder on a free
// loopback port (as .ci/pg-up.sh makes; run as the postgres user when we are root), which a test can
// stop, start again, freeze (SIGSTOP) and thaw. Only this cluster's processes are ever signalled: the
// postmaster named in its postmaster.pid and that process's children.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseUrl, withAdmin } from "../global-setup.ts";

function serverBinaries(): string {
  const candidates = [
    process.env.PGBIN,
    ...(existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  for (const dir of candidates) if (dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) return dir;
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(join(dir, "initdb"))) return dir;
  } catch {
    /* no pg_config either */
  }
  throw new Error(
    "The system tests need PostgreSQL's server binaries (initdb, pg_ctl) and found none. Install them " +
      "(Debian/Ubuntu: apt-get install postgresql) or set PGBIN to the folder that holds them.",
  );
}

/** A TCP port of 127.0.0.1 nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === "object" ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const kids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) kids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return kids;
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Fast shutdown (connections are terminated), as an operator or a crash-restart would. */
  stop(): void;
  start(): void;
  /** SIGSTOP the postmaster and every backend: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Stops it (thawing first if needed) and removes its folder. */
  destroy(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), "sp-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]] : [join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 });
  };
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
    const gid = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-t", "30", "-o", options, "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  let frozen: number[] = [];
  const postmaster = () => Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        /* already gone */
      }
    }
    frozen = [];
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    freeze() {
      const pm = postmaster();
      frozen = [pm, ...childrenOf(pm)];
      for (const pid of frozen) process.kill(pid, "SIGSTOP");
    },
    thaw,
    destroy() {
      thaw();
      try {
        if (existsSync(join(data, "postmaster.pid"))) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new, empty database for one test file, on PostgreSQL's server of DATABASE_URL when set (as in CI),
 * otherwise on a throwaway server of its own. `drop()` removes it, and the throwaway server with it.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const throwaway = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
  const base = process.env.DATABASE_URL ?? throwaway!.url;
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrl(base, name),
    async drop() {
      await withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      throwaway?.destroy();
    },
  };
}
