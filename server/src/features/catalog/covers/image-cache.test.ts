// The disk cache on a full disk: a write the disk refuses leaves nothing half-written behind, and the
// error (ENOSPC) goes on to the caller, which answers 507 storage_full (http/errors.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COVER_MAX_BYTES } from "@savepoint/common";
import { createImageCache, type WriteFile } from "./image-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "sp-image-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PNG = { contentType: "image/png", body: Buffer.from("png bytes") };

/** Writes like a disk that fills up after `room` writes: the next one creates its file empty and fails with a genuine ENOSPC. */
function fillingDisk(room: number): WriteFile {
  let left = room;
  return (path, data) => {
    if (left-- > 0) return writeFileSync(path, data);
    writeFileSync(path, "");
    writeFileSync("/dev/full", data); // the kernel's own ENOSPC
  };
}

describe("image cache on a full disk", () => {
  it("keeps no half-written entry when the type file cannot be written", () => {
    const cache = createImageCache(dir, undefined, fillingDisk(1));
    const url = "https://covers.example.com/a.png";
    expect(() => cache.put(url, PNG)).toThrow(expect.objectContaining({ code: "ENOSPC" }));
    expect(cache.get(cache.keyOf(url))).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps no cut-off image when the image itself cannot be written", () => {
    const cache = createImageCache(dir, undefined, fillingDisk(0));
    const url = "https://covers.example.com/b.png";
    expect(() => cache.put(url, PNG)).toThrow(expect.objectContaining({ code: "ENOSPC" }));
    expect(existsSync(join(dir, cache.keyOf(url)))).toBe(false);
  });

  it("stores the image once there is room again", () => {
    const cache = createImageCache(dir);
    const url = "https://covers.example.com/a.png";
    cache.put(url, PNG);
    expect(cache.get(cache.keyOf(url))).toEqual(PNG);
  });
});

describe("image cache reads", () => {
  /** A cache folder whose entry for `url` has the type file the cache writes and `place` as its image. */
  function entryWith(url: string, place: (file: string) => void) {
    const folder = mkdtempSync(join(dir, "reads-"));
    const cache = createImageCache(folder);
    const file = join(folder, cache.keyOf(url));
    writeFileSync(`${file}.type`, "image/png");
    place(file);
    return cache.get(cache.keyOf(url));
  }

  it("answers nothing for an entry that is a device, and does not read it without end", () => {
    expect(entryWith("https://covers.example.com/zero.png", (file) => symlinkSync("/dev/zero", file))).toBeNull();
  });

  it("answers nothing for an entry larger than any cover, or a folder in its place", () => {
    expect(entryWith("https://covers.example.com/big.png", (file) => writeFileSync(file, Buffer.alloc(COVER_MAX_BYTES + 1)))).toBeNull();
    expect(entryWith("https://covers.example.com/dir.png", (file) => mkdirSync(file))).toBeNull();
  });

  it("answers an entry the cache wrote, of the largest size a cover may have", () => {
    const big = Buffer.alloc(COVER_MAX_BYTES, 7);
    const got = entryWith("https://covers.example.com/max.png", (file) => writeFileSync(file, big));
    expect(got?.contentType).toBe("image/png");
    // Buffer.equals: a deep comparison of five million bytes one by one takes half a minute
    expect(got?.body.equals(big)).toBe(true);
  });
});
