// Images fetched from elsewhere (provider covers, covers users linked), kept on disk under
// DATA_DIR/covers and keyed by a hash of their URL: each is fetched once per instance.
import { createHash } from "node:crypto";
import { closeSync, fstatSync, mkdirSync, openSync, readSync, rmSync, writeFileSync, constants } from "node:fs";
import { join } from "node:path";
import { COVER_MAX_BYTES } from "@savepoint/common";

export interface CachedImage {
  contentType: string;
  body: Buffer;
}

export interface ImageCache {
  /** The key an image's URL is cached under (32 hex characters). */
  keyOf(url: string): string;
  get(key: string): CachedImage | null;
  put(url: string, image: CachedImage): void;
}

const KEY = /^[a-f0-9]{32}$/;
/** A content type is a short line ("image/png"); anything longer is not one the cache wrote. */
const TYPE_MAX_BYTES = 200;

/**
 * The whole of `file` when it is a regular file of at most `maxBytes`; null when it is missing, is
 * something else (a device, a directory, a pipe: reading one could block or never end) or is larger
 * than anything the cache writes. Checked on the open descriptor, so the file read is the one checked.
 */
function readBounded(file: string, maxBytes: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) return null;
    const body = Buffer.alloc(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, body, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return read === st.size ? body : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

export function imageCacheKey(url: string): string {
  return createHash("sha256").update(url).digest("hex").slice(0, 32);
}

/** How the disk cache writes a file (fs.writeFileSync; a test gives one that fails like a full disk). */
export type WriteFile = (path: string, data: Buffer | string) => void;

/** On disk in `dir`; without one, in memory up to `memoryBytes` (the oldest images go first). */
export function createImageCache(dir?: string, memoryBytes = 32 * 1024 * 1024, writeFile: WriteFile = writeFileSync): ImageCache {
  if (!dir) return memoryCache(memoryBytes);
  mkdirSync(dir, { recursive: true });
  return {
    keyOf: imageCacheKey,
    get(key) {
      if (!KEY.test(key)) return null;
      const file = join(dir, key);
      const type = readBounded(`${file}.type`, TYPE_MAX_BYTES);
      const body = type && readBounded(file, COVER_MAX_BYTES);
      return type && body ? { body, contentType: type.toString("utf8") } : null;
    },
    put(url, image) {
      const file = join(dir, imageCacheKey(url));
      try {
        writeFile(file, image.body);
        writeFile(`${file}.type`, image.contentType);
      } catch (err) {
        // A write the disk refused (ENOSPC) may leave a cut-off image or an empty type behind: remove
        // both, so the cache never answers half an image. The error goes on (507 storage_full).
        rmSync(file, { force: true });
        rmSync(`${file}.type`, { force: true });
        throw err;
      }
    },
  };
}

function memoryCache(maxBytes: number): ImageCache {
  const entries = new Map<string, CachedImage>();
  let bytes = 0;
  return {
    keyOf: imageCacheKey,
    get: (key) => entries.get(key) ?? null,
    put(url, image) {
      const key = imageCacheKey(url);
      bytes -= entries.get(key)?.body.length ?? 0;
      entries.delete(key);
      entries.set(key, image);
      bytes += image.body.length;
      for (const [oldest, img] of entries) {
        if (bytes <= maxBytes || oldest === key) break;
        entries.delete(oldest);
        bytes -= img.body.length;
      }
    },
  };
}
