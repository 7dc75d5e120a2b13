// The recommendation catalog kept on disk between starts (DATA_DIR/cache/recommendations.snapshot): its
// columns as they stood after a read, with the moment they were read up to. The first list after a start
// then reads that file (a fraction of a second) and only the catalog rows written since, where a read of
// the whole catalog's facts takes seconds on a busy box. It is a cache any process can rebuild: written
// after a full read (and by the first start's preparation), used only by the build that wrote it, and
// checked against the database before use (the same database, and the catalog rows it was read from
// still there: their count and the sum of their ids up to the highest id read). Anything else means a
// full read, as before.
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { endianness } from "node:os";
import { dirname } from "node:path";
import type { CatalogService } from "../catalog/index.ts";
import { RecoCatalog, type RecoCatalogData } from "./reco-catalog.ts";
import { SLOT_ARRAYS } from "./reco-columns.ts";

const MAGIC = "SAVEPOINT-RECO\n";
/** Bumped whenever the file's layout changes. */
const FORMAT = 1;
/** Arrays start at multiples of this in the file. */
const ALIGN = 8;

/** Where snapshots live and which build may read them (a build id: the server's sources' hash). */
export interface SnapshotPlace {
  file: string;
  build: string;
}

/** What a snapshot was read from: the database, and its catalog rows up to the highest id read, counted and summed. */
export type FactsCheck = Awaited<ReturnType<SnapshotCatalog["factsCheck"]>>;

export type SnapshotCatalog = Pick<CatalogService, "readFacts" | "factsCheck">;

export interface Snapshot {
  catalog: RecoCatalog;
  /** The newest catalog write it holds: a start reads the rows written after it. */
  until: Date;
  maxId: number;
}

interface Header {
  format: number;
  build: string;
  endianness: string;
  until: string;
  check: FactsCheck;
  data: Omit<RecoCatalogData, "arrays">;
  arrays: [name: string, type: string, length: number][];
}

const ARRAY_NAMES = [...SLOT_ARRAYS, "wordData"] as const;
type ArrayName = (typeof ARRAY_NAMES)[number];
type AnyArray = RecoCatalogData["arrays"][ArrayName];
const ARRAY_TYPES: Record<string, new (length: number) => AnyArray> = {
  Uint8Array,
  Int32Array,
  Uint32Array,
  Float64Array,
};

const padding = (n: number) => (ALIGN - (n % ALIGN)) % ALIGN;

/** Writes the catalog's snapshot (to a temporary file, then renamed over the old one: a reader never sees half of one). */
export async function saveSnapshot(catalog: Pick<SnapshotCatalog, "factsCheck">, place: SnapshotPlace, snap: Snapshot): Promise<void> {
  // Copied now, before anything is awaited: the catalog may be brought up to date meanwhile.
  const { arrays, ...data } = snap.catalog.toData();
  const check = await catalog.factsCheck(snap.maxId);
  const header: Header = {
    format: FORMAT,
    build: place.build,
    endianness: endianness(),
    until: snap.until.toISOString(),
    check,
    data,
    arrays: ARRAY_NAMES.map((name) => [name, arrays[name].constructor.name, arrays[name].length]),
  };
  const json = Buffer.from(JSON.stringify(header));
  const head = Buffer.alloc(MAGIC.length + 4);
  head.write(MAGIC, "latin1");
  head.writeUInt32LE(json.length, MAGIC.length);
  const chunks: Uint8Array[] = [head, json, new Uint8Array(padding(head.length + json.length))];
  for (const name of ARRAY_NAMES) {
    const a = arrays[name];
    chunks.push(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), new Uint8Array(padding(a.byteLength)));
  }
  await mkdir(dirname(place.file), { recursive: true });
  const tmp = `${place.file}.${process.pid}.tmp`;
  const fh = await open(tmp, "w");
  try {
    await fh.writev(chunks);
  } finally {
    await fh.close();
  }
  await rename(tmp, place.file).catch(async (err: unknown) => {
    await rm(tmp, { force: true });
    throw err;
  });
}

/**
 * The snapshot at `place`, if there is one this build wrote and the database still holds what it was
 * read from; null otherwise (none, another build's, or out of date: the caller reads the catalog in full).
 * A file that cannot be parsed throws.
 */
export async function loadSnapshot(
  catalog: Pick<SnapshotCatalog, "factsCheck"> & Partial<Pick<CatalogService, "sharedText">>,
  place: SnapshotPlace,
): Promise<Snapshot | null> {
  let buf: Buffer;
  try {
    buf = await readFile(place.file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
  if (buf.toString("latin1", 0, MAGIC.length) !== MAGIC) throw new Error("not a recommendations snapshot");
  const jsonEnd = MAGIC.length + 4 + buf.readUInt32LE(MAGIC.length);
  const header = JSON.parse(buf.toString("utf8", MAGIC.length + 4, jsonEnd)) as Header;
  if (header.format !== FORMAT || header.build !== place.build || header.endianness !== endianness()) return null;
  const now = await catalog.factsCheck(header.check.maxId);
  if (now.rows !== header.check.rows || now.idSum !== header.check.idSum || now.database !== header.check.database) return null;
  let at = jsonEnd + padding(jsonEnd);
  const arrays = {} as Record<string, AnyArray>;
  for (const [name, type, length] of header.arrays) {
    const Type = ARRAY_TYPES[type];
    if (!Type) throw new Error(`recommendations snapshot: unknown array type ${type}`);
    // Copied out, so the file's buffer is garbage once this returns.
    const array = new Type(length);
    const bytes = array.byteLength;
    if (at + bytes > buf.length) throw new Error("recommendations snapshot: cut short");
    new Uint8Array(array.buffer).set(buf.subarray(at, at + bytes));
    arrays[name] = array;
    at += bytes + padding(bytes);
  }
  for (const name of ARRAY_NAMES) if (!arrays[name]) throw new Error(`recommendations snapshot: no ${name}`);
  const data = { ...header.data, arrays: arrays as RecoCatalogData["arrays"] };
  // Titles and slugs as the search index holds them where it holds the same ones: one copy of each.
  const share = catalog.sharedText?.bind(catalog);
  if (share) {
    const ids = data.arrays.ids;
    data.titles = data.titles.map((t, slot) => (t === null ? t : share(ids[slot]!, t)));
    data.slugs = data.slugs.map(([slot, slug]) => [slot, share(ids[slot]!, slug)]);
  }
  return { catalog: RecoCatalog.fromData(data), until: new Date(header.until), maxId: header.check.maxId };
}

/** Brings `snap` up to date: the rows written after its `until` (every row, for a new catalog). Answers how many were read. */
export async function readSince(catalog: Pick<SnapshotCatalog, "readFacts">, snap: Snapshot): Promise<number> {
  let read = 0;
  snap.until = await catalog.readFacts(snap.until, (rows) => {
    read += rows.length;
    for (const r of rows) if (r.id > snap.maxId) snap.maxId = r.id;
    snap.catalog.upsertMany(rows);
  });
  return read;
}

/** A catalog nothing is read into yet. */
export const emptySnapshot = (): Snapshot => ({ catalog: new RecoCatalog(), until: new Date(0), maxId: 0 });

/** Reads the catalog's facts in full and writes its snapshot (the first start's preparation does, so even the first list after it is quick). */
export async function buildSnapshot(catalog: SnapshotCatalog, place: SnapshotPlace): Promise<number> {
  const snap = emptySnapshot();
  await readSince(catalog, snap);
  await saveSnapshot(catalog, place, snap);
  return snap.catalog.size;
}
