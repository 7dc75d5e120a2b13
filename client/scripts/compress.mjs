// The precompressed twins the server sends (server/src/http/static.ts): a Brotli (.br) and a gzip (.gz)
// copy beside a built file, at the highest levels (done once, at build time). Used by vite.config.ts's
// precompress plugin and by the pages scripts/prerender.mjs writes after the build.
import { writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Writes `raw` to `file` when asked, and its .br and .gz twins. */
export function writeTwins(file, raw, { writeOriginal = false } = {}) {
  if (writeOriginal) writeFileSync(file, raw);
  writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
}
