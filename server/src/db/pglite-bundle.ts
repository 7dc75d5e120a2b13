// PGlite unpacks its file bundle (pglite.data: 696 files, 5.3 MB — the bootstrap catalog, time
// zones, encoding converters, the PL/pgSQL library) into its in-memory file system as views into one
// buffer read at start, and keeps that buffer for the life of the process. After start PostgreSQL
// reads only a few of those files, some of them never (initdb's postgres.bki), others once (a time
// zone the first time it is named, plpgsql.so the first time a PL/pgSQL function runs).
// lazyBundledFiles gives every such file the same bytes read from pglite.data on disk when
// PostgreSQL first opens it, and then takes the buffer's bytes away from it (PGlite's start-up code
// still holds the buffer itself), so the 5.3 MB go (ADR 011, eleventh round).
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** What this reads of Emscripten's file system (MEMFS nodes). */
export interface BundleFs {
  lookupPath(path: string): { node: BundleNode };
  isDir(mode: number): boolean;
}
export interface BundleNode {
  mode: number;
  contents: unknown;
}

/** Where PGlite's package keeps its file bundle. */
export function pgliteBundlePath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@electric-sql/pglite")), "pglite.data");
}

function* filesUnder(fs: BundleFs, node: BundleNode): Generator<BundleNode> {
  if (!fs.isDir(node.mode)) {
    yield node;
    return;
  }
  for (const child of Object.values(node.contents as Record<string, BundleNode>)) yield* filesUnder(fs, child);
}

/** `length` bytes of the open file `fd` from `offset`. */
function readAt(fd: number, offset: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, bytes, done, length - done, offset + done);
    if (n === 0) throw new Error(`the file bundle ends before byte ${offset + length}`);
    done += n;
  }
  return bytes;
}

/** `read` with `path` open (closed after). */
function withFile<T>(path: string, read: (fd: number) => T): T {
  const fd = openSync(path, "r");
  try {
    return read(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Every file whose bytes are a view into the bundle's buffer (a buffer as long as `bundlePath`) reads
 * them from `bundlePath` when first opened instead. Changes nothing (and returns 0) unless the views
 * share one buffer and each view's first and last bytes are the file's at the same offset: the
 * database then keeps its files in memory, as PGlite left them. Returns how many files it changed.
 */
export function lazyBundledFiles(fs: BundleFs, bundlePath = pgliteBundlePath()): number {
  const size = statSync(bundlePath).size;
  const views: [BundleNode, Uint8Array][] = [];
  for (const node of filesUnder(fs, fs.lookupPath("/").node)) {
    const bytes = node.contents;
    if (bytes instanceof Uint8Array && bytes.buffer.byteLength === size && bytes.byteLength > 0) views.push([node, bytes]);
  }
  const buffers = new Set(views.map(([, bytes]) => bytes.buffer));
  const [bundle] = buffers;
  if (buffers.size !== 1 || !(bundle instanceof ArrayBuffer)) return 0;
  const same = (a: Uint8Array, b: Uint8Array) => a.every((v, i) => v === b[i]);
  const matches = withFile(bundlePath, (fd) =>
    views.every(([, bytes]) => {
      const edge = Math.min(16, bytes.byteLength);
      const tailAt = bytes.byteLength - edge;
      return same(readAt(fd, bytes.byteOffset, edge), bytes.subarray(0, edge)) && same(readAt(fd, bytes.byteOffset + tailAt, edge), bytes.subarray(tailAt));
    }),
  );
  if (!matches) return 0;
  for (const [node, bytes] of views) {
    const offset = bytes.byteOffset;
    const length = bytes.byteLength;
    let own: unknown;
    Object.defineProperty(node, "contents", {
      configurable: true,
      enumerable: true,
      get: () => (own ??= withFile(bundlePath, (fd) => readAt(fd, offset, length))),
      set: (value: unknown) => void (own = value),
    });
  }
  // Moving the bytes to a buffer nobody keeps leaves PGlite's empty (detached); the move's copy goes
  // with the next collection.
  structuredClone(bundle, { transfer: [bundle] });
  return views.length;
}
