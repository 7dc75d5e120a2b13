// What a full disk looks like by the time the error reaches us: PostgreSQL's SQLSTATE 53100
// (disk_full) as Prisma 7 passes it on through the pg driver adapter, and Node's ENOSPC from a file
// write (the cover cache). http/errors.ts answers both 507 storage_full; health/ remembers them.
//
// Prisma's shape (proved by features/health/storage-full.test.ts on both engines): a
// PrismaClientKnownRequestError with code P2039 (a model query) or P2010 (a raw one) whose
// meta.driverAdapterError is a DriverAdapterError, and its `cause` holds
// { kind: "postgres", code: "53100", originalCode: "53100", message }.

import { findInChain } from "./error-chain.ts";

/** PostgreSQL's disk_full. */
const DISK_FULL_SQLSTATE = "53100";
/** Node's (libuv's) code for a write the file system refused for want of space. */
const NO_SPACE = "ENOSPC";

interface ErrorShape {
  code?: unknown;
  originalCode?: unknown;
  message?: unknown;
  originalMessage?: unknown;
  syscall?: unknown;
  path?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown; modelName?: unknown };
}

/** The error in `err`'s chain (itself, its cause, Prisma's driver adapter error) that says the disk is full. */
function diskFullLink(err: unknown): ErrorShape | undefined {
  return findInChain<ErrorShape>(err, (e) => e.code === DISK_FULL_SQLSTATE || e.originalCode === DISK_FULL_SQLSTATE || e.code === NO_SPACE);
}

/** True when `err` (or what it wraps) says a write failed because the disk is full. */
export function isStorageFull(err: unknown): boolean {
  return diskFullLink(err) !== undefined;
}

/**
 * What failed, for the log: "database write (LibraryGame): could not extend file ..." or
 * "file write /data/covers/ab12…: ENOSPC". Undefined when `err` is not a full disk.
 */
export function storageFailure(err: unknown): string | undefined {
  const link = diskFullLink(err);
  if (!link) return undefined;
  if (link.code === NO_SPACE) {
    const what = typeof link.syscall === "string" ? `file ${link.syscall}` : "file write";
    return `${what}${typeof link.path === "string" ? ` ${link.path}` : ""}: no space left on the device (ENOSPC)`;
  }
  const model = (err as ErrorShape | null)?.meta?.modelName;
  const message = typeof link.originalMessage === "string" ? link.originalMessage : typeof link.message === "string" ? link.message : "";
  return `database write${typeof model === "string" ? ` (${model})` : ""}: ${message || "disk full"} (SQLSTATE ${DISK_FULL_SQLSTATE})`;
}
