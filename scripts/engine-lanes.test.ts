import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedLaneTests } from "./engine-lanes.mjs";

describe("the embedded lane's files (engine-lanes.mjs)", () => {
  const root = mkdtempSync(join(tmpdir(), "engine-lanes-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const file = (path: string, text = "it('reads', () => {});\n") => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file("server/src/db/backup/backup.test.ts");
  file("server/src/features/data/data.import.test.ts");
  file("server/src/startup.test.ts");
  file("server/src/features/games/games.read.test.ts");
  file("server/src/features/games/games.burst.test.ts", "await Promise.all(Array.from({ length: 20 }, () => add()));\n");
  file("server/src/features/people/people.race.test.ts", "it('two concurrent follows', async () => {});\n");
  file("server/src/harness/api.fuzz.test.ts", "await Promise.all([a, b]);\n");
  file("server/src/features/catalog/search/index.test.ts", "await Promise.all([a, b]);\n");
  file("server/src/features/games/games.service.ts", "await Promise.all([a, b]);\n");

  it("holds the engines' own code, imports, the app's start and every file that runs work side by side", () => {
    expect(embeddedLaneTests(root)).toEqual([
      "server/src/db/backup/backup.test.ts",
      "server/src/features/data/data.import.test.ts",
      "server/src/features/games/games.burst.test.ts",
      "server/src/features/people/people.race.test.ts",
      "server/src/startup.test.ts",
    ]);
  });

  it("leaves out single-request route files, the fuzzer, pure code and anything not a test", () => {
    const lane = embeddedLaneTests(root);
    for (const left of ["games.read.test.ts", "api.fuzz.test.ts", "search/index.test.ts", "games.service.ts"]) {
      expect(lane.some((f) => f.endsWith(left))).toBe(false);
    }
  });

  it("finds the real suite's concurrency and engine files", () => {
    const lane = embeddedLaneTests();
    expect(lane).toContain("server/src/db/protocol-server.test.ts");
    expect(lane).toContain("server/src/features/games/games.invariants.test.ts");
    expect(lane).toContain("server/src/features/data/data.import-leases.test.ts");
    expect(lane).not.toContain("server/src/harness/api.fuzz.test.ts");
  });
});
