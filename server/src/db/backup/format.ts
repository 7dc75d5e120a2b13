// The backup file (ADR 028): one gzip stream of lines, in an app-level logical format that any
// PostgreSQL major version (the embedded database's, Debian's 15, a newer server's) reads back.
//
//   ["savepoint-backup", {format, savepoint, schema, createdAt}]      the first line
//   ["table", "<name>"]                                               then each table, parents first,
//   {"id": …, …}                                                      its rows as PostgreSQL's to_jsonb
//   ["file", "covers/<name>", "<base64>"]                             the files of DATA_DIR it keeps
//   ["manifest", {…, tables: {name: rows}, files, sha256}]            the last line
//
// A row is an object and every other line an array, so neither can be taken for the other. The
// manifest's sha256 covers every byte before its line: a truncated file has no manifest (or no end of
// its gzip stream) and a changed one a different sum.
import { createHash, type Hash } from "node:crypto";

/** The format this Savepoint writes; it reads this one and every earlier one. */
export const BACKUP_FORMAT = 1;
/** What `npm run backup` names a file when given a directory, and scheduled backups are called. */
export const BACKUP_SUFFIX = ".savepoint-backup";
/** The first line's tag. */
export const BACKUP_TAG = "savepoint-backup";
/** The directories of DATA_DIR a backup keeps: cached cover images (pasted and provider covers). */
export const BACKUP_DIRS = ["covers"] as const;
/** Prisma's bookkeeping: rebuilt by the migrations a restore runs, never copied. */
export const NOT_COPIED = new Set(["_prisma_migrations"]);

export interface BackupHeader {
  format: number;
  /** The package version that wrote it. */
  savepoint: string;
  /** The last migration applied to the database it came from: the schema its rows have. */
  schema: string;
  createdAt: string;
}

export interface BackupManifest extends BackupHeader {
  engine: "embedded" | "postgres";
  /** Every migration applied to the source, in order. */
  migrations: string[];
  /** Rows per table, in the order the file holds them (parents before children). */
  tables: Record<string, number>;
  files: number;
  /** sha256 (hex) of every byte of the uncompressed stream before the manifest's line. */
  sha256: string;
}

/** A one-line reason a backup cannot be used; the commands print it and exit with 1. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Lines in, sha256 kept over every byte: the writer's and the reader's side of the checksum. */
export class LineSum {
  private readonly hash: Hash = createHash("sha256");
  bytes = 0;
  add(line: string): string {
    const text = `${line}\n`;
    this.hash.update(text);
    this.bytes += Buffer.byteLength(text);
    return text;
  }
  digest(): string {
    return this.hash.digest("hex");
  }
}

/**
 * Progress on a terminal: one line rewritten in place at most every 200 ms, nothing when stderr is
 * not a terminal (a cron job's mail, a log file); `done` ends the line.
 */
export function progress(stream: NodeJS.WriteStream = process.stderr) {
  let last = 0;
  let shown = false;
  return {
    say(text: string, force = false) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (!force && now - last < 200) return;
      last = now;
      shown = true;
      stream.write(`\r\x1b[2K${text}`);
    },
    done() {
      if (shown) stream.write("\r\x1b[2K");
      shown = false;
    },
  };
}
