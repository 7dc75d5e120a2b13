// Prisma's query compiler read from its runtime's file (prisma-compiler-wasm.ts), as the bundle loads it.
import { describe, expect, it } from "vitest";
import { webAssembly } from "../lib/wasm.ts";
import { base64Of, compilerWasmModule } from "./prisma-compiler-wasm.ts";

describe("Prisma's query compiler read from its file", () => {
  it("takes the base64 string out of the module's text, and refuses text without one", () => {
    expect(base64Of('const wasm = "AGFzbQEAAAAB4QVe+/==";\nexport { wasm }\n')).toBe("AGFzbQEAAAAB4QVe+/==");
    expect(() => base64Of("export const wasm = 1")).toThrow(/no base64 string/);
    expect(() => base64Of('const wasm = "not base64!";')).toThrow(/no base64 string/);
  });

  it("compiles the module the installed Prisma ships, with the exports its runtime binds", () => {
    const exports = webAssembly.Module.exports(compilerWasmModule()).map((e) => e.name);
    expect(exports).toContain("memory");
    expect(exports.some((name) => name.startsWith("querycompiler_"))).toBe(true);
  });
});
