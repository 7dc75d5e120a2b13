// Bundles the server into dist/index.js. npm dependencies stay external (PGlite loads its WASM from
// its own folder); the workspace's TypeScript (@savepoint/common) is bundled in.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
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
  logLevel: "info",
});
