// When /api/health says the storage is full: a disk-full failure within the last five minutes, or a
// watched directory (the embedded database's DATA_DIR) with less free space than the threshold.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { manualClock } from "../../../test/helpers.ts";
import { MIN_FREE_BYTES, STORAGE_FULL_MEMORY_MS, createStorageWatch } from "./health.storage.ts";

/** Prisma's shape for a model write PostgreSQL refused with disk_full (storage-full.test.ts proves it). */
const diskFull = Object.assign(new Error("Database error. Code: `53100`. Message: `no space`"), {
  code: "P2039",
  meta: {
    modelName: "LibraryGame",
    driverAdapterError: Object.assign(new Error("no space"), { cause: { kind: "postgres", code: "53100", originalCode: "53100" } }),
  },
});

const dir = mkdtempSync(join(tmpdir(), "sp-storage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("storage watch", () => {
  it("says full for five minutes after a disk-full failure, then ok again", async () => {
    const clock = manualClock();
    const watch = createStorageWatch({ now: clock.now });
    expect(await watch.state()).toBe("ok");
    expect(watch.noteIfFull(new Error("something else"))).toBe(false);
    expect(await watch.state()).toBe("ok");
    expect(watch.noteIfFull(diskFull)).toBe(true);
    expect(await watch.state()).toBe("full");
    clock.advance(STORAGE_FULL_MEMORY_MS - 1);
    expect(await watch.state()).toBe("full");
    clock.advance(1);
    expect(await watch.state()).toBe("ok");
  });

  it("says full while the watched directory has less free space than the threshold", async () => {
    let free = MIN_FREE_BYTES;
    const watch = createStorageWatch({ now: () => new Date(), dir, freeBytes: () => Promise.resolve(free) });
    expect(await watch.state()).toBe("ok");
    free = MIN_FREE_BYTES - 1;
    expect(await watch.state()).toBe("full");
  });

  it("reads the real free space of the directory (statfs), and ignores one it cannot read", async () => {
    expect(await createStorageWatch({ now: () => new Date(), dir }).state()).toBe("ok");
    expect(await createStorageWatch({ now: () => new Date(), dir, minFreeBytes: Number.MAX_SAFE_INTEGER }).state()).toBe("full");
    expect(await createStorageWatch({ now: () => new Date(), dir: join(dir, "missing"), minFreeBytes: Number.MAX_SAFE_INTEGER }).state()).toBe("ok");
  });
});
