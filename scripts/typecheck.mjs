// `npm run typecheck`: the server, the client and the end-to-end tests, each by its tsconfig, with
// TypeScript 7's compiler (the `typescript-7` alias: native code, a third of TypeScript 5's time on
// this 2-core box). TypeScript 5.9 stays the `typescript` package: typescript-eslint's typed rules and
// editors use its API, which TypeScript 7 does not have yet (ADR 027). Exits non-zero on any error.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// its bin, found by its package.json (the package exports no `bin/tsc`); `npx tsc` may run either version
const tsc = join(dirname(createRequire(import.meta.url).resolve("typescript-7/package.json")), "bin", "tsc");
let failed = false;
for (const project of ["server", "client", "e2e"]) {
  const r = spawnSync(process.execPath, [tsc, "-p", project, "--noEmit"], { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`typecheck: ${project} failed${r.signal ? ` (${r.signal})` : ""}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
