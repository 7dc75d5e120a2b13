import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lazyBundledFiles, type BundleFs, type BundleNode } from "./pglite-bundle.ts";

const DIR = 1;

/** A file system of MEMFS's shape: a root folder holding `files`. */
function fakeFs(files: Record<string, Uint8Array>): { fs: BundleFs; nodes: Record<string, BundleNode> } {
  const nodes = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, { mode: 0, contents: bytes }]));
  const root = { mode: DIR, contents: { share: { mode: DIR, contents: nodes } } };
  return { fs: { lookupPath: () => ({ node: root }), isDir: (mode) => mode === DIR }, nodes };
}

describe("lazyBundledFiles on a file system of views into one buffer", () => {
  let dir: string;
  let bundlePath: string;
  const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 251);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bundle-"));
    bundlePath = join(dir, "pglite.data");
    writeFileSync(bundlePath, bytes);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each file's bytes from the bundle when first opened, and empties the buffer", () => {
    const buffer = bytes.slice().buffer;
    const { fs, nodes } = fakeFs({ a: new Uint8Array(buffer, 0, 100), b: new Uint8Array(buffer, 100, 3000), own: Uint8Array.of(1, 2, 3) });
    expect(lazyBundledFiles(fs, bundlePath)).toBe(2);
    expect(buffer.byteLength).toBe(0);
    expect([...(nodes.a!.contents as Uint8Array)]).toEqual([...bytes.subarray(0, 100)]);
    expect([...(nodes.b!.contents as Uint8Array)]).toEqual([...bytes.subarray(100, 3100)]);
    expect([...(nodes.own!.contents as Uint8Array)]).toEqual([1, 2, 3]);
    // A file written after it keeps what was written.
    nodes.a!.contents = Uint8Array.of(9);
    expect([...(nodes.a!.contents as Uint8Array)]).toEqual([9]);
  });

  it("changes nothing when the bytes in memory are not the bundle's", () => {
    const other = bytes.map((b) => 255 - b);
    const view = new Uint8Array(other.buffer, 200, 500);
    const { fs, nodes } = fakeFs({ a: view });
    expect(lazyBundledFiles(fs, bundlePath)).toBe(0);
    expect(nodes.a!.contents).toBe(view);
    expect(other.buffer.byteLength).toBe(4096);
  });

  it("changes nothing when the files are views into two buffers of the bundle's size", () => {
    const one = bytes.slice();
    const two = bytes.slice();
    const { fs, nodes } = fakeFs({ a: one.subarray(0, 10), b: two.subarray(10, 20) });
    expect(lazyBundledFiles(fs, bundlePath)).toBe(0);
    expect(nodes.a!.contents).not.toBeInstanceOf(Function);
    expect(one.buffer.byteLength).toBe(4096);
  });
});

describe("lazyBundledFiles on PGlite", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create("memory://");
  }, 60_000);
  afterAll(() => db.close());

  it("gives PostgreSQL every bundled file with the same bytes, and lets the bundle's 5 MB go", async () => {
    const fs = db.Module.FS as unknown as BundleFs & { readFile(path: string): Uint8Array };
    const paths = ["/pglite/share/postgresql/timezone/Asia/Tokyo", "/pglite/share/postgresql/postgres.bki", "/pglite/lib/postgresql/plpgsql.so"];
    const before = paths.map((p) => fs.lookupPath(p).node.contents as Uint8Array);
    const bundle = before[0]!.buffer;
    expect(before.every((b) => b.buffer === bundle)).toBe(true);
    const copies = before.map((b) => b.slice());

    const changed = lazyBundledFiles(fs);
    expect(changed).toBeGreaterThan(600);
    expect(bundle.byteLength).toBe(0);
    paths.forEach((p, i) => expect(Buffer.compare(fs.readFile(p), copies[i]!), p).toBe(0));

    // The files PostgreSQL opens after its start: a time zone named for the first time, PL/pgSQL.
    await db.exec("SET TimeZone = 'America/New_York'");
    const { rows } = await db.query<{ t: string }>("SELECT (timestamptz '2026-01-01 00:00:00+00' AT TIME ZONE 'Asia/Tokyo')::text AS t");
    expect(rows[0]!.t).toBe("2026-01-01 09:00:00");
    await db.exec("CREATE FUNCTION bundle_twice(n int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN n * 2; END $$");
    const twice = await db.query<{ n: number }>("SELECT bundle_twice(21) AS n");
    expect(twice.rows[0]!.n).toBe(42);
  });
});
