// The catalog: an in-memory search index kept in step with catalog_games, details, related games,
// achievement totals, and (when configured) online providers whose answers become local rows.
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS, normalizePlatform } from "@savepoint/common";
import { noProviders, type CatalogProviders, type CatalogRecord, type ProviderGame } from "./catalog.types.ts";
import { CatalogIndex, type SearchHit } from "./search/catalog-index.ts";
import type { ShownGame } from "./search/shown-games.ts";
import type { Logger } from "../../lib/logger.ts";
import { normalizeTitle, slugify } from "../../lib/text.ts";
import { coverPath } from "./catalog.presenter.ts";
import { readPages } from "./search/pages.ts";
import { readFacts, readFactsCheck, type CatalogFactsRow, type FactsCheck } from "./catalog.facts.ts";
import { toRecord } from "./catalog.record.ts";
import { RelatedGames } from "./catalog.related.ts";
import { KeptRecords } from "./catalog.kept.ts";
import {
  type DocRow,
  cardRows,
  catalogGameByProviderIds,
  catalogGameRow,
  catalogGamesByIds,
  catalogSlugHeld,
  countVisibleCatalogGames,
  docPage,
  docsUpdatedAfter,
  igdbIdHeld,
  insertProviderGame,
  rawgIdHeld,
  updateCatalogGame,
} from "./catalog.queries.ts";

/** A stored catalog game with the cover URL browsers load: what a library game copies from it. */
export type StoredCatalogGame = CatalogRecord & { imageUrl: string };

/** A catalog game as a one-line card (the landing page's trending list). */
interface CatalogCard {
  id: number;
  slug: string;
  title: string;
  platform: string | null;
  imageUrl: string;
}

/** From this many rows, indexing rebuilds the sorted orders once (CatalogIndex.upsertMany) instead of per row. */
const BULK_INDEX_ROWS = 2_000;
const SEARCH_LIMIT = SEARCH_MAX_RESULTS;
/** A query whose provider answer was merged is not merged again for this long. */
const PROVIDER_REASK_MS = 6 * 3_600_000;

export class CatalogService {
  readonly index = new CatalogIndex();
  private syncedUntil = new Date(0);
  private timer: NodeJS.Timeout | undefined;
  private readonly providerQueries = new Map<string, number>();
  /** Related games on a game page, kept until the catalog changes (catalog.related.ts). */
  private readonly relatedGames: RelatedGames;
  /** Stored games by id and slug, kept until the catalog changes (catalog.kept.ts). */
  private readonly kept = new KeptRecords();
  private countPlayers?: () => Promise<ReadonlyMap<number, number>>;
  /** Settles once init() has built the index; everything that reads the index waits for it. */
  private indexed: Promise<void> = Promise.resolve();
  private markBuilt: () => void = () => undefined;
  /** Resolves once the search index has been built (init), whenever that is. */
  private readonly built = new Promise<void>((resolve) => (this.markBuilt = resolve));

  constructor(
    private readonly deps: {
      prisma: Db;
      /** For reading the whole table (start-up, a bulk import elsewhere): a pool without the request timeouts. */
      bulk?: Db;
      providers?: CatalogProviders;
      logger?: Logger;
      now?: () => number;
    },
  ) {
    this.relatedGames = new RelatedGames({ prisma: deps.prisma, providerRelated: (game, limit) => this.providerRelated(game, limit) });
  }

  private get providers() {
    return this.deps.providers ?? noProviders;
  }

  /** Indexes rows read from the table; a large batch (start-up, a bulk import elsewhere) in one go. */
  private track(rows: DocRow[]) {
    if (rows.length > 0) {
      this.relatedGames.catalogChanged();
      this.kept.catalogChanged();
    }
    for (const row of rows) if (row.updatedAt > this.syncedUntil) this.syncedUntil = row.updatedAt;
    if (rows.length >= BULK_INDEX_ROWS) this.index.upsertMany(rows);
    else for (const row of rows) this.index.upsert(row);
  }

  /**
   * Builds the index from the table, read a page at a time (search/pages.ts) and indexed page by page: the
   * index keeps none of the rows. The server answers while it builds: a search meanwhile waits for it
   * (a second or two after a restart).
   */
  init(): Promise<void> {
    this.indexed = this.build();
    return this.indexed;
  }

  private async build(): Promise<void> {
    const t0 = Date.now();
    const db = this.deps.bulk ?? this.deps.prisma;
    await this.index.bulk(() =>
      readPages(
        (after, take) => docPage(db, after, take),
        (page) => this.track(page),
      ),
    );
    this.deps.logger?.info({ rows: this.index.size, ms: Date.now() - t0 }, "catalog: search index ready");
    this.markBuilt();
  }

  /** Resolves once the search index is built: work that reads the whole catalog waits for the start's own read to end. */
  whenIndexed(): Promise<void> {
    return this.built;
  }

  /** Picks up rows written by other server processes sharing the database, and new player counts. */
  async refresh(): Promise<number> {
    await this.indexed;
    const rows = await docsUpdatedAfter(this.deps.bulk ?? this.deps.prisma, this.syncedUntil);
    this.track(rows);
    if (this.countPlayers) this.index.setPlayers(await this.countPlayers());
    return rows.length;
  }

  /**
   * Rows with what recommendations compare written after `since`, a page at a time; answers the newest
   * updatedAt seen. Titles and slugs are the search index's own strings where it has the same ones, so
   * a reader that keeps them holds no second copy.
   */
  readFacts(since: Date, take: (rows: CatalogFactsRow[]) => void): Promise<Date> {
    return readFacts(this.deps.bulk ?? this.deps.prisma, since, (rows) => {
      for (const row of rows) {
        row.title = this.index.sameText(row.id, row.title);
        row.slug = this.index.sameText(row.id, row.slug);
      }
      take(rows);
    });
  }

  /** The search index's own copy of `text` when it is game `id`'s title or slug there; else `text` (one copy for a feature that keeps them too). */
  sharedText(id: number, text: string): string {
    return this.index.sameText(id, text);
  }

  /** The rows up to `maxId` counted and their ids summed: whether a copy of the facts still matches (catalog.facts.ts). */
  factsCheck(maxId: number): Promise<FactsCheck> {
    return readFactsCheck(this.deps.prisma, maxId);
  }

  /** Where search learns how many players track each catalog game (read at every refresh). */
  countPlayersWith(source: () => Promise<ReadonlyMap<number, number>>): void {
    this.countPlayers = source;
  }

  /** Refreshes now (player counts for ranking from the start), then every `intervalMs`. */
  startSync(intervalMs = 30_000) {
    const tick = () => void this.refresh().catch((err: unknown) => this.deps.logger?.warn({ err }, "catalog: refresh failed"));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  stopSync() {
    clearInterval(this.timer);
  }

  get size() {
    return this.index.size;
  }

  async countVisible(): Promise<number> {
    return countVisibleCatalogGames(this.deps.prisma);
  }

  /** Local search first; a configured provider is asked once per query (then cached locally). */
  async search(query: string, opts: { includeHidden?: boolean } = {}): Promise<ShownGame[]> {
    await this.indexed;
    const q = query.trim();
    const key = normalizeTitle(q);
    // A short query (exact titles only) is answered from the local catalog.
    if (this.providers.enabled && q.length >= SEARCH_MIN_CHARS && !this.recentlyMerged(key)) {
      try {
        const found = await this.providers.searchAll(q, SEARCH_LIMIT);
        for (const g of found) await this.mergeProviderGame(g);
        // Only answers are remembered: an empty one may hide a provider failure, and the registry
        // already caches a true "nothing found" (asking again costs no request).
        if (found.length > 0) this.rememberMerged(key);
      } catch (err) {
        this.deps.logger?.warn({ err }, "catalog: provider search failed, using the embedded catalog");
      }
    }
    return this.index.search(q, { limit: SEARCH_LIMIT, includeHidden: opts.includeHidden ?? false }).map((h) => h.game);
  }

  /** Whether a provider answer for this query was merged in the last 6 hours (no need to merge it again). */
  private recentlyMerged(key: string): boolean {
    const last = this.providerQueries.get(key);
    return last !== undefined && (this.deps.now ?? Date.now)() - last < PROVIDER_REASK_MS;
  }

  private rememberMerged(key: string) {
    this.providerQueries.set(key, (this.deps.now ?? Date.now)());
    if (this.providerQueries.size > 5000) this.providerQueries.delete(this.providerQueries.keys().next().value as string);
  }

  /** A game already in the catalog table (never asks a provider). */
  findStored(slug: string): Promise<CatalogRecord | null> {
    return this.stored({ slug });
  }

  /** A game already in the catalog table, by id or slug, with its cover URL (never asks a provider). */
  async findStoredGame(ref: { id: number } | { slug: string }): Promise<StoredCatalogGame | null> {
    const record = await this.stored(ref);
    return record && { ...record, imageUrl: coverPath(record) };
  }

  /** A stored game by id or slug: kept, else read from the table. */
  private stored(ref: { id: number } | { slug: string }): Promise<CatalogRecord | null> {
    return this.kept.get(ref, async () => {
      const row = await catalogGameRow(this.deps.prisma, ref);
      return row ? toRecord(row) : null;
    });
  }

  /** Stored games as cards, in the order of `ids` (an id no longer stored is left out). */
  async cards(ids: readonly number[]): Promise<CatalogCard[]> {
    if (ids.length === 0) return [];
    const rows = await cardRows(this.deps.prisma, [...ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ id: r.id, slug: r.slug, title: r.title, platform: r.platforms[0] ?? null, imageUrl: coverPath(r) }] : [];
    });
  }

  /** A stored game, else (providers configured) one looked up by slug and merged into the catalog. */
  async findBySlug(slug: string): Promise<CatalogRecord | null> {
    const stored = await this.findStored(slug);
    if (stored) return stored;
    if (!this.providers.enabled) return null;
    try {
      const found = await this.providers.detailsAll(slug);
      if (!found) return null;
      return await this.mergeProviderGame(found);
    } catch (err) {
      this.deps.logger?.warn({ err }, "catalog: provider details failed");
      return null;
    }
  }

  /** A provider's trending list made local as search answers are (catalog ids, the provider's order); null without one or on failure. */
  async providerTrending(window: Parameters<CatalogProviders["trending"]>[0]): Promise<number[] | null> {
    const found = await this.providers.trending(window);
    if (!found) return null;
    const ids: number[] = [];
    for (const g of found) ids.push((await this.mergeProviderGame(g)).id);
    return ids;
  }

  /** Same series first (by year), then games sharing genres from the same era and platforms. */
  related(game: CatalogRecord): Promise<CatalogRecord[]> {
    return this.relatedGames.of(game);
  }

  /** A provider's games related to `game`, made local; none without a provider or when it fails. */
  private async providerRelated(game: CatalogRecord, limit: number): Promise<CatalogRecord[]> {
    const providerKey = game.rawgId ? `rawg:${game.rawgId}` : game.igdbId ? `igdb:${game.igdbId}` : null;
    if (!providerKey || !this.providers.enabled) return [];
    try {
      const found = await this.providers.relatedAll(providerKey);
      const merged: CatalogRecord[] = [];
      for (const g of found.slice(0, limit)) merged.push(await this.mergeProviderGame(g));
      return merged;
    } catch (err) {
      this.deps.logger?.warn({ err }, "catalog: provider related games failed");
      return [];
    }
  }

  /** Achievement/trophy total for a title on a platform, or null when unknown. */
  async achievements(title: string, platform: string): Promise<{ game: CatalogRecord | null; total: number | null }> {
    const canonical = normalizePlatform(platform);
    await this.indexed;
    const ids = this.sameTitleDocs(title).map((d) => d.id);
    const rows = ids.length ? await catalogGamesByIds(this.deps.prisma, ids) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    let first: CatalogRecord | null = null;
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      const game = toRecord(row);
      first ??= game;
      const total = game.achievements?.[canonical];
      if (typeof total === "number" && total > 0) return { game, total };
    }
    if (this.providers.enabled) {
      try {
        const total = await this.providers.achievementsFor({ title, steamAppId: first?.steamAppId ?? null, platform: canonical });
        if (total && total > 0) return { game: first, total };
      } catch (err) {
        this.deps.logger?.warn({ err }, "catalog: provider achievements failed");
      }
    }
    return { game: first, total: null };
  }

  /** Indexed games (hidden ones left out) whose normalised title is the same as `title`'s, best first. */
  private sameTitleDocs(title: string): SearchHit[] {
    const target = normalizeTitle(title);
    return this.index.searchStrict(title, { limit: 10, includeHidden: false }).filter((hit) => hit.normalizedTitle === target);
  }

  /**
   * Makes a provider's game local: enrich the matching row (same provider id, or same title and
   * year), or insert a new one with a unique slug. Returns the stored record.
   */
  async mergeProviderGame(g: ProviderGame): Promise<CatalogRecord> {
    await this.indexed;
    const { prisma } = this.deps;
    let existing = await catalogGameByProviderIds(prisma, g);
    if (!existing) {
      const same = this.sameTitleDocs(g.title).find((doc) => !g.year || !doc.year || g.year === doc.year);
      if (same) existing = await catalogGameRow(prisma, { id: same.id });
    }
    const fetchedAt = new Date();
    let row;
    if (existing) {
      const fill = <T>(current: T, next: T | null | undefined): T =>
        current === null || (Array.isArray(current) && current.length === 0) ? (next ?? current) : current;
      row = await updateCatalogGame(prisma, existing.id, {
        coverUrl: fill(existing.coverUrl, g.coverUrl),
        rawgId: existing.rawgId ?? (g.rawgId && !(await rawgIdHeld(prisma, g.rawgId)) ? g.rawgId : null),
        igdbId: existing.igdbId ?? (g.igdbId && !(await igdbIdHeld(prisma, g.igdbId)) ? g.igdbId : null),
        steamAppId: existing.steamAppId ?? g.steamAppId,
        wikidataId: existing.wikidataId ?? g.wikidataId,
        rating: existing.rating ?? g.rating,
        metacritic: existing.metacritic ?? g.metacritic,
        // The provider's figure moves as its players report: the newest lookup's wins.
        playtimeHours: g.playtimeHours ?? existing.playtimeHours,
        description: fill(existing.description, g.description),
        released: fill(existing.released, g.released),
        genres: fill(existing.genres, g.genres),
        developers: fill(existing.developers, g.developers),
        publishers: fill(existing.publishers, g.publishers),
        platforms: fill(existing.platforms, g.platforms.map(normalizePlatform)),
        fetchedAt,
      });
    } else {
      const base = g.slug && /^[a-z0-9-]+$/.test(g.slug) ? g.slug : slugify(g.title) || `game-${g.sourceId.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
      let slug = base;
      for (let n = 1; await catalogSlugHeld(prisma, slug); n++) {
        slug = n === 1 && g.year ? `${base}-${g.year}` : `${base}-${n}`;
      }
      row = await insertProviderGame(prisma, {
        slug,
        source: g.source,
        sourceId: g.sourceId,
        title: g.title,
        altTitles: g.altTitles,
        year: g.year,
        released: g.released,
        platforms: g.platforms.map(normalizePlatform),
        genres: g.genres,
        developers: g.developers,
        publishers: g.publishers,
        series: g.series,
        description: g.description,
        metacritic: g.metacritic,
        rating: g.rating,
        // A provider answer cached before the field existed has none.
        playtimeHours: g.playtimeHours ?? null,
        achievements: g.achievements ?? Prisma.JsonNull,
        coverUrl: g.coverUrl,
        rawgId: g.rawgId,
        igdbId: g.igdbId,
        steamAppId: g.steamAppId,
        wikidataId: g.wikidataId,
        fetchedAt,
      });
    }
    this.track([row]); // the index keeps none of the row
    return toRecord(row);
  }
}
