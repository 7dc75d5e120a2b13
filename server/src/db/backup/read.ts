// Reads a backup file (format.ts) line by line, checking it as it goes: the first line says what it is,
// rows belong to a table, and the last line is a manifest whose counts and checksum match what came
// before. `verifyBackup` reads it once without a callback, so a restore refuses a truncated or changed
// file before it touches anything.
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { BACKUP_FORMAT, BACKUP_TAG, BackupError, LineSum, type BackupHeader, type BackupManifest } from "./format.ts";

export type BackupLine = { kind: "table"; table: string } | { kind: "row"; table: string; json: string } | { kind: "file"; path: string; data: Buffer };

const damaged = (file: string, why: string) => new BackupError(`${file} is not a usable backup: ${why}.`);

function asManifest(file: string, value: unknown): BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  if (!m || typeof m !== "object" || typeof m.sha256 !== "string" || typeof m.tables !== "object" || !Array.isArray(m.migrations)) {
    throw damaged(file, "its manifest is malformed");
  }
  return m as BackupManifest;
}

/**
 * Every line of `file` in order to `onLine` (awaited), then the manifest once the whole file checked
 * out. A BackupError names what is wrong: not a backup, truncated, changed since it was written.
 */
export async function readBackup(file: string, onLine?: (line: BackupLine) => Promise<void> | void): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const gunzip = createGunzip();
  let streamError: Error | undefined;
  const input = createReadStream(file);
  input.on("error", (err) => gunzip.destroy(err));
  gunzip.on("error", (err) => (streamError ??= err));
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  const sum = new LineSum();
  const counts: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  let table: string | undefined;
  // What the caller's onLine throws is its own failure, not the file's: passed on as it is.
  class Caller extends Error {
    constructor(readonly err: unknown) {
      super("onLine failed");
    }
  }
  const deliver = async (line: BackupLine) => {
    try {
      await onLine?.(line);
    } catch (err) {
      throw new Caller(err);
    }
  };
  try {
    for await (const line of lines) {
      if (manifest) throw damaged(file, "it goes on after its manifest");
      if (header === undefined) {
        const first = parse(file, line);
        if (!Array.isArray(first) || first[0] !== BACKUP_TAG) throw new BackupError(`${file} is not a Savepoint backup.`);
        header = first[1] as BackupHeader;
        if (typeof header?.format !== "number") throw damaged(file, "its first line is malformed");
        if (header.format > BACKUP_FORMAT) {
          throw new BackupError(`${file} was written by Savepoint ${header.savepoint}, in a newer format than this Savepoint reads: upgrade Savepoint first.`);
        }
        sum.add(line);
        continue;
      }
      if (line.startsWith("{")) {
        if (table === undefined) throw damaged(file, "a row comes before any table");
        counts[table] = (counts[table] ?? 0) + 1;
        sum.add(line);
        await deliver({ kind: "row", table, json: line });
        continue;
      }
      const entry = parse(file, line);
      if (!Array.isArray(entry)) throw damaged(file, "a line is malformed");
      if (entry[0] === "manifest") {
        manifest = asManifest(file, entry[1]);
        continue;
      }
      sum.add(line);
      if (entry[0] === "table" && typeof entry[1] === "string") {
        table = entry[1];
        counts[table] = 0;
        await deliver({ kind: "table", table });
      } else if (entry[0] === "file" && typeof entry[1] === "string" && typeof entry[2] === "string") {
        await deliver({ kind: "file", path: entry[1], data: Buffer.from(entry[2], "base64") });
      } else {
        throw damaged(file, "a line is malformed");
      }
    }
  } catch (err) {
    if (err instanceof Caller) throw err.err;
    if (err instanceof BackupError) throw err;
    throw damaged(file, (err as Error).message.includes("unexpected end") ? "it is truncated" : `it cannot be read (${(err as Error).message})`);
  } finally {
    lines.close();
    input.destroy();
  }
  if (streamError) throw damaged(file, streamError.message.includes("unexpected end") ? "it is truncated" : `it is damaged (${streamError.message})`);
  if (!header) throw damaged(file, "it is empty");
  if (!manifest) throw damaged(file, "it is truncated (it has no manifest)");
  if (manifest.sha256 !== sum.digest()) throw damaged(file, "it was changed after it was written (its checksum does not match)");
  for (const [name, n] of Object.entries(manifest.tables)) {
    if (counts[name] !== n) throw damaged(file, `table ${name} holds ${counts[name] ?? 0} rows where its manifest says ${n}`);
  }
  if (Object.keys(counts).length !== Object.keys(manifest.tables).length) throw damaged(file, "it holds a table its manifest does not list");
  return manifest;
}

function parse(file: string, line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw damaged(file, "a line is not valid JSON");
  }
}

/** A file is checked in full before anything is restored from it. */
export const verifyBackup = (file: string) => readBackup(file);
