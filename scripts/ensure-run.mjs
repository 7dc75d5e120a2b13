// Runs a TypeScript entry point (a benchmark) with tsx after making sure dependencies and the Prisma
// client exist, under the server's WebAssembly setting (--liftoff-only, scripts/server-launch.mjs): the
// embedded database runs in this process, so its figures are the shipped server's.
import { ensureInstalled, ensurePrismaClient, sh } from "./ensure.mjs";

ensureInstalled();
ensurePrismaClient();
const [entry, ...args] = process.argv.slice(2);
sh("node", ["--liftoff-only", "--import", "tsx", entry, ...args]);
