import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PREPARE_ENV, isFreshEmbedded, isPrepareOnly } from "./first-start.ts";

describe("the first start's preparation in a child process", () => {
  it("is needed only for an embedded database not created yet", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "savepoint-first-"));
    try {
      expect(isFreshEmbedded({ databaseUrl: undefined, dataDir })).toBe(true);
      expect(isFreshEmbedded({ databaseUrl: "postgresql://db/x", dataDir })).toBe(false);
      mkdirSync(join(dataDir, "db", "pglite"), { recursive: true });
      writeFileSync(join(dataDir, "db", "pglite", "PG_VERSION"), "18\n");
      expect(isFreshEmbedded({ databaseUrl: undefined, dataDir })).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("runs the child in prepare-only mode", () => {
    expect(isPrepareOnly({ [PREPARE_ENV]: "1" })).toBe(true);
    expect(isPrepareOnly({})).toBe(false);
  });
});
