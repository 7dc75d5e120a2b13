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
// - --max-semi-space-size=4: V8's young generation stops at 2 × 4 MB instead of 2 × 16 MB (about
//   −30 MB); the 1,000-game list costs the server ~18% more CPU a request and still serves well over
//   its 400 req/s target. 2 (or 1) saves a few MB more for 40%+ more CPU.
// Other C libraries ignore the MALLOC_ variables.

export const SERVER_ENTRY = "server/dist/index.js";
/** Stack traces point into the TypeScript sources; a smaller young generation (above). */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=4"];
/** Defaults the host's own environment overrides. */
export const SERVER_ENV = { NODE_ENV: "production", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "131072" };

/** The arguments and environment for `spawn(process.execPath, args, { env })`. */
export function serverProcess(env = process.env, extraFlags = []) {
  return { args: [...SERVER_NODE_FLAGS, ...extraFlags, SERVER_ENTRY], env: { ...SERVER_ENV, ...env } };
}

