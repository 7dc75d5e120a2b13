// Runs a TypeScript entry point (a benchmark) with tsx after making sure dependencies and the Prisma
// client exist, under the server's WebAssembly setting (--liftoff-only, scripts/server-launch.mjs): the
// embedded database runs in this process, so its figures are the shipped server's.
// The entry point's own exit status passes through as it is, with no line of this script's: a command
// that refuses (npm run restore) says why in its one line.
import { spawnSync } from "node:child_process";
import { ensureInstalled, ensurePrismaClient } from "./ensure.mjs";

ensureInstalled();
ensurePrismaClient();
const [entry, ...args] = process.argv.slice(2);
const run = spawnSync("node", ["--liftoff-only", "--import", "tsx", entry, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);
