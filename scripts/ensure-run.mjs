// Runs a TypeScript entry point (a benchmark) with tsx after making sure dependencies and the Prisma
// client exist, under the server's WebAssembly setting (--liftoff-only, scripts/server-launch.mjs): the
// embedded database runs in this process, so its figures are the shipped server's.
// The entry point's own exit status passes through as it is, with no line of this script's: a command
// that refuses (npm run restore) says why in its one line.
// BENCH_NODE_FLAGS adds Node or V8 flags to that process (A/B runs of a flag, e.g. --optimize-for-size).
import { spawnSync } from "node:child_process";
import { ensureInstalled, ensurePrismaClient } from "./ensure.mjs";

ensureInstalled();
ensurePrismaClient();
const [entry, ...args] = process.argv.slice(2);
const extra = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
const run = spawnSync("node", ["--liftoff-only", ...extra, "--import", "tsx", entry, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);
