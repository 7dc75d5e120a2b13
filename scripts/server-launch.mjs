// How a Savepoint server process is started — by `npm start`, the footprint bench and the end-to-end
// suite alike, so what is measured is what self-hosters run. Anyone starting `server/dist/index.js`
// under their own process manager should pass the same flags and environment (README, ADR 011).
//
// Measured with `npm run bench:footprint` and `npm run bench` (ADR 011), idle RSS 60 s after a restart:
// - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own malloc arena (up to eight per
//   core); V8's compiler threads and libuv's pool each leave a partly used arena behind after the
//   start-up work, and those pages stay resident. Two arenas are plenty for a process whose
//   JavaScript runs on one thread.
// - MALLOC_MMAP_THRESHOLD_=65536, MALLOC_TRIM_THRESHOLD_=131072: blocks of 64 KB and more (response
//   bodies, database pages in transit) are mapped and unmapped on their own instead of fragmenting
//   the heap, and free memory at the heap's top goes back early (about −15 MB).
// The two V8 flags marked (embedded) below are for the embedded database's process; on PostgreSQL the
// server leaves them out (serverProcess): at 100,000 players they cost 12-20 % of the recommendations'
// and My Games' throughput, for 10-12 MB of the server's memory (ADR 011, seventh round).
// - --max-semi-space-size=4 (embedded): V8's young generation stops at 2 × 4 MB instead of 2 × 16 MB (about
//   −30 MB); the 1,000-game list costs the server ~18% more CPU a request and still serves well over
//   its 400 req/s target. 2 (or 1) saves a few MB more for 40%+ more CPU.
// Other C libraries ignore the MALLOC_ variables.
// - --expose-gc: lets the server run one full collection once it has gone quiet after work
//   (server/src/lib/idle-gc.ts). V8 collects its old generation only under allocation, so the garbage
//   a burst or the recommendation catalog's read promoted stayed resident for minutes.
// - --liftoff-only (embedded): the embedded database's WebAssembly runs on V8's baseline compiler only. Its
//   optimising tier kept ≈ 20 MB of code and ≈ 15 MB of compiler memory resident (idle after a
//   restart 232 → 201 MB); database work costs ≈ 15–25% more CPU (`npm run bench:journal`).
// - jemalloc, when the host has it (Debian: libjemalloc2): glibc keeps the small blocks a burst of
//   requests leaves behind (its heap grew 20 → 50 MB under the footprint bench's load and stayed);
//   jemalloc hands freed pages back after a second (rest vs idle +21% → +10%). MALLOC_CONF tunes it.
//   SAVEPOINT_ALLOCATOR=system keeps glibc's malloc.
// - No --enable-source-maps: it keeps every module's source map for the life of the process (≈ 2 MB)
//   and, from the first stack formatted, the bundle's whole map (≈ 8 MB more). The logger maps a logged
//   error's stack to the sources itself, reading the map only then (server/src/lib/stack-map.ts).
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

export const SERVER_ENTRY = "server/dist/index.js";
/** The idle collection (above). */
export const SERVER_NODE_FLAGS = ["--expose-gc"];
/** The embedded database's process only: a smaller young generation; WASM on Liftoff (above). */
export const EMBEDDED_NODE_FLAGS = ["--max-semi-space-size=4", "--liftoff-only"];
/** Defaults the host's own environment overrides. */
export const SERVER_ENV = { NODE_ENV: "production", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "131072" };

/** Where Debian and Ubuntu (and most glibc distributions) put jemalloc, for each architecture Node runs on. */
export const JEMALLOC_PATHS = [
  "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/arm-linux-gnueabihf/libjemalloc.so.2",
  "/usr/lib64/libjemalloc.so.2",
  "/usr/lib/libjemalloc.so.2",
];
/** Freed pages go back to the system after a second; two arenas, as for glibc. */
export const JEMALLOC_CONF = "background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2";

/** The jemalloc library to preload, or null (not Linux, not installed, or SAVEPOINT_ALLOCATOR=system). */
export function jemallocPath(env = process.env, exists = existsSync, platform = process.platform) {
  if (platform !== "linux" || env.SAVEPOINT_ALLOCATOR === "system") return null;
  return JEMALLOC_PATHS.find((p) => exists(p)) ?? null;
}

/** The server's environment: SERVER_ENV, jemalloc when available, then the host's own environment. */
export function serverEnv(env = process.env, exists = existsSync, platform = process.platform) {
  const jemalloc = jemallocPath(env, exists, platform);
  const preload = jemalloc ? { LD_PRELOAD: [jemalloc, env.LD_PRELOAD].filter(Boolean).join(" "), MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF } : {};
  return { ...SERVER_ENV, ...env, ...preload };
}

/**
 * Whether the server will run on PostgreSQL: a DATABASE_URL that is set and not empty, from the
 * environment or else from the `.env` file the server reads (dotenv, which never overrides a variable
 * the environment sets, even to "").
 */
export function onPostgres(env = process.env, dotEnv = () => (existsSync(".env") ? parseEnv(readFileSync(".env", "utf8")) : {})) {
  return Boolean("DATABASE_URL" in env ? env.DATABASE_URL : dotEnv().DATABASE_URL);
}

/** The arguments and environment for `spawn(process.execPath, args, { env })`; the flags by engine (above). */
export function serverProcess(env = process.env, extraFlags = [], exists = existsSync, dotEnv = undefined) {
  const flags = onPostgres(env, dotEnv) ? SERVER_NODE_FLAGS : [...SERVER_NODE_FLAGS, ...EMBEDDED_NODE_FLAGS];
  return { args: [...flags, ...extraFlags, SERVER_ENTRY], env: serverEnv(env, exists) };
}

/** `exec env K=V… node args…` for a POSIX shell: only the variables that differ from `current`, each word quoted. */
export function shellExecLine(node, args, env, current) {
  const quote = (word) => `'${String(word).replaceAll("'", `'\\''`)}'`;
  const changed = Object.entries(env).filter(([k, v]) => v !== undefined && current[k] !== v && /^[A-Za-z_][A-Za-z0-9_]*$/.test(k));
  return ["exec", "env", ...changed.map(([k, v]) => quote(`${k}=${v}`)), quote(node), ...args.map(quote)].join(" ");
}
