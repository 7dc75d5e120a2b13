// Which server test files `npm test` runs a second time, on the embedded database, after the whole
// suite ran on PostgreSQL (scripts/test.mjs). Both engines are PostgreSQL (the embedded one is PGlite,
// PostgreSQL compiled to WebAssembly) and Prisma reaches both through the same driver and adapter: the
// embedded database is served over the PostgreSQL wire protocol (server/src/db/embedded.ts), so a
// request's SQL, its types and its errors are the same on either. What differs is the engine's
// process: one connection in the server's own thread, its protocol server, its files on disk, its
// version. So the embedded lane runs the files that test those:
// - everything under server/src/db/ (the engines, the protocol server, migrations, backups,
//   notifications, maintenance) and the harness's database pool;
// - the data feature's imports, exports and their jobs and leases (bulk writes, long transactions);
// - the app's start-up and its whole-app tests;
// - every file that sends requests or runs transactions side by side (house rule: every write path is
//   tested under concurrency on both engines), found by what its source says, so a new one is never
//   left out.
// The fuzzer and the pure code of engine-independent.mjs run once, in the PostgreSQL lane.
import { readdirSync, readFileSync } from "node:fs";
import { ENGINE_INDEPENDENT_TESTS } from "./engine-independent.mjs";

const ALWAYS = [/^server\/src\/db\//, /^server\/src\/features\/data\//, /^server\/src\/harness\/db-pool\.test\.ts$/, /^server\/src\/[^/]+\.test\.ts$/];
/** The folders of engine-independent.mjs's globs: pure code, left out even when it runs things side by side. */
const INDEPENDENT = ENGINE_INDEPENDENT_TESTS.map((glob) => glob.replace(/\*\*\/\*\.test\.ts$/, ""));
/** Source that runs requests or transactions side by side. */
const CONCURRENT = /Promise\.all(Settled)?\(|concurren|in parallel|side by side/;

/** The server test files the embedded lane runs (paths from the repository's root, sorted). */
export function embeddedLaneTests(root = ".") {
  return readdirSync(`${root}/server/src`, { recursive: true })
    .map((file) => `server/src/${String(file)}`)
    .filter((file) => file.endsWith(".test.ts") && !file.endsWith(".fuzz.test.ts") && !file.includes("/generated/"))
    .filter((file) => !INDEPENDENT.some((prefix) => file.startsWith(prefix)))
    .filter((file) => ALWAYS.some((re) => re.test(file)) || CONCURRENT.test(readFileSync(`${root}/${file}`, "utf8")))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(embeddedLaneTests().join("\n"));
