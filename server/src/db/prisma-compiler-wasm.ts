// Prisma's query compiler, compiled from the base64 text its runtime ships, read when a client asks for
// it. Imported as Prisma's generated client does it, that module would keep its 2.3 MB string and its
// 2.3 MB source text for the life of the process (ADR 011, ninth round); read here, both are garbage
// once the module is compiled. server/build.mjs puts this in the generated client's place in the
// bundle; run from source (npm run dev, tests), the generated client imports the module itself.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { webAssembly } from "../lib/wasm.ts";

export const COMPILER_BASE64_MODULE = "@prisma/client/runtime/query_compiler_small_bg.postgresql.wasm-base64.mjs";

/** The base64 between the first and the last double quote of `text` (`const wasm = "…"; export { wasm }`). */
export function base64Of(text: string): string {
  const start = text.indexOf('"');
  const end = text.lastIndexOf('"');
  if (start < 0 || end <= start || !/^[A-Za-z0-9+/]+=*$/.test(text.slice(start + 1, Math.min(end, start + 65)))) {
    throw new Error(`${COMPILER_BASE64_MODULE}: no base64 string in it`);
  }
  return text.slice(start + 1, end);
}

/** A WebAssembly.Module, as the generated client's own loader answers. */
export function compilerWasmModule(): object {
  const text = readFileSync(fileURLToPath(import.meta.resolve(COMPILER_BASE64_MODULE)), "utf8");
  return new webAssembly.Module(Buffer.from(base64Of(text), "base64"));
}
