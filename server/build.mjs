// Bundles the server into dist/index.js. npm dependencies stay external (PGlite loads its WASM from
// its own folder); the workspace's TypeScript (@savepoint/common) is bundled in.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((d) => [d, `${d}/*`]);

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
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "info",
});
