// In-memory search index over the game catalog (~80k titles) for the app's search box.
//
// Structures, all kept in step by upsert/remove:
//   - every normalised title and alt title, sorted: the "exact" and "prefix" tiers are one
//     binary-searched range;
//   - the games in ranking order (rules.compareRankKeys: core first, then score, …);
//   - the vocabulary: each distinct token of the normalised titles and alt titles, with its
//     postings (the games using it) and a 2-/3-gram → token index, so "vocabulary tokens that
//     contain the query token" is a lookup rather than a scan;
//   - a FuzzyVocabulary over the same tokens for typo correction;
//   - per-game flags and character masks in typed arrays, so hot loops can skip most games
//     without touching their entry objects.
//
// A query walks the ranking groups best-first (rules.compareRanked) and stops as soon as the
// page is settled: the prefix range; then, only if that did not settle it, the games holding
// the most selective query token (or the games in ranking order, with an early exit), each
// verified against the keep rule of rules.ts; then, only when some query token matches no
// vocabulary token at all, the same with typo-corrected tokens (the "fuzzy" tier). Only the best
// `limit` hits are kept while scanning, so nothing sorts a large candidate set. The model-check
// tests compare every answer with a brute-force pass over all games.

import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "@savepoint/common";
import type { CatalogRecord } from "../catalog.types.ts";
import { charBit, charMask, FuzzyVocabulary, isFuzzyCandidate } from "./fuzzy.ts";
import { foldText, normalizeFolded, normalizeTitle } from "../../../lib/text.ts";
import {
  CLASS_RANK,
  compareRanked,
  compareRankKeys,
  docMatchClass,
  isExcludedFolded,
  passesMinimumRating,
  score,
  tierOf,
  type MatchClass,
  type MatchTier,
  type RankKey,
} from "./rules.ts";

/** The part of a CatalogRecord the search box needs (series for the cover URL's version). */
export type SearchDoc = Pick<
  CatalogRecord,
  "id" | "slug" | "title" | "altTitles" | "year" | "platforms" | "series" | "rating" | "metacritic" | "source" | "hidden" | "coverUrl"
>;

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
const MIN_QUERY_LENGTH = SEARCH_MIN_CHARS;
const DEFAULT_LIMIT = SEARCH_MAX_RESULTS;
/** Longer queries are cut to this many characters (no title is that long; bounds the work). */
export const MAX_QUERY_LENGTH = 256;
/** Sorts after every character a normalised title can hold ([a-z0-9 ]). */
const PREFIX_END = "\x7f";
const NO_ALTS: readonly string[] = Object.freeze([]);
const ALLOWED = 1;
const HIDDEN = 2;
const CORE = 4;

interface Entry extends RankKey {
  slot: number;
  doc: SearchDoc;
  /** normalizeTitle(doc.title). */
  title: string;
  /** Distinct non-empty normalised alt titles other than `title`. */
  alts: readonly string[];
}

/** How one query token is satisfied. */
interface TokenPlan {
  token: string;
  /** Vocabulary ids whose games can satisfy the token (null: token not looked up). */
  vocab: number[] | null;
  /** Sum of the postings lengths of `vocab`: the candidate-set size it would drive. */
  estimate: number;
  /** Typo corrections (vocabulary tokens) when the token itself matches nothing. */
  corrections: string[] | null;
}

interface RankedEntry {
  cls: MatchClass;
  entry: Entry;
}

/** The best `limit` hits seen so far, best first (rules.compareRanked order). */
class TopHits {
  readonly items: RankedEntry[] = [];
  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.items.length >= this.limit;
  }

  get worst(): RankedEntry | undefined {
    return this.items[this.items.length - 1];
  }

  /** Whether a hit of this class for this game would make it into the page. */
  accepts(cls: MatchClass, entry: Entry): boolean {
    if (this.items.length < this.limit) return true;
    const worst = this.items[this.items.length - 1]!;
    return compareRanked(cls, entry, worst.cls, worst.entry) < 0;
  }

  offer(cls: MatchClass, entry: Entry): void {
    if (!this.accepts(cls, entry)) return;
    const items = this.items;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = items[mid]!;
      if (compareRanked(m.cls, m.entry, cls, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, { cls, entry });
    if (items.length > this.limit) items.pop();
  }
}

/** A character of a normalised token as 1–36 ([a-z] → 1–26, [0-9] → 27–36; anything else 0). */
function charCode36(token: string, at: number): number {
  const c = token.charCodeAt(at);
  if (c >= 97 && c <= 122) return c - 96;
  if (c >= 48 && c <= 57) return c - 21;
  return 0;
}

/** Bigrams take codes below 37², trigrams the 37³ codes after them. */
const GRAM_CODES = 37 * 37 + 37 * 37 * 37;

/** A distinct integer for the 2- or 3-character gram of `token` at `at`. */
function gramCode(token: string, at: number, n: number): number {
  const pair = charCode36(token, at) * 37 + charCode36(token, at + 1);
  return n === 2 ? pair : 37 * 37 + pair * 37 + charCode36(token, at + 2);
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
  private coreCount = 0;

  /** Every normalised title and alt title, sorted, with the slot it belongs to (parallel arrays). */
  private sortedStrings: string[] = [];
  private sortedSlots: number[] = [];
  /** Slots in compareRankKeys order. */
  private rankOrder: number[] = [];
  /** While upsertMany loads: sortedStrings / rankOrder are built once at the end. */
  private bulkLoading = false;

  private readonly tokenIdByText = new Map<string, number>();
  private readonly tokenText: string[] = [];
  private readonly postings: number[][] = [];
  /** Per token: the last upsert/remove (tokenEpoch) that touched its postings. */
  private readonly tokenEpochs: number[] = [];
  private tokenEpoch = 0;
  /** 2- and 3-character grams (by gramCode) → vocabulary ids of the tokens containing them. */
  private readonly grams: (number[] | undefined)[] = Array.from({ length: GRAM_CODES }, () => undefined);
  private readonly fuzzy = new FuzzyVocabulary();
  /** The vocabulary sorted (parallel arrays), for "tokens starting with"; re-sorted lazily. */
  private sortedVocab: string[] = [];
  private sortedVocabIds: number[] = [];
  private vocabDirty = false;

  // Per-slot data scanned in hot loops, kept in typed arrays so a scan does not touch entries.
  /** Per-query de-duplication: seen[slot] === stamp once the slot has been considered. */
  private seen = new Uint32Array(1024);
  private stamp = 0;
  /** ALLOWED (passes the exclusion-word and minimum-rating rules) | HIDDEN | CORE. */
  private flags = new Uint8Array(1024);
  /** charMask of the title and alt titles together (a cheap "can it contain the query" test). */
  private masks = new Int32Array(1024);
  /** charMask of the first letters of their words (a cheap "can a query word start a word" test). */
  private initials = new Int32Array(1024);

  constructor(docs?: Iterable<SearchDoc>) {
    if (docs) this.upsertMany(docs);
  }

  /**
   * Adds or replaces many games at once: the sorted title list and the rank order are rebuilt once at
   * the end instead of spliced per game (80k games: about 1 s instead of 6). For a handful of games,
   * upsert() is cheaper.
   */
  upsertMany(docs: Iterable<SearchDoc>): void {
    this.bulkLoading = true;
    try {
      for (const doc of docs) this.upsert(doc);
    } finally {
      this.bulkLoading = false;
      this.rebuildOrders();
      this.sortVocabulary();
    }
  }

  /** Number of games in the index (hidden ones included). */
  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return this.slotById.has(id);
  }

  get(id: number): SearchDoc | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.entries[slot]?.doc;
  }

  /** Adds a game, or replaces the game with the same id. */
  upsert(doc: SearchDoc): void {
    if (this.slotById.has(doc.id)) this.remove(doc.id);

    const folded = foldText(doc.title);
    const title = normalizeFolded(folded);
    let alts: string[] | undefined;
    for (const alt of doc.altTitles) {
      const normalized = normalizeTitle(alt);
      if (normalized === "" || normalized === title || alts?.includes(normalized)) continue;
      (alts ??= []).push(normalized);
    }

    const slot = this.freeSlots.pop() ?? this.entries.length;
    const altList = alts ?? NO_ALTS;
    const epoch = ++this.tokenEpoch;
    let mask = 0;
    let initials = 0;
    // One pass per string: its tokens (space-separated), character mask and word initials.
    for (let t = -1; t < altList.length; t++) {
      const text = t < 0 ? title : altList[t]!;
      let start = 0;
      for (let i = 0; i <= text.length; i++) {
        const c = i < text.length ? text.charCodeAt(i) : 32;
        if (c !== 32) {
          mask |= charBit(c);
          continue;
        }
        if (i > start) {
          initials |= charBit(text.charCodeAt(start));
          const id = this.tokenId(text.slice(start, i));
          if (this.tokenEpochs[id] !== epoch) {
            this.tokenEpochs[id] = epoch; // each game once in a token's postings
            this.postings[id]!.push(slot);
          }
        }
        start = i + 1;
      }
    }

    this.ensureCapacity(slot);
    this.flags[slot] =
      (!isExcludedFolded(folded) && passesMinimumRating(doc) ? ALLOWED : 0) |
      (doc.hidden ? HIDDEN : 0) |
      (doc.source === "core" ? CORE : 0);
    this.masks[slot] = mask;
    this.initials[slot] = initials;
    // The rules.rankKey fields, spelled out (no intermediate object, one hidden class).
    const entry: Entry = {
      core: doc.source === "core",
      score: score(doc),
      platformCount: doc.platforms.length,
      titleLength: doc.title.length,
      sortTitle: folded,
      id: doc.id,
      slot,
      doc,
      title,
      alts: altList,
    };
    this.entries[slot] = entry;
    this.slotById.set(doc.id, slot);
    this.count++;
    if (entry.core) this.coreCount++;
    if (!this.bulkLoading) {
      for (const text of this.stringsOf(entry)) {
        const at = lowerBound(this.sortedStrings, text);
        this.sortedStrings.splice(at, 0, text);
        this.sortedSlots.splice(at, 0, slot);
      }
      const at = this.rankPosition(entry);
      this.rankOrder.splice(at, 0, slot);
    }
  }

  /** Removes a game; returns whether it was present. */
  remove(id: number): boolean {
    const slot = this.slotById.get(id);
    if (slot === undefined) return false;
    const entry = this.entries[slot]!;
    const epoch = ++this.tokenEpoch;
    for (const text of this.stringsOf(entry)) {
      for (const token of text.split(" ")) {
        const tokenId = this.tokenIdByText.get(token)!;
        if (this.tokenEpochs[tokenId] === epoch) continue;
        this.tokenEpochs[tokenId] = epoch;
        const list = this.postings[tokenId]!;
        const at = list.indexOf(slot);
        if (at >= 0) {
          list[at] = list[list.length - 1]!;
          list.pop();
        }
      }
    }
    if (!this.bulkLoading) {
      for (const text of this.stringsOf(entry)) {
        let at = lowerBound(this.sortedStrings, text);
        while (at < this.sortedSlots.length && this.sortedSlots[at] !== slot) at++;
        if (at < this.sortedSlots.length) {
          this.sortedStrings.splice(at, 1);
          this.sortedSlots.splice(at, 1);
        }
      }
      const at = this.rankPosition(entry);
      if (this.rankOrder[at] === slot) this.rankOrder.splice(at, 1);
    }
    this.entries[slot] = undefined;
    this.flags[slot] = 0;
    this.masks[slot] = 0;
    this.initials[slot] = 0;
    this.slotById.delete(id);
    this.freeSlots.push(slot);
    this.count--;
    if (entry.core) this.coreCount--;
    return true;
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = Math.floor(opts.limit ?? DEFAULT_LIMIT);
    const includeHidden = opts.includeHidden ?? false;
    if (!(limit >= 1) || query.trim().length < MIN_QUERY_LENGTH) return [];
    const q = normalizeTitle(query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query);
    if (q === "") return [];
    const qTokens = q.split(" ");
    const qMask = charMask(q);
    let qInitials = 0;
    for (const token of qTokens) qInitials |= charMask(token[0]!);
    const top = new TopHits(limit);
    const stamp = this.nextStamp();
    const { seen, flags, masks } = this;
    const initialsOf = this.initials;
    /** flags & need === ALLOWED exactly when the game may be shown for this query. */
    const need = includeHidden ? ALLOWED : ALLOWED | HIDDEN;

    // 1. "exact" and "prefix": the strings in [q, q + PREFIX_END). Strings equal to q sort first,
    //    so a game's first occurrence in the range carries its best class.
    const from = lowerBound(this.sortedStrings, q);
    const to = lowerBound(this.sortedStrings, q + PREFIX_END);
    for (let i = from; i < to; i++) {
      const slot = this.sortedSlots[i]!;
      if (seen[slot] === stamp) continue;
      seen[slot] = stamp;
      const f = flags[slot]!;
      if ((f & need) !== ALLOWED) continue;
      // Cheap reject without touching the entry: a page already full of core hits takes no
      // non-core game (long ranges such as "super" or "a" are mostly non-core).
      if ((f & CORE) === 0 && top.full && top.worst!.entry.core) continue;
      top.offer(this.sortedStrings[i] === q ? "exact" : "prefix", this.entries[slot]!);
    }
    const worst = top.worst;
    if (top.full && worst && worst.entry.core && CLASS_RANK[worst.cls] < CLASS_RANK.contains) {
      return this.toHits(top); // nothing below "prefix" can outrank a page of core exact/prefix hits
    }

    // 2. "contains": every query token inside the title (or inside one alt title).
    const plans: TokenPlan[] = qTokens.map((token) => {
      const vocab = token.length >= 2 ? this.vocabularyContaining(token) : null;
      return { token, vocab, estimate: vocab ? this.postingsSize(vocab) : Infinity, corrections: null };
    });
    const unmatched = plans.filter((p) => p.vocab !== null && p.vocab.length === 0);
    if (unmatched.length === 0) {
      const driver = this.mostSelective(plans);
      // With a page full of non-core exact/prefix hits, only core games can still enter.
      const onlyCore =
        top.full && worst !== undefined && !worst.entry.core && CLASS_RANK[worst.cls] <= CLASS_RANK.prefix;
      if (driver === undefined || (onlyCore && this.coreCount < driver.estimate)) {
        // Games in ranking order (core games first). The best class a game can reach here is
        // "contains", or "inside" when no word starts with a query word's first letter; once a
        // game cannot enter the page in that class, no later game can.
        const order = this.rankOrder;
        const end = onlyCore ? Math.min(this.coreCount, order.length) : order.length;
        let insideOpen = true;
        for (let i = 0; i < end; i++) {
          const slot = order[i]!;
          if (seen[slot] === stamp || (flags[slot]! & need) !== ALLOWED || (masks[slot]! & qMask) !== qMask) continue;
          const canStartWords = (initialsOf[slot]! & qInitials) === qInitials;
          if (!canStartWords && !insideOpen) continue;
          const entry = this.entries[slot]!;
          if (!top.accepts("contains", entry)) break;
          if (!canStartWords && !top.accepts("inside", entry)) {
            insideOpen = false;
            continue;
          }
          const cls = docMatchClass(entry.title, entry.alts, q, qTokens);
          if (cls !== null) top.offer(cls, entry);
        }
      } else {
        const visit = (slot: number): void => {
          const f = flags[slot]!;
          if ((f & need) !== ALLOWED || (masks[slot]! & qMask) !== qMask) return;
          if ((f & CORE) === 0 && top.full) {
            // A page whose worst hit is a core word-level match takes no non-core game now.
            const w = top.worst!;
            if (w.entry.core && CLASS_RANK[w.cls] <= CLASS_RANK.contains) return;
          }
          const entry = this.entries[slot]!;
          const canStartWords = (initialsOf[slot]! & qInitials) === qInitials;
          if (!top.accepts(canStartWords ? "contains" : "inside", entry)) return;
          const cls = docMatchClass(entry.title, entry.alts, q, qTokens);
          if (cls !== null) top.offer(cls, entry);
        };
        // a) Games where the driver token starts a word: they hold every "contains"-class hit
        //    (all query words start words), usually a small part of the candidates.
        this.scanPostings(this.vocabularyStartingWith(driver.token), stamp, visit);
        // b) The rest can only be "inside" hits: needed only if such a hit could still enter.
        const w = top.worst;
        if (!top.full || !w || CLASS_RANK[w.cls] > CLASS_RANK.contains) {
          this.scanPostings(driver.vocab!, stamp, visit);
        }
      }
      return this.toHits(top);
    }

    // 3. "fuzzy": a query token matches no vocabulary token, so nothing above can match; retry
    //    with it replaced by the vocabulary tokens within a small edit distance, each then used
    //    like a query token (a substring of the title: "witch" also finds "witcher").
    for (const plan of unmatched) {
      if (!isFuzzyCandidate(plan.token)) return [];
      const ids = this.fuzzy.find(plan.token).filter((id) => this.postings[id]!.length > 0);
      if (ids.length === 0) return [];
      plan.corrections = ids.map((id) => this.tokenText[id]!);
      const vocab = new Set<number>();
      for (const correction of plan.corrections) {
        for (const id of this.vocabularyContaining(correction)) vocab.add(id);
      }
      plan.vocab = [...vocab];
      plan.estimate = this.postingsSize(plan.vocab);
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
    const driver = this.mostSelective(plans)!;
    this.scanPostings(driver.vocab!, stamp, (slot) => {
      if ((flags[slot]! & need) !== ALLOWED) return;
      const entry = this.entries[slot]!;
      if (!top.accepts("fuzzy", entry)) return;
      if (satisfies(entry.title) || entry.alts.some(satisfies)) top.offer("fuzzy", entry);
    });
    return this.toHits(top);
  }

  /** Vocabulary ids (with live postings) of the tokens starting with `token`. */
  private vocabularyStartingWith(token: string): number[] {
    if (this.vocabDirty) this.sortVocabulary();
    const out: number[] = [];
    const from = lowerBound(this.sortedVocab, token);
    const to = lowerBound(this.sortedVocab, token + PREFIX_END);
    for (let i = from; i < to; i++) {
      const id = this.sortedVocabIds[i]!;
      if (this.postings[id]!.length > 0) out.push(id);
    }
    return out;
  }

  private sortVocabulary(): void {
    const ids = this.tokenText.map((_, id) => id);
    ids.sort((a, b) => (this.tokenText[a]! < this.tokenText[b]! ? -1 : 1)); // tokens are distinct
    this.sortedVocabIds = ids;
    this.sortedVocab = ids.map((id) => this.tokenText[id]!);
    this.vocabDirty = false;
  }

  /**
   * Vocabulary ids (with live postings) of the tokens containing `token` (2+ characters) as a
   * substring, through the gram index.
   */
  private vocabularyContaining(token: string): number[] {
    const out: number[] = [];
    let rarest: number[] | undefined;
    if (token.length <= 3) {
      rarest = this.grams[gramCode(token, 0, token.length)];
    } else {
      for (let i = 0; i + 3 <= token.length; i++) {
        const list = this.grams[gramCode(token, i, 3)];
        if (!list) return out;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    }
    if (!rarest) return out;
    const check = token.length > 3;
    for (const id of rarest) {
      if (this.postings[id]!.length > 0 && (!check || this.tokenText[id]!.includes(token))) out.push(id);
    }
    return out;
  }

  private postingsSize(vocab: readonly number[]): number {
    let n = 0;
    for (const id of vocab) n += this.postings[id]!.length;
    return n;
  }

  /** The looked-up token with the smallest candidate set, if any token was looked up. */
  private mostSelective(plans: readonly TokenPlan[]): TokenPlan | undefined {
    let best: TokenPlan | undefined;
    for (const plan of plans) {
      if (plan.vocab !== null && (best === undefined || plan.estimate < best.estimate)) best = plan;
    }
    return best;
  }

  /** Calls `visit` once per not-yet-seen slot in the postings of `vocab`. */
  private scanPostings(vocab: readonly number[], stamp: number, visit: (slot: number) => void): void {
    const seen = this.seen;
    for (const id of vocab) {
      const list = this.postings[id]!;
      for (let k = 0; k < list.length; k++) {
        const slot = list[k]!;
        if (seen[slot] === stamp) continue;
        seen[slot] = stamp;
        visit(slot);
      }
    }
  }

  private ensureCapacity(slot: number): void {
    if (slot < this.seen.length) return;
    const size = Math.max(slot + 1, this.seen.length * 2);
    const seen = new Uint32Array(size);
    seen.set(this.seen);
    this.seen = seen;
    const flags = new Uint8Array(size);
    flags.set(this.flags);
    this.flags = flags;
    const masks = new Int32Array(size);
    masks.set(this.masks);
    this.masks = masks;
    const initials = new Int32Array(size);
    initials.set(this.initials);
    this.initials = initials;
  }

  private toHits(top: TopHits): SearchHit[] {
    return top.items.map(({ cls, entry }) => ({ doc: entry.doc, tier: tierOf(cls), score: entry.score }));
  }

  private nextStamp(): number {
    if (this.stamp >= 0xfffffffe) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  private stringsOf(entry: Entry): string[] {
    const out = entry.title === "" ? [] : [entry.title];
    for (const alt of entry.alts) out.push(alt);
    return out;
  }

  /** Index in rankOrder where `entry` is (or would be inserted). */
  private rankPosition(entry: Entry): number {
    const order = this.rankOrder;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareRankKeys(this.entries[order[mid]!]!, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private tokenId(token: string): number {
    const known = this.tokenIdByText.get(token);
    if (known !== undefined) return known;
    const id = this.tokenText.length;
    this.tokenIdByText.set(token, id);
    this.tokenText.push(token);
    this.postings.push([]);
    this.tokenEpochs.push(0);
    if (this.bulkLoading || this.vocabDirty) {
      this.vocabDirty = true;
    } else {
      const at = lowerBound(this.sortedVocab, token);
      this.sortedVocab.splice(at, 0, token);
      this.sortedVocabIds.splice(at, 0, id);
    }
    for (let n = 2; n <= 3; n++) {
      for (let i = 0; i + n <= token.length; i++) {
        const code = gramCode(token, i, n);
        const list = this.grams[code];
        if (!list) this.grams[code] = [id];
        else if (list[list.length - 1] !== id) list.push(id); // a gram repeated in the token
      }
    }
    this.fuzzy.add(id, token);
    return id;
  }

  private rebuildOrders(): void {
    const texts: string[] = [];
    const slots: number[] = [];
    const live: Entry[] = [];
    for (const entry of this.entries) {
      if (!entry) continue;
      live.push(entry);
      for (const text of this.stringsOf(entry)) {
        texts.push(text);
        slots.push(entry.slot);
      }
    }
    const order = texts.map((_, i) => i);
    order.sort((a, b) => {
      const ta = texts[a]!;
      const tb = texts[b]!;
      return ta < tb ? -1 : ta > tb ? 1 : slots[a]! - slots[b]!;
    });
    this.sortedStrings = order.map((i) => texts[i]!);
    this.sortedSlots = order.map((i) => slots[i]!);
    live.sort(compareRankKeys);
    this.rankOrder = live.map((e) => e.slot);
  }
}
