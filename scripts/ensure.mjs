// Shared by `npm start` and `npm run dev`: install dependencies if missing, generate the Prisma
// client if missing. Kept dependency-free because it runs before `npm install`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";

export function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

const mtime = (f) => (existsSync(f) ? statSync(f).mtimeMs : 0);

export function ensureInstalled() {
  const lock = "package-lock.json";
  const marker = "node_modules/.package-lock.json";
  if (!existsSync("node_modules") || !existsSync(marker) || mtime(lock) > mtime(marker)) {
    console.log("▶ Installing dependencies (first run only)…");
    // `npm install` (not `npm ci`): the registry mirror lacks some optional platform packages that
    // `npm ci` insists on finding in the lockfile; install still follows the lockfile's versions.
    sh("npm", ["install", "--no-audit", "--no-fund"]);
  }
}

export function ensurePrismaClient() {
  const out = "server/src/generated/prisma/client.ts";
  if (!existsSync(out) || mtime("prisma/schema.prisma") > mtime(out)) {
    console.log("▶ Generating the Prisma client…");
    sh("npx", ["prisma", "generate"]);
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
