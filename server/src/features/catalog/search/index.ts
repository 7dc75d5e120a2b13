// In-memory search index over the game catalog (~80k titles) for the app's search box.
//
// Structures, all kept in step by upsert/remove:
//   - sorted normalised titles → the "exact" and "prefix" tiers are one binary-searched range;
//   - vocabulary: every distinct token of every normalised title and alt title, with its
//     postings (the games using it) and a trigram → token index, so "vocabulary tokens containing
//     the query token as a substring" is a lookup, not a scan;
//   - a FuzzyVocabulary over the same tokens for typo correction.
//
// A query walks the tiers in order and stops as soon as `limit` hits are certain: the prefix
// range first; then (only if that did not fill the page) the games holding the most selective
// query token, verified against the keep rule (rules.ts); then, only when some query token
// matches no vocabulary token at all, the same with typo-corrected tokens (the "fuzzy" tier).
// Only the best `limit` hits are kept while scanning, so nothing sorts the whole candidate set.

import type { CatalogRecord } from "../catalog.types.ts";
import { FuzzyVocabulary, isFuzzyCandidate } from "./fuzzy.ts";
import { normalizeTitle } from "./normalize.ts";
import {
  compareRankKeys,
  docMatch,
  isExcludedTitle,
  passesMinimumRating,
  rankKey,
  TIER_RANK,
  type MatchTier,
  type RankKey,
} from "./rules.ts";

/** The part of a CatalogRecord the search box needs. */
export interface SearchDoc {
  id: CatalogRecord["id"];
  slug: CatalogRecord["slug"];
  title: CatalogRecord["title"];
  altTitles: CatalogRecord["altTitles"];
  year: CatalogRecord["year"];
  platforms: CatalogRecord["platforms"];
  rating: CatalogRecord["rating"];
  metacritic: CatalogRecord["metacritic"];
  source: CatalogRecord["source"];
  hidden: CatalogRecord["hidden"];
  coverUrl: CatalogRecord["coverUrl"];
}

export interface SearchHit {
  doc: SearchDoc;
  tier: MatchTier;
  /** rules.score: rating + metacritic / 20. */
  score: number;
}

export interface SearchOptions {
  /** Maximum number of hits (default 10). */
  limit?: number;
  /** Include hidden games (non-games, homebrew, unlicensed); default false. */
  includeHidden?: boolean;
}

/** Queries shorter than this (after trimming) answer nothing. */
export const MIN_QUERY_LENGTH = 3;
const DEFAULT_LIMIT = 10;
/** Sorts after every character a normalised title can hold ([a-z0-9 ]). */
const PREFIX_END = "\x7f";

interface Entry {
  slot: number;
  doc: SearchDoc;
  /** normalizeTitle(doc.title). */
  title: string;
  /** Distinct non-empty normalised alt titles other than `title`. */
  alts: string[];
  key: RankKey;
  /** Passes the exclusion-word and minimum-rating rules. */
  allowed: boolean;
  hidden: boolean;
  /** Distinct vocabulary ids of the tokens of `title` and `alts`. */
  tokenIds: number[];
}

/** How one query token is satisfied during verification. */
interface TokenPlan {
  token: string;
  /** Vocabulary ids whose games can satisfy the token (null: not looked up). */
  vocab: number[] | null;
  /** Sum of postings lengths of `vocab` (candidate-set estimate). */
  estimate: number;
  /** Typo corrections (vocabulary tokens) when the token itself matches nothing. */
  corrections: string[] | null;
}

interface RankedEntry {
  tier: MatchTier;
  entry: Entry;
}

function compareRankedEntries(a: RankedEntry, b: RankedEntry): number {
  const t = TIER_RANK[a.tier] - TIER_RANK[b.tier];
  return t !== 0 ? t : compareRankKeys(a.entry.key, b.entry.key);
}

/** The best `limit` hits seen so far, best first. */
class TopHits {
  readonly items: RankedEntry[] = [];
  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.items.length >= this.limit;
  }

  offer(tier: MatchTier, entry: Entry): void {
    const items = this.items;
    const candidate: RankedEntry = { tier, entry };
    if (items.length >= this.limit && compareRankedEntries(candidate, items[items.length - 1]!) >= 0) return;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareRankedEntries(items[mid]!, candidate) <= 0) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, candidate);
    if (items.length > this.limit) items.pop();
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class CatalogIndex {
  private readonly entries: (Entry | undefined)[] = [];
  private readonly slotById = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private count = 0;

  // Sorted main titles (parallel arrays) for the exact/prefix range.
  private sortedTitles: string[] = [];
  private sortedSlots: number[] = [];
  private bulkLoading = false;

  // Vocabulary.
  private readonly tokenIdByText = new Map<string, number>();
  private readonly tokenText: string[] = [];
  private readonly postings: number[][] = [];
  private readonly trigrams = new Map<string, number[]>();
  private readonly fuzzy = new FuzzyVocabulary();

  // Per-query de-duplication: seen[slot] === stamp when the slot was already considered.
  private seen = new Uint32Array(1024);
  private stamp = 0;

  constructor(docs?: Iterable<SearchDoc>) {
    if (docs) {
      this.bulkLoading = true;
      try {
        for (const doc of docs) this.upsert(doc);
      } finally {
        this.bulkLoading = false;
      }
      this.rebuildSortedTitles();
    }
  }

  /** Number of games in the index (hidden ones included). */
  get size(): number {
    return this.count;
  }

  get(id: number): SearchDoc | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.entries[slot]?.doc;
  }

  /** Adds a game, or replaces the game with the same id. */
  upsert(doc: SearchDoc): void {
    if (this.slotById.has(doc.id)) this.remove(doc.id);

    const title = normalizeTitle(doc.title);
    const alts: string[] = [];
    for (const alt of doc.altTitles) {
      const normalized = normalizeTitle(alt);
      if (normalized !== "" && normalized !== title && !alts.includes(normalized)) alts.push(normalized);
    }
    const slot = this.freeSlots.pop() ?? this.entries.length;
    const tokenIds: number[] = [];
    const addTokens = (normalized: string): void => {
      if (normalized === "") return;
      for (const token of normalized.split(" ")) {
        const id = this.tokenId(token);
        if (!tokenIds.includes(id)) {
          tokenIds.push(id);
          this.postings[id]!.push(slot);
        }
      }
    };
    addTokens(title);
    for (const alt of alts) addTokens(alt);

    const entry: Entry = {
      slot,
      doc,
      title,
      alts,
      key: rankKey(doc),
      allowed: !isExcludedTitle(doc.title) && passesMinimumRating(doc),
      hidden: doc.hidden,
      tokenIds,
    };
    this.entries[slot] = entry;
    this.slotById.set(doc.id, slot);
    this.count++;
    if (this.seen.length <= slot) {
      const grown = new Uint32Array(Math.max(slot + 1, this.seen.length * 2));
      grown.set(this.seen);
      this.seen = grown;
    }
    if (!this.bulkLoading) {
      const at = lowerBound(this.sortedTitles, title);
      this.sortedTitles.splice(at, 0, title);
      this.sortedSlots.splice(at, 0, slot);
    }
  }

  /** Removes a game; returns whether it was present. */
  remove(id: number): boolean {
    const slot = this.slotById.get(id);
    if (slot === undefined) return false;
    const entry = this.entries[slot]!;
    for (const tokenId of entry.tokenIds) {
      const list = this.postings[tokenId]!;
      const at = list.indexOf(slot);
      if (at >= 0) {
        list[at] = list[list.length - 1]!;
        list.pop();
      }
    }
    if (!this.bulkLoading) {
      let at = lowerBound(this.sortedTitles, entry.title);
      while (at < this.sortedSlots.length && this.sortedSlots[at] !== slot) at++;
      if (at < this.sortedSlots.length) {
        this.sortedTitles.splice(at, 1);
        this.sortedSlots.splice(at, 1);
      }
    }
    this.entries[slot] = undefined;
    this.slotById.delete(id);
    this.freeSlots.push(slot);
    this.count--;
    return true;
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = opts.limit ?? DEFAULT_LIMIT;
    const includeHidden = opts.includeHidden ?? false;
    if (!(limit >= 1) || query.trim().length < MIN_QUERY_LENGTH) return [];
    const q = normalizeTitle(query);
    if (q === "") return [];
    const qTokens = q.split(" ");
    const top = new TopHits(Math.floor(limit));
    const stamp = this.nextStamp();
    const seen = this.seen;
    const eligible = (e: Entry): boolean => e.allowed && (includeHidden || !e.hidden);

    // 1. "exact" and "prefix": titles in [q, q + PREFIX_END).
    const from = lowerBound(this.sortedTitles, q);
    const to = lowerBound(this.sortedTitles, q + PREFIX_END);
    for (let i = from; i < to; i++) {
      const slot = this.sortedSlots[i]!;
      seen[slot] = stamp;
      const entry = this.entries[slot]!;
      if (eligible(entry)) top.offer(entry.title === q ? "exact" : "prefix", entry);
    }
    if (top.full) return this.toHits(top);

    // 2. "contains": every query token inside the title (or an alt title).
    const anyLong = qTokens.some((t) => t.length >= 3);
    const plans: TokenPlan[] = qTokens.map((token) => {
      const vocab = token.length >= 3 || !anyLong ? this.vocabularyContaining(token) : null;
      return { token, vocab, estimate: vocab ? this.postingsSize(vocab) : Infinity, corrections: null };
    });
    const unmatched = plans.filter((p) => p.vocab !== null && p.vocab.length === 0);
    if (unmatched.length === 0) {
      const driver = this.mostSelective(plans);
      // One query token: its postings hold exactly the games containing it, nothing to verify.
      const verify = qTokens.length > 1;
      this.scanPostings(driver.vocab!, stamp, (entry) => {
        if (!eligible(entry)) return;
        if (!verify) {
          top.offer("contains", entry);
          return;
        }
        const tier = docMatch(entry.title, entry.alts, q, qTokens);
        if (tier !== null) top.offer(tier, entry);
      });
      return this.toHits(top);
    }

    // 3. "fuzzy": some query token matches no vocabulary token, so nothing above matched;
    //    retry with that token replaced by the vocabulary tokens within a small edit distance.
    for (const plan of unmatched) {
      if (!isFuzzyCandidate(plan.token)) return [];
      const ids = this.fuzzy.find(plan.token).filter((id) => this.postings[id]!.length > 0);
      if (ids.length === 0) return [];
      plan.vocab = ids;
      plan.estimate = this.postingsSize(ids);
      plan.corrections = ids.map((id) => this.tokenText[id]!);
    }
    const driver = this.mostSelective(plans);
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
    this.scanPostings(driver.vocab!, stamp, (entry) => {
      if (!eligible(entry)) return;
      if (satisfies(entry.title) || entry.alts.some(satisfies)) top.offer("fuzzy", entry);
    });
    return this.toHits(top);
  }

  /** Vocabulary ids (with live postings) of the tokens containing `token` as a substring. */
  private vocabularyContaining(token: string): number[] {
    const out: number[] = [];
    if (token.length < 3) {
      for (let id = 0; id < this.tokenText.length; id++) {
        if (this.postings[id]!.length > 0 && this.tokenText[id]!.includes(token)) out.push(id);
      }
      return out;
    }
    let rarest: number[] | undefined;
    for (let i = 0; i + 3 <= token.length; i++) {
      const list = this.trigrams.get(token.slice(i, i + 3));
      if (!list) return out;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const check = token.length > 3;
    for (const id of rarest!) {
      if (this.postings[id]!.length > 0 && (!check || this.tokenText[id]!.includes(token))) out.push(id);
    }
    return out;
  }

  private postingsSize(vocab: readonly number[]): number {
    let n = 0;
    for (const id of vocab) n += this.postings[id]!.length;
    return n;
  }

  private mostSelective(plans: readonly TokenPlan[]): TokenPlan {
    let best = plans[0]!;
    for (const plan of plans) if (plan.vocab !== null && plan.estimate < best.estimate) best = plan;
    if (best.vocab === null) throw new Error("search: no token was looked up");
    return best;
  }

  /** Calls `visit` once per not-yet-seen game in the postings of `vocab`. */
  private scanPostings(vocab: readonly number[], stamp: number, visit: (entry: Entry) => void): void {
    const seen = this.seen;
    for (const id of vocab) {
      const list = this.postings[id]!;
      for (let k = 0; k < list.length; k++) {
        const slot = list[k]!;
        if (seen[slot] === stamp) continue;
        seen[slot] = stamp;
        visit(this.entries[slot]!);
      }
    }
  }

  private toHits(top: TopHits): SearchHit[] {
    return top.items.map(({ tier, entry }) => ({ doc: entry.doc, tier, score: entry.key.score }));
  }

  private nextStamp(): number {
    this.stamp++;
    if (this.stamp >= 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  private tokenId(token: string): number {
    let id = this.tokenIdByText.get(token);
    if (id !== undefined) return id;
    id = this.tokenText.length;
    this.tokenIdByText.set(token, id);
    this.tokenText.push(token);
    this.postings.push([]);
    const grams = new Set<string>();
    for (let i = 0; i + 3 <= token.length; i++) grams.add(token.slice(i, i + 3));
    for (const gram of grams) {
      let list = this.trigrams.get(gram);
      if (!list) {
        list = [];
        this.trigrams.set(gram, list);
      }
      list.push(id);
    }
    this.fuzzy.add(id, token);
    return id;
  }

  private rebuildSortedTitles(): void {
    const slots: number[] = [];
    for (const entry of this.entries) if (entry) slots.push(entry.slot);
    const titleOf = (slot: number): string => this.entries[slot]!.title;
    slots.sort((a, b) => {
      const ta = titleOf(a);
      const tb = titleOf(b);
      return ta < tb ? -1 : ta > tb ? 1 : a - b;
    });
    this.sortedSlots = slots;
    this.sortedTitles = slots.map(titleOf);
  }
}
