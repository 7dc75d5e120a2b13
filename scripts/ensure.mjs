// Shared by `npm start` and `npm run dev`: install dependencies if missing, generate the Prisma
// client if missing. Kept dependency-free because it runs before `npm install`.
//
// What builds the app (Vite and its plugins, Prisma's generator, esbuild, tsx) is in `dependencies`,
// so `npm start` on a fresh clone installs only what runs and builds the app, never the test and lint
// tools (about 500 MB instead of 800, half the install time): `--omit=dev`, whatever the host sets,
// unless the tree already holds the dev tools (a developer's, kept whole). `npm run dev` and the
// benchmarks install the dev dependencies too. Only these child processes get the cleaned
// environment; the server itself keeps the host's.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What `npm start` needs to build (all in `dependencies`); one missing means an install that did not finish. */
export const BUILD_TOOLS = ["vite", "prisma", "esbuild", "tsx"];
/** A dev-only tool: when installed, the tree is a developer's, and an install keeps the dev dependencies. */
export const DEV_TOOL = "vitest";

/** The host's environment without what makes npm omit dev dependencies or tools build for another mode. */
export function toolEnv(env = process.env) {
  const out = { ...env };
  for (const k of Object.keys(out)) {
    if (/^(node_env|npm_config_(omit|production|only|include))$/i.test(k)) delete out[k];
  }
  return out;
}

/** Where the steps' own output goes: "inherit", or 2 when stdout is kept for something else, as for start.mjs. */
let toolStdout = "inherit";
/** Sends the progress lines and every install or build step's output to stderr from now on. */
export function progressToStderr() {
  toolStdout = 2;
  console.log = console.error;
}

export function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ["inherit", toolStdout, "inherit"], ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

/** Runs an install or build step with the dev-friendly environment of toolEnv. */
export function tool(cmd, args) {
  sh(cmd, args, { env: toolEnv() });
}

const mtime = (f) => (existsSync(f) ? statSync(f).mtimeMs : 0);

/** Why `npm install` must run in dir, or undefined when the installed tree is complete and current. */
export function installReason(dir = ".") {
  const lock = join(dir, "package-lock.json");
  const marker = join(dir, "node_modules", ".package-lock.json");
  if (!existsSync(marker)) return "first run";
  if (mtime(lock) > mtime(marker)) return "package-lock.json changed";
  const missing = BUILD_TOOLS.filter((t) => !existsSync(join(dir, "node_modules", t, "package.json")));
  if (missing.length) return `build tools missing (${missing.join(", ")}): an earlier install did not finish`;
  return undefined;
}

/**
 * `npm install`'s arguments in `dir`: with the dev dependencies when `dev` asks for them or the tree
 * already has them (never pruning a developer's tools), else without (what `npm start` needs).
 */
export function installArgs({ dev }, dir = ".") {
  const withDev = dev || existsSync(join(dir, "node_modules", DEV_TOOL, "package.json"));
  // `npm install` (not `npm ci`): the registry mirror lacks some optional platform packages that
  // `npm ci` insists on finding in the lockfile; install still follows the lockfile's versions.
  // --prefer-offline: what npm's cache holds is used without asking the registry again (the lockfile
  // pins each version and its checksum, so it is the same package); anything missing is fetched. A
  // fresh clone with a warm cache installs in 44-68 s instead of 59-80 s (user CPU 41 against 57 s).
  return ["install", withDev ? "--include=dev" : "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"];
}

/** Installs when installReason says so: with the dev dependencies unless `dev` is false (see installArgs). */
export function ensureInstalled({ dev = true } = {}) {
  const reason = installReason();
  if (reason) {
    console.log(`▶ Installing dependencies (${reason})…`);
    tool("npm", installArgs({ dev }));
  }
}

export function ensurePrismaClient() {
  const out = "server/src/generated/prisma/client.ts";
  if (!existsSync(out) || mtime("prisma/schema.prisma") > mtime(out)) {
    console.log("▶ Generating the Prisma client…");
    tool("npx", ["prisma", "generate"]);
  }
}

/** Newest modification time of any file under the given paths. */
export function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isFile()) max = Math.max(max, st.mtimeMs);
    else if (st.isDirectory() && !/(node_modules|generated|dist)$/.test(p)) for (const f of readdirSync(p)) walk(`${p}/${f}`);
  };
  paths.forEach(walk);
  return max;
}

export { mtime };
