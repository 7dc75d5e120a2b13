// Bundles the server into dist/index.js. npm dependencies stay external (PGlite loads its WASM from
// its own folder); the workspace's TypeScript (@savepoint/common) is bundled in.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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

/**
 * Prisma's runtime is bundled, not left external, so that its parameterization graph can be kept
 * compact (src/db/prisma-param-graph.ts): what its decoder returns goes through `compactParamGraph`
 * before the client keeps it. A runtime that no longer decodes the graph as expected stops the build.
 */
const RUNTIME = "@prisma/client/runtime/client";
const GRAPH_DESERIALIZE = /static deserialize\((\w+),(\w+)\)\{let (\w+)=(\w+)\(\1\);return new (\w+)\(\3,\2\)\}/g;
const paramGraphCompact = {
  name: "param-graph-compact",
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${RUNTIME}$`) }, () => ({ path: fileURLToPath(import.meta.resolve(RUNTIME)) }));
    b.onLoad({ filter: /@prisma[\\/]client[\\/]runtime[\\/]client\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const found = source.match(GRAPH_DESERIALIZE) ?? [];
      if (found.length !== 1) throw new Error(`${args.path}: Prisma no longer decodes its parameterization graph as src/db/prisma-param-graph.ts expects`);
      const compact = JSON.stringify(new URL("./src/db/prisma-param-graph.ts", import.meta.url).pathname);
      const patched = source.replace(
        GRAPH_DESERIALIZE,
        (_, data, enums, graph, decode, cls) =>
          `static deserialize(${data},${enums}){let ${graph}=__compactParamGraph(${decode}(${data}));return new ${cls}(${graph},${enums})}`,
      );
      return { contents: `var __compactParamGraph = require(${compact}).compactParamGraph;\n${patched}`, loader: "js" };
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
  plugins: [compilerWasmRead, paramGraphCompact],
  logLevel: "info",
});

// Node keeps the bundle's text for the life of the process, one byte a character if every character is
// ASCII and two otherwise (2.1 MB of heap for 1.1 MB of text). esbuild escapes strings but leaves the
// few characters in regular expressions and kept comments: \uXXXX means the same there (the columns of
// the rest of those lines move in the source map).
const bundle = new URL("./dist/index.js", import.meta.url);
const text = readFileSync(bundle, "utf8");
writeFileSync(
  bundle,
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
);
