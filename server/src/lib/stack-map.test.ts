import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serializeError } from "../http/logger.ts";
import { stackMapper } from "./stack-map.ts";

// A bundle of two sources with its map, as server/build.mjs makes dist/index.js.
const dir = mkdtempSync(join(tmpdir(), "stack-map-"));
const outFile = join(dir, "dist", "index.js");
const bundleUrl = pathToFileURL(outFile).href;
let bundle = "";

/** The 1-based line and column in the bundle where `text` starts. */
function placeOf(text: string): { line: number; column: number } {
  const at = bundle.indexOf(text);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = bundle.slice(0, at).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

beforeAll(() => {
  writeFileSync(join(dir, "helper.ts"), 'export function explode(): never {\n  // a comment\n  throw new Error("boom");\n}\n');
  writeFileSync(join(dir, "main.ts"), 'import { explode } from "./helper.ts";\n\nexport function run(): void {\n  explode();\n}\n');
  buildSync({ entryPoints: [join(dir, "main.ts")], bundle: true, format: "esm", platform: "node", outfile: outFile, sourcemap: true, sourcesContent: false });
  bundle = buildSync({ entryPoints: [join(dir, "main.ts")], bundle: true, format: "esm", platform: "node", write: false }).outputFiles[0]!.text;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

describe("stackMapper", () => {
  it("names the source file, line and column of each frame in the bundle", () => {
    const thrown = placeOf('throw new Error("boom")');
    const called = placeOf("explode();");
    const stack = [
      "Error: boom",
      `    at explode (${bundleUrl}:${thrown.line}:${thrown.column})`,
      `    at run (${outFile}:${called.line}:${called.column})`,
      "    at node:internal/main/run_main_module:28:49",
    ].join("\n");
    const mapped = stackMapper(bundleUrl).map(stack).split("\n");
    expect(mapped[0]).toBe("Error: boom");
    expect(mapped[1]).toBe(`    at explode (${join(dir, "helper.ts")}:3:3)`);
    expect(mapped[2]).toBe(`    at run (${join(dir, "main.ts")}:4:3)`);
    expect(mapped[3]).toBe("    at node:internal/main/run_main_module:28:49");
  });

  it("holds the map only for keepMs after the last stack it mapped", () => {
    vi.useFakeTimers();
    const mapper = stackMapper(bundleUrl, { keepMs: 1_000 });
    expect(mapper.holding).toBe(false);
    const { line, column } = placeOf("explode();");
    mapper.map(`    at run (${bundleUrl}:${line}:${column})`);
    expect(mapper.holding).toBe(true);
    vi.advanceTimersByTime(600);
    mapper.map(`    at run (${bundleUrl}:${line}:${column})`);
    vi.advanceTimersByTime(600);
    expect(mapper.holding).toBe(true);
    vi.advanceTimersByTime(500);
    expect(mapper.holding).toBe(false);
    // A stack with no frame in the bundle does not read the map.
    mapper.map("Error: elsewhere\n    at x (/srv/other.js:1:1)");
    expect(mapper.holding).toBe(false);
  });

  it("leaves a stack as it is when the bundle has no map (the server run from its sources)", () => {
    const bare = pathToFileURL(join(dir, "main.ts")).href;
    const stack = `Error: boom\n    at run (${bare}:4:3)`;
    const mapper = stackMapper(bare);
    expect(mapper.map(stack)).toBe(stack);
    expect(mapper.holding).toBe(false);
  });
});

describe("serializeError (the logger's err serializer)", () => {
  it("logs the error's fields with its stack mapped", () => {
    const { line, column } = placeOf('throw new Error("boom")');
    const err = new Error("boom");
    err.stack = `Error: boom\n    at explode (${bundleUrl}:${line}:${column})`;
    const out = serializeError(err, stackMapper(bundleUrl)) as { type: string; message: string; stack: string };
    expect(out.type).toBe("Error");
    expect(out.message).toBe("boom");
    expect(out.stack).toBe(`Error: boom\n    at explode (${join(dir, "helper.ts")}:3:3)`);
    expect(serializeError("not an error")).toBe("not an error");
  });
});
