// Related games on a game page: the same series first (by year), then a provider's related games,
// then games sharing genres from the same era and platforms. They depend on the catalog alone, so an
// answer is kept per catalog game until the catalog changes (the service says so whenever its search
// index takes rows: a change this process makes, or one the 30 s sync learns of).
import type { Db } from "../../db/prisma.ts";
import { normalizeTitle } from "../../lib/text.ts";
import { catalogGamesByIds, sameSeries, sharingGenres, sharingPlatforms } from "./catalog.queries.ts";
import { toRecord } from "./catalog.record.ts";
import type { CatalogRecord } from "./catalog.types.ts";

export const RELATED_LIMIT = 8;
/** Catalog games whose related games are kept, at most (the first kept goes first). */
const RELATED_CACHE_MAX = 2_000;

export class RelatedGames {
  private readonly answers = new Map<number, CatalogRecord[]>();
  /** Changes of the catalog so far: an answer computed across one is not kept. */
  private changes = 0;

  constructor(
    private readonly deps: {
      prisma: Db;
      /** A provider's related games, made local (none without a provider). */
      providerRelated: (game: CatalogRecord, limit: number) => Promise<CatalogRecord[]>;
    },
  ) {}

  /** Drops every kept answer. */
  catalogChanged(): void {
    this.changes += 1;
    this.answers.clear();
  }

  async of(game: CatalogRecord): Promise<CatalogRecord[]> {
    const hit = this.answers.get(game.id);
    if (hit) return hit;
    const changes = this.changes;
    const out = await this.find(game);
    if (changes === this.changes) {
      if (this.answers.size >= RELATED_CACHE_MAX) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(game.id, out);
    }
    return out;
  }

  private async find(game: CatalogRecord): Promise<CatalogRecord[]> {
    const out: CatalogRecord[] = [];
    const seen = new Set<string>([normalizeTitle(game.title)]);
    /** The rows that join the answer, in order (same title as one already in it: left out). */
    const pick = <R extends { id: number; title: string }>(rows: readonly R[]): R[] => {
      const chosen: R[] = [];
      for (const row of rows) {
        if (out.length + chosen.length >= RELATED_LIMIT) break;
        const key = normalizeTitle(row.title);
        if (row.id === game.id || seen.has(key)) continue;
        seen.add(key);
        chosen.push(row);
      }
      return chosen;
    };
    const take = <R extends { id: number; title: string }>(rows: readonly R[], toRec: (row: R) => CatalogRecord) => {
      for (const row of pick(rows)) out.push(toRec(row));
    };
    const { prisma } = this.deps;
    if (game.series) {
      take(await sameSeries(prisma, game.series, game.id), toRecord);
    }
    if (out.length < RELATED_LIMIT) take(await this.deps.providerRelated(game, RELATED_LIMIT), (rec) => rec);
    if (out.length < RELATED_LIMIT && game.genres.length) {
      // Scored on a few columns; only the games chosen are read whole.
      const candidates = await sharingGenres(prisma, game.id, game.genres, game.year);
      const score = (r: (typeof candidates)[number]) =>
        r.genres.filter((g) => game.genres.includes(g)).length * 3 +
        r.platforms.filter((p) => game.platforms.includes(p)).length +
        (r.metacritic ?? 0) / 25 -
        (game.year && r.year ? Math.abs(r.year - game.year) / 4 : 1) +
        (r.source === "core" ? 1 : 0);
      await this.readWhole(pick(candidates.sort((a, b) => score(b) - score(a) || a.id - b.id)), out);
    }
    if (out.length < RELATED_LIMIT && game.platforms.length) {
      // Titles first (the platforms and year indexes find them); only the games chosen are read whole.
      const candidates = await sharingPlatforms(prisma, game.id, game.platforms.slice(0, 2), game.year);
      await this.readWhole(pick(candidates), out);
    }
    return out;
  }

  /** Appends the `chosen` games, read whole, to `out` in their order. */
  private async readWhole(chosen: readonly { id: number }[], out: CatalogRecord[]): Promise<void> {
    if (chosen.length === 0) return;
    const ids = chosen.map((c) => c.id);
    const rows = new Map((await catalogGamesByIds(this.deps.prisma, ids)).map((r) => [r.id, r]));
    for (const c of chosen) {
      const row = rows.get(c.id);
      if (row) out.push(toRecord(row));
    }
  }
}
