// A real server process for the system tests: `server/src/index.ts` through tsx, on a free port of
// 127.0.0.1, the catalog skipped, its whole output kept.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync } from "node:fs";
import { inject } from "vitest";
import { SERVER_ARGS } from "./prepared-data-dir.ts";

export { SERVER_ARGS };

/**
 * Fills `dir` (an empty folder, or a mount point) with a copy of the DATA_DIR the run prepared once
 * (global-setup.ts): its embedded database created and migrated, no catalog. Returns `dir`.
 */
export function copyPreparedDataDir(dir: string): string {
  cpSync(inject("preparedDataDir"), dir, { recursive: true });
  return dir;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its base URL once it listens; rejects if it exits first or takes longer than the bound. */
  listening: Promise<string>;
}

/** Starts the server with `env` over the test's own environment; `startMs` bounds the wait for "listening on". */
export function spawnServer(env: Record<string, string>, startMs = 60_000): ServerProcess {
  const child = spawn(process.execPath, SERVER_ARGS, {
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

export interface ApiAnswer {
  status: number;
  body: unknown;
  /** The Set-Cookie headers, one per line. */
  cookie: string;
}

/**
 * One JSON request to a server of the system tests: a session or token as a Bearer credential, a JSON
 * body, extra headers; an answer that is not JSON throws (a proxy's or a crash's page says what broke).
 */
export async function callApi(
  base: string,
  path: string,
  opts: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const method = opts.method ?? "GET";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (text && !(res.headers.get("content-type") ?? "").includes("json")) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, cookie: res.headers.getSetCookie().join("\n") };
}

/** The session a sign-up or sign-in set (its sp_session cookie), or "". */
export const sessionOf = (cookie: string): string => /sp_session=([^;]+)/.exec(cookie)?.[1] ?? "";
