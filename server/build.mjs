// Bundles the server into dist/index.js. npm dependencies stay external (PGlite loads its WASM from
// its own folder); the workspace's TypeScript (@savepoint/common) is bundled in.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((d) => [d, `${d}/*`]);

/** A hash of every source the bundle is built from (lib/build-id.ts): what one build wrote for itself, another does not read. */
function buildId() {
  const hash = createHash("sha256");
  for (const dir of ["src", "../common/src"]) {
    const root = new URL(`./${dir}/`, import.meta.url).pathname;
    for (const file of readdirSync(root, { recursive: true }).sort()) {
      if (!/\.(ts|json|sql)$/.test(file)) continue;
      hash
        .update(`${dir}/${file}\0`)
        .update(readFileSync(join(root, file)))
        .update("\0");
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * In the bundle, Prisma's query compiler is read from its runtime's file when a client asks for it
 * instead of imported (src/db/prisma-compiler-wasm.ts): an imported module keeps its 2.3 MB base64
 * string. A generated client that no longer loads it as expected stops the build.
 */
const COMPILER_IMPORT =
  /getQueryCompilerWasmModule: async \(\) => \{\s*const \{ wasm \} = await import\("@prisma\/client\/runtime\/query_compiler_small_bg\.postgresql\.wasm-base64\.mjs"\)\s*return await decodeBase64AsWasm\(wasm\)\s*\}/;
const compilerWasmRead = {
  name: "compiler-wasm-read",
  setup(b) {
    b.onLoad({ filter: /generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!COMPILER_IMPORT.test(source)) throw new Error(`${args.path}: Prisma no longer loads its query compiler as src/db/prisma-compiler-wasm.ts expects`);
      const loader = JSON.stringify(new URL("./src/db/prisma-compiler-wasm.ts", import.meta.url).pathname);
      const contents = `import { compilerWasmModule as __compilerWasmModule } from ${loader};\n${source.replace(COMPILER_IMPORT, "getQueryCompilerWasmModule: async () => __compilerWasmModule()")}`;
      return { contents, loader: "ts" };
    });
  },
};

await build({
  entryPoints: { index: "src/index.ts", "schema-engine-shim": "src/db/migrate/schema-engine-shim.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // Stack traces need the mappings, not the sources: a third the size for Node to read at every start.
  sourcesContent: false,
  external,
  define: { __SAVEPOINT_BUILD__: JSON.stringify(buildId()) },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [compilerWasmRead],
  logLevel: "info",
});
