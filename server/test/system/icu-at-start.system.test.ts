// A server that has started and answered makes no Intl formatter, collator or segmenter: the first
// one reads megabytes of the Node binary's ICU tables into memory for good (ADR 011, eleventh round).
// Counts are formatted without Intl (common/src/text.ts); the rest is made on first use.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyPreparedDataDir, spawnServer, type ServerProcess } from "./server-process.ts";

const root = mkdtempSync(join(tmpdir(), "sp-icu-"));
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** A preload that writes one line to `log` for each Intl object made or locale-aware call. */
function spyScript(log: string): string {
  return `
const { appendFileSync } = require("node:fs");
const note = (what) => appendFileSync(${JSON.stringify(log)}, what + " " + new Error().stack.split("\\n")[3].trim() + "\\n");
for (const name of ["Collator", "DateTimeFormat", "NumberFormat", "PluralRules", "Segmenter", "RelativeTimeFormat", "ListFormat", "DisplayNames"]) {
  Intl[name] = new Proxy(Intl[name], { construct(target, args, newTarget) { note("new Intl." + name); return Reflect.construct(target, args, newTarget); } });
}
for (const [proto, method] of [[Number.prototype, "toLocaleString"], [Date.prototype, "toLocaleString"], [Date.prototype, "toLocaleDateString"], [String.prototype, "localeCompare"]]) {
  const original = proto[method];
  proto[method] = function (...args) { note(method); return original.apply(this, args); };
}
`;
}

describe("the Node binary's ICU tables", () => {
  it("are not read by a server that starts and answers", async () => {
    const log = join(root, "intl.log");
    writeFileSync(log, "");
    const spy = join(root, "spy.cjs");
    writeFileSync(spy, spyScript(log));
    const server = spawnServer({ DATABASE_URL: "", DATA_DIR: copyPreparedDataDir(join(root, "data")), NODE_OPTIONS: `--require ${spy}` });
    servers.push(server);
    const base = await server.listening;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
    expect(readFileSync(log, "utf8")).toBe("");
  }, 90_000);
});
