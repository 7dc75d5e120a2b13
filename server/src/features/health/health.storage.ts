// Whether the server can store anything: "full" after a write failed for want of disk space (the error
// handler and background work report it here), and, when given a directory (the embedded database's
// DATA_DIR), when that directory's file system has almost no free space left.
import { statfs } from "node:fs/promises";
import { isStorageFull } from "../../lib/storage-full.ts";

/** A disk-full failure keeps storage "full" this long: an operator looking at health soon after sees it. */
export const STORAGE_FULL_MEMORY_MS = 5 * 60_000;
/**
 * Less free space than this in the embedded database's directory counts as full: PostgreSQL needs room
 * for its write-ahead log before it can commit anything.
 */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

export interface StorageWatch {
  /** Remembers a disk-full failure when `err` is one (anything else is ignored); true when it was. */
  noteIfFull(err: unknown): boolean;
  state(): Promise<"ok" | "full">;
}

export interface StorageWatchDeps {
  now: () => Date;
  /** The directory whose free space counts (the embedded database's DATA_DIR); omitted → not checked. */
  dir?: string;
  minFreeBytes?: number;
  /** Free bytes in `dir`'s file system (fs.promises.statfs unless a test gives its own). */
  freeBytes?: (dir: string) => Promise<number>;
}

async function statfsFreeBytes(dir: string): Promise<number> {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}

export function createStorageWatch(deps: StorageWatchDeps): StorageWatch {
  const freeBytes = deps.freeBytes ?? statfsFreeBytes;
  const minFree = deps.minFreeBytes ?? MIN_FREE_BYTES;
  // Per process: another process on the same database learns of a full disk from its own failed
  // writes (or from the free-space check, on the embedded database, which has one process).
  let lastFullAt: number | undefined;

  async function lowOnSpace(): Promise<boolean> {
    if (!deps.dir) return false;
    try {
      return (await freeBytes(deps.dir)) < minFree;
    } catch {
      // a directory that cannot be asked says nothing about its space (the database check covers it)
      return false;
    }
  }

  return {
    noteIfFull(err) {
      if (!isStorageFull(err)) return false;
      lastFullAt = deps.now().getTime();
      return true;
    },
    async state() {
      const recent = lastFullAt !== undefined && deps.now().getTime() - lastFullAt < STORAGE_FULL_MEMORY_MS;
      return recent || (await lowOnSpace()) ? "full" : "ok";
    },
  };
}
