// Typo tolerance for catalog search: vocabulary tokens within a small Damerau-Levenshtein
// distance of a query token ("witchr" → "witcher", "zelad" → "zelda", "metriod" → "metroid").
//
// Lookup is a scan of the length buckets that can hold a match (|len - q| ≤ distance), first
// filtered by a 32-bit character-set mask (each edit changes at most two bits of the mask, so
// popcount(mask(q) XOR mask(t)) ≤ 2·distance is a necessary condition), then verified with an
// early-exit bounded distance. Over the ~70k-token catalog vocabulary this is well under a
// millisecond and needs no extra index beyond one int per token.

/** Query tokens shorter than this are never corrected. */
const MIN_FUZZY_TOKEN_LENGTH = 4;

/** Allowed edit distance for a query token: 1, or 2 for tokens of 8+ characters. */
export function maxDistanceFor(length: number): number {
  return length >= 8 ? 2 : 1;
}

/** Whether a query token is eligible for correction (long enough, not a bare number). */
export function isFuzzyCandidate(token: string): boolean {
  return token.length >= MIN_FUZZY_TOKEN_LENGTH && !/^[0-9]+$/.test(token);
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (insertions, deletions, substitutions
 * and transpositions of adjacent characters). When the distance exceeds `max`, returns
 * `max + 1` as soon as that is certain.
 */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (rowA.length <= lb) {
    const size = lb * 2 + 1;
    rowA = new Int32Array(size);
    rowB = new Int32Array(size);
    rowC = new Int32Array(size);
  }
  // prev2 = row i-2, prev = row i-1, cur = row i (rows indexed by position in b).
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = prev[j - 1]! + cost;
      const del = prev[j]! + 1;
      if (del < d) d = del;
      const ins = cur[j - 1]! + 1;
      if (ins < d) d = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const tr = prev2[j - 2]! + 1;
        if (tr < d) d = tr;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // A transposition can reach back two rows, so stop only when both rows are over the bound.
    if (rowMin > max && i > 1) {
      let prevMin = prev[0]!;
      for (let j = 1; j <= lb; j++) if (prev[j]! < prevMin) prevMin = prev[j]!;
      if (prevMin > max) return max + 1;
    }
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  const result = prev[lb]!;
  return result > max ? max + 1 : result;
}

/** The charMask bit of one character code (a–z one bit each, the ten digits share six bits). */
export function charBit(c: number): number {
  if (c >= 97 && c <= 122) return 1 << (c - 97);
  if (c >= 48 && c <= 57) return 1 << (26 + ((c - 48) % 6));
  return c === 32 ? 0 : 1 << (c % 32);
}

/**
 * A 32-bit set of the characters of folded text (see charBit; spaces ignored). A necessary
 * condition filter: if `b` contains `a`, then (charMask(a) & ~charMask(b)) === 0.
 */
export function charMask(token: string): number {
  let mask = 0;
  for (let i = 0; i < token.length; i++) mask |= charBit(token.charCodeAt(i));
  return mask;
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

interface LengthBucket {
  ids: number[];
  tokens: string[];
  masks: number[];
}

/** Vocabulary tokens (with caller-chosen ids) bucketed by length for bounded fuzzy lookup. */
export class FuzzyVocabulary {
  private readonly buckets: (LengthBucket | undefined)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds a token; the caller guarantees each (id, token) is added once. */
  add(id: number, token: string): void {
    const len = token.length;
    let bucket = this.buckets[len];
    if (!bucket) {
      bucket = { ids: [], tokens: [], masks: [] };
      this.buckets[len] = bucket;
    }
    bucket.ids.push(id);
    bucket.tokens.push(token);
    bucket.masks.push(charMask(token));
    this.count++;
  }

  /**
   * Ids of the vocabulary tokens within `maxDistance` (default: maxDistanceFor(query.length))
   * of `query`, the token itself excluded, ordered by distance, then length, then insertion.
   * Tokens shorter than 3 characters are never offered as corrections.
   */
  find(query: string, maxDistance = maxDistanceFor(query.length)): number[] {
    const qlen = query.length;
    const qmask = charMask(query);
    const maxBits = 2 * maxDistance;
    const found: { id: number; distance: number }[] = [];
    const from = Math.max(3, qlen - maxDistance);
    const to = qlen + maxDistance;
    for (let len = from; len <= to; len++) {
      const bucket = this.buckets[len];
      if (!bucket) continue;
      const { ids, tokens, masks } = bucket;
      for (let k = 0; k < masks.length; k++) {
        if (popcount(masks[k]! ^ qmask) > maxBits) continue;
        const token = tokens[k]!;
        if (token === query) continue;
        const distance = damerauLevenshtein(query, token, maxDistance);
        if (distance <= maxDistance) found.push({ id: ids[k]!, distance });
      }
    }
    found.sort((x, y) => x.distance - y.distance);
    return found.map((f) => f.id);
  }
}
