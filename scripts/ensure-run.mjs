// Runs a TypeScript entry point with tsx after making sure dependencies and the Prisma client exist.
import { ensureInstalled, ensurePrismaClient, sh } from "./ensure.mjs";

ensureInstalled();
ensurePrismaClient();
const [entry, ...args] = process.argv.slice(2);
sh("npx", ["tsx", entry, ...args]);
