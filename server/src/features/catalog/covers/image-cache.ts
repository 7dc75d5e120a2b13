// Images fetched from elsewhere (provider covers, covers users linked), kept on disk under
// DATA_DIR/covers and keyed by a hash of their URL: each is fetched once per instance.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
      if (!existsSync(file) || !existsSync(`${file}.type`)) return null;
      return { body: readFileSync(file), contentType: readFileSync(`${file}.type`, "utf8") };
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
