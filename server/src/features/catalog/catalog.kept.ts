// Stored catalog games kept in memory by id and slug, bounded by bytes, emptied whenever the catalog
// changes (the service says so whenever its search index takes rows: a change this process makes, or one
// the 30 s sync learns of), as related games are. A game page reads its catalog game two or three times
// (its facts, its related games, the library's lookup): each read was a round trip for the whole row.
import { Lru } from "../../lib/lru.ts";
import type { CatalogRecord } from "./catalog.types.ts";

/** At most this many games, and about this many bytes (a record with a long description is a few KB). */
export const KEPT_RECORDS_LIMITS = { entries: 4_000, bytes: 8 * 1024 * 1024 };

/** About what a record holds in memory: its text twice over (UTF-16) and some overhead. */
const recordBytes = (r: CatalogRecord) => 2 * JSON.stringify(r).length + 200;

export class KeptRecords {
  private readonly records = new Lru<CatalogRecord>(KEPT_RECORDS_LIMITS);
  /** Changes of the catalog so far: a record read across one is not kept. */
  private changes = 0;

  catalogChanged(): void {
    this.changes += 1;
    this.records.clear();
  }

  /** The record `ref` names, kept or else read with `read` (and kept unless the catalog changed meanwhile). */
  async get(ref: { id: number } | { slug: string }, read: () => Promise<CatalogRecord | null>): Promise<CatalogRecord | null> {
    const key = "id" in ref ? `#${ref.id}` : ref.slug;
    const hit = this.records.get(key);
    if (hit) return hit;
    const changes = this.changes;
    const record = await read();
    if (record && changes === this.changes) {
      // Shared by every reader from now on: frozen, so that none can change it for the others.
      for (const value of Object.values(record)) if (Array.isArray(value)) Object.freeze(value);
      Object.freeze(record);
      const bytes = recordBytes(record);
      this.records.set(`#${record.id}`, record, bytes);
      this.records.set(record.slug, record, bytes);
    }
    return record;
  }

  get size(): number {
    return this.records.size;
  }
}
