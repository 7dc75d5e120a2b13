// In-memory search index over the game catalog (~80k titles) for the app's search box.
//
// Structures, all kept in step by upsert/remove:
//   - the games (game-table.ts): one slot per game in columns (typed arrays and strings), every
//     normalised title and alt title sorted (the "exact" and "prefix" tiers are one
//     binary-searched range) and the games in ranking order (rules.compareRankKeys);
//   - the vocabulary (vocabulary.ts): each distinct token with the games using it, for the
//     "contains" and "fuzzy" tiers.
//
// A query walks the ranking groups best-first (rules.compareRanked) and stops as soon as the
// page is settled: the prefix range; then, only if that did not settle it, the games holding
// the most selective query token (or the games in ranking order, with an early exit), each
// verified against the keep rule of rules.ts; then, only when some query token matches no
// vocabulary token at all, the same with typo-corrected tokens (the "fuzzy" tier). Only the best
// `limit` hits are kept while scanning (top-hits.ts), so nothing sorts a large candidate set. The
// model-check tests compare every answer with a brute-force pass over all games. `search` is the
// search box's: the strict answer, rewritten when it found too little (forgiving.ts).

import { SEARCH_EXACT_MIN_CHARS, SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "@savepoint/common";
import { charMask, isFuzzyCandidate } from "./fuzzy.ts";
import { foldText, normalizeFolded, normalizeTitle } from "../../../lib/text.ts";
import { CLASS_RANK, STANDING, docMatchClass, isKeptInSearch, score, standingOf, trackingBonus } from "./rules.ts";
import { ALLOWED, CORE, GameTable, HIDDEN, stringsOf, type SlotKey } from "./game-table.ts";
import { TopHits } from "./top-hits.ts";
import { mostSelective, toHits, type Query, type TokenPlan } from "./query-plan.ts";
import { Vocabulary } from "./vocabulary.ts";
import { ShownGames } from "./shown-games.ts";
import { hasNativeLetters } from "./native-titles.ts";
import { forgivingAnswer, mainSeriesFirst, type RewriteSource } from "./forgiving.ts";
import { ForgivingTables } from "./forgiving-tables.ts";
import type { SearchDoc, SearchHit, SearchOptions } from "./search-types.ts";

export type { SearchDoc, SearchHit } from "./search-types.ts";

/** Queries shorter than this (after trimming) find only exact titles (see EXACT_QUERY_LENGTH). */
const MIN_QUERY_LENGTH = SEARCH_MIN_CHARS;
/** Queries shorter than this (after trimming) answer nothing. */
const EXACT_QUERY_LENGTH = SEARCH_EXACT_MIN_CHARS;
const DEFAULT_LIMIT = SEARCH_MAX_RESULTS;
/** Longer queries are cut to this many characters (no title is that long; bounds the work). */
const MAX_QUERY_LENGTH = 256;
/** New player counts for more games than this re-sort the ranking order once instead of moving each game (GameTable.rescoreMany). */
export const RESCORE_ONE_BY_ONE_MAX = 32;
const NO_ALTS: readonly string[] = Object.freeze([]);

export class CatalogIndex {
  private readonly table = new GameTable();
  private readonly vocabulary = new Vocabulary();
  private readonly shown = new ShownGames();
  /** Abbreviations, series sizes and native titles, for the search box's forgiving answers. */
  private readonly extras = new ForgivingTables();
  private readonly rewriteSource: RewriteSource = {
    hasWord: (token) => this.vocabulary.hasWord(token),
    corrections: (token) => (token.length >= 4 ? this.vocabulary.corrections(token) : []),
    aliases: (key) => this.extras.aliases.lookup(key),
  };
  /** Players on this instance tracking a game, by game id (only games someone tracks). */
  private players: ReadonlyMap<number, number> = new Map();
  /** Nesting depth of bulk loads (upsertMany inside bulk()). */
  private bulkDepth = 0;

  constructor(docs?: Iterable<SearchDoc>) {
    if (docs) this.upsertMany(docs);
  }

  /**
   * Adds or replaces many games at once: the sorted title list and the rank order are rebuilt once at
   * the end instead of spliced per game (80k games: about 1 s instead of 6). For a handful of games,
   * upsert() is cheaper.
   */
  upsertMany(docs: Iterable<SearchDoc>): void {
    this.beginBulk();
    try {
      for (const doc of docs) this.upsert(doc);
    } finally {
      this.endBulk();
    }
  }

  /**
   * Runs `fill` (which may upsert page after page, also through upsertMany) as one bulk load: the
   * orders are rebuilt once when it settles. Searching before then answers from stale orders, so a
   * caller makes searches wait for it.
   */
  async bulk(fill: () => Promise<void>): Promise<void> {
    this.beginBulk();
    try {
      await fill();
    } finally {
      this.endBulk();
    }
  }

  private beginBulk(): void {
    if (this.bulkDepth++ > 0) return;
    this.table.beginBulk();
    this.vocabulary.beginBulk();
  }

  private endBulk(): void {
    if (--this.bulkDepth > 0) return;
    this.table.endBulk();
    this.vocabulary.endBulk();
    this.shown.trim(this.table.slots);
  }

  /** Number of games in the index (hidden ones included). */
  get size(): number {
    return this.table.size;
  }

  has(id: number): boolean {
    return this.table.slotOf(id) !== undefined;
  }

  /** The index's own copy of `text` when it is game `id`'s title or slug as kept here; else `text` itself. */
  sameText(id: number, text: string): string {
    const slot = this.table.slotOf(id);
    return slot === undefined ? text : this.shown.sameText(slot, text);
  }

  /** Adds a game, or replaces the game with the same id. */
  upsert(doc: SearchDoc): void {
    if (this.has(doc.id)) this.remove(doc.id);

    const folded = foldText(doc.title);
    const title = normalizeFolded(folded);
    let alts: string[] | undefined;
    for (const alt of doc.altTitles) {
      const normalized = normalizeTitle(alt);
      if (normalized === "" || normalized === title || alts?.includes(normalized)) continue;
      (alts ??= []).push(normalized);
    }

    const slot = this.table.freeSlot();
    const altList = alts ?? NO_ALTS;
    const { mask, initials } = this.vocabulary.addGame(title, altList, slot);

    const standing = standingOf(doc, folded);
    const flags = (isKeptInSearch(doc, folded) ? ALLOWED : 0) | (doc.hidden ? HIDDEN : 0) | (standing === STANDING.curated ? CORE : 0);
    const baseScore = score(doc);
    this.table.insert(slot, {
      standing,
      score: baseScore + trackingBonus(this.players.get(doc.id) ?? 0),
      platformCount: doc.platforms.length,
      titleLength: doc.title.length,
      sortTitle: folded,
      id: doc.id,
      title,
      alts: altList,
      flags,
      mask,
      initials,
      year: doc.year,
      baseScore,
    });
    this.shown.set(slot, doc);
    this.extras.add(slot, doc, standing === STANDING.curated);
  }

  /**
   * How many players track each game (games left out: none). A game whose count changed moves to its
   * new place in the ranking order; the rest stay put.
   */
  setPlayers(counts: ReadonlyMap<number, number>): void {
    const before = this.players;
    this.players = counts;
    // Slot to new score, for each game whose count changed (or went).
    const scores = new Map<number, number>();
    const changed = (id: number, n: number) => {
      const slot = this.table.slotOf(id);
      if (slot !== undefined) scores.set(slot, this.table.baseScoreOf(slot) + trackingBonus(n));
    };
    for (const [id, n] of counts) if (before.get(id) !== n) changed(id, n);
    for (const id of before.keys()) if (!counts.has(id)) changed(id, 0);
    if (scores.size > RESCORE_ONE_BY_ONE_MAX) this.table.rescoreMany(scores);
    else for (const [slot, score] of scores) this.table.rescore(slot, score);
  }

  /** Removes a game; returns whether it was present. */
  remove(id: number): boolean {
    const slot = this.table.slotOf(id);
    if (slot === undefined) return false;
    this.extras.remove(slot, this.shown.get(slot, id, null).series, (this.table.flags[slot]! & CORE) !== 0);
    this.vocabulary.removePostings(stringsOf(this.table.titlesBySlot[slot]!, this.table.alts[slot]!), slot);
    this.table.delete(slot);
    this.shown.delete(slot);
    return true;
  }

  /**
   * The best `limit` games for `query` as the search box answers it: the query word for word
   * (searchStrict), with its rewrites when that found too little (forgiving.ts forgivingAnswer), and a
   * series' main line first (mainSeriesFirst).
   */
  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const strict = this.searchStrict(query, opts);
    if (query.trim().length < MIN_QUERY_LENGTH || hasNativeLetters(query)) return strict;
    const q = normalizeTitle(query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query);
    if (q === "") return strict;
    const answer = forgivingAnswer(strict, q, Math.floor(opts.limit ?? DEFAULT_LIMIT), this.rewriteSource, (r) => this.searchStrict(r, opts));
    return mainSeriesFirst(answer, q.split(" "), (h) => this.extras.series.of(h.game.series));
  }

  /**
   * The best `limit` games for `query` taken word for word, best first: the exact/prefix tier, then
   * (unless that settled the page) the contains tier, or the fuzzy tier when some query token matches
   * no title word.
   */
  searchStrict(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = Math.floor(opts.limit ?? DEFAULT_LIMIT);
    const length = query.trim().length;
    if (!(limit >= 1) || length < EXACT_QUERY_LENGTH) return [];
    const cut = query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
    if (hasNativeLetters(cut)) return this.searchNative(cut, limit, opts);
    const q = normalizeTitle(cut);
    if (q === "") return [];
    const tokens = q.split(" ");
    let initials = 0;
    for (const token of tokens) initials |= charMask(token[0]!);
    const run: Query = {
      q,
      tokens,
      mask: charMask(q),
      initials,
      need: opts.includeHidden ? ALLOWED : ALLOWED | HIDDEN,
      stamp: this.table.nextStamp(),
      top: new TopHits<SlotKey>(limit),
    };

    if (length < MIN_QUERY_LENGTH) {
      this.searchPrefixes(run, true);
      return toHits(run.top, this.table, this.shown);
    }
    this.searchPrefixes(run, false);
    const worst = run.top.worst;
    if (run.top.full && worst && worst.entry.standing === STANDING.curated && worst.cls === "exact") {
      return toHits(run.top, this.table, this.shown); // nothing can outrank a page of curated exact hits
    }
    const plans: TokenPlan[] = tokens.map((token) => {
      const vocab = token.length >= 2 ? this.vocabulary.containing(token) : null;
      return { token, vocab, estimate: vocab ? this.vocabulary.postingsSize(vocab) : Infinity, corrections: null };
    });
    const unmatched = plans.filter((p) => p.vocab !== null && p.vocab.length === 0);
    if (unmatched.length === 0) {
      this.searchContains(run, plans);
    } else if (!this.searchFuzzy(run, plans, unmatched)) {
      return [];
    }
    return toHits(run.top, this.table, this.shown);
  }

  /** A query in another script than Latin, against the native alt titles, ranked like any other hits. */
  private searchNative(query: string, limit: number, opts: SearchOptions): SearchHit[] {
    const need = opts.includeHidden ? ALLOWED : ALLOWED | HIDDEN;
    const top = new TopHits<SlotKey>(limit);
    const table = this.table;
    const best = this.extras.native.bestMatches(query, (slot) => (table.flags[slot]! & need) === ALLOWED);
    for (const [slot, cls] of best) if (top.accepts(cls, table.scratchKey(slot))) top.offer(cls, table.key(slot));
    return toHits(top, table, this.shown);
  }

  /**
   * Tier 1, "exact" and "prefix": the strings in the range starting with q. Strings equal to q sort
   * first, so a game's first occurrence in the range carries its best class. `exactOnly`: stop
   * after the strings equal to q (a short query finds only exact titles).
   */
  private searchPrefixes(run: Query, exactOnly: boolean): void {
    const { q, need, stamp, top } = run;
    const table = this.table;
    const { seen, flags, titles, titleSlots } = table;
    const { from, to } = this.table.titleRange(q);
    for (let i = from; i < to; i++) {
      if (exactOnly && titles[i] !== q) break;
      const slot = titleSlots[i]!;
      if (seen[slot] === stamp) continue;
      seen[slot] = stamp;
      const f = flags[slot]!;
      if ((f & need) !== ALLOWED) continue;
      // Cheap reject before reading the rank key: a page already full of core hits takes no
      // non-core game (long ranges such as "super" or "a" are mostly non-core).
      if ((f & CORE) === 0 && top.full && top.worst!.entry.standing === STANDING.curated) continue;
      const cls = titles[i] === q ? "exact" : "prefix";
      if (top.accepts(cls, table.scratchKey(slot))) top.offer(cls, table.key(slot));
    }
  }

  /** Tier 2, "contains": every query token inside the title (or inside one alt title). */
  private searchContains(run: Query, plans: readonly TokenPlan[]): void {
    const { q, tokens, mask, initials, need, stamp, top } = run;
    const driver = mostSelective(plans);
    // With a page full of curated exact/prefix hits, or of listed ones, only curated games can still
    // enter (a listed contains hit ranks after a listed prefix hit, and after every curated hit).
    const worst = top.worst;
    const onlyCore = top.full && worst !== undefined && CLASS_RANK[worst.cls] <= CLASS_RANK.prefix && worst.entry.standing <= STANDING.listed;
    if (driver === undefined || (onlyCore && this.table.coreCount < driver.estimate)) {
      this.scanRankOrder(run, onlyCore);
      return;
    }
    const table = this.table;
    const { flags, masks, titlesBySlot, alts } = table;
    const initialsOf = table.initials;
    const visit = (slot: number): void => {
      const f = flags[slot]!;
      if ((f & need) !== ALLOWED || (masks[slot]! & mask) !== mask) return;
      if ((f & CORE) === 0 && top.full) {
        // A page whose worst hit is a curated word-level match takes no other game now.
        const w = top.worst!;
        if (onlyCore || (w.entry.standing === STANDING.curated && CLASS_RANK[w.cls] <= CLASS_RANK.contains)) return;
      }
      const canStartWords = (initialsOf[slot]! & initials) === initials;
      if (!top.accepts(canStartWords ? "contains" : "inside", table.scratchKey(slot))) return;
      const cls = docMatchClass(titlesBySlot[slot]!, alts[slot]!, q, tokens);
      if (cls !== null) top.offer(cls, table.key(slot));
    };
    // a) Games where the driver token starts a word: they hold every "contains"-class hit
    //    (all query words start words), usually a small part of the candidates.
    this.vocabulary.eachPostingOnce(this.vocabulary.startingWith(driver.token), this.table.seen, stamp, visit);
    // b) The rest can only be "inside" hits: needed only if such a hit could still enter.
    const w = top.worst;
    if (!top.full || !w || CLASS_RANK[w.cls] > CLASS_RANK.contains) {
      this.vocabulary.eachPostingOnce(driver.vocab!, this.table.seen, stamp, visit);
    }
  }

  /**
   * The contains tier over the games in ranking order (core games first). The best class a game can
   * reach here is "contains", or "inside" when no word starts with a query word's first letter; once
   * a game cannot enter the page in that class, no later game can.
   */
  private scanRankOrder(run: Query, onlyCore: boolean): void {
    const { q, tokens, mask, initials, need, stamp, top } = run;
    const table = this.table;
    const { seen, flags, masks, titlesBySlot, alts, rankOrder: order } = table;
    const initialsOf = table.initials;
    const end = onlyCore ? Math.min(this.table.coreCount, order.length) : order.length;
    let insideOpen = true;
    for (let i = 0; i < end; i++) {
      const slot = order[i]!;
      if (seen[slot] === stamp || (flags[slot]! & need) !== ALLOWED || (masks[slot]! & mask) !== mask) continue;
      const canStartWords = (initialsOf[slot]! & initials) === initials;
      if (!canStartWords && !insideOpen) continue;
      const key = table.scratchKey(slot);
      if (!top.accepts("contains", key)) break;
      if (!canStartWords && !top.accepts("inside", key)) {
        insideOpen = false;
        continue;
      }
      const cls = docMatchClass(titlesBySlot[slot]!, alts[slot]!, q, tokens);
      if (cls !== null) top.offer(cls, table.key(slot));
    }
  }

  /**
   * Tier 3, "fuzzy": a query token matches no vocabulary token, so nothing above can match; retry
   * with it replaced by the vocabulary tokens within a small edit distance, each then used like a
   * query token (a substring of the title: "witch" also finds "witcher"). False when some unmatched
   * token has no correction (the answer is then empty).
   */
  private searchFuzzy(run: Query, plans: readonly TokenPlan[], unmatched: readonly TokenPlan[]): boolean {
    const { need, stamp, top } = run;
    for (const plan of unmatched) {
      if (!isFuzzyCandidate(plan.token)) return false;
      const corrections = this.vocabulary.corrections(plan.token);
      if (corrections.length === 0) return false;
      plan.corrections = corrections;
      const vocab = new Set<number>();
      for (const correction of corrections) {
        for (const id of this.vocabulary.containing(correction)) vocab.add(id);
      }
      plan.vocab = [...vocab];
      plan.estimate = this.vocabulary.postingsSize(plan.vocab);
    }
    const satisfies = (normalized: string): boolean => {
      for (const plan of plans) {
        if (plan.corrections === null) {
          if (!normalized.includes(plan.token)) return false;
        } else if (!plan.corrections.some((c) => normalized.includes(c))) {
          return false;
        }
      }
      return true;
    };
    const driver = mostSelective(plans)!;
    const table = this.table;
    const { flags, titlesBySlot, alts } = table;
    this.vocabulary.eachPostingOnce(driver.vocab!, this.table.seen, stamp, (slot) => {
      if ((flags[slot]! & need) !== ALLOWED) return;
      if (!top.accepts("fuzzy", table.scratchKey(slot))) return;
      if (satisfies(titlesBySlot[slot]!) || alts[slot]!.some(satisfies)) top.offer("fuzzy", table.key(slot));
    });
    return true;
  }
}
