// What the search box forgives when a query, taken word for word, finds too little: the query is
// rewritten the ways players mistype or shorten titles, each rewrite with a cost, and every rewrite
// is searched with the strict rules (catalog-index.ts); mergeHits then puts the curated games any of
// them found by word before the rest, cheapest rewrite first. The rewrites, cheapest first:
//   - an abbreviation for the whole query or one of its words (aliases.ts): "ff7", "gta san andreas";
//   - number words and digits, and a few spellings players mix (bros / brothers, dx / deluxe, for / 4);
//   - two words joined or one split where the catalog has the words ("earth bound", "darksouls");
//   - typo corrections of words the catalog lacks, or of any word when nothing was found ("gand");
//   - words that only name an edition, a platform or a year left out ("goty", "snes", "1993");
//   - one word left out, then two ("skyrim specal edition" → "skyrim").
import { normalizeTitle } from "../../../lib/text.ts";
import { aliasKey, NUMBER_WORDS } from "./aliases.ts";
import { CLASS_RANK, STANDING, type MatchClass } from "./rules.ts";

/** What the rewrites need from the index. */
export interface RewriteSource {
  /** Whether `token` is a whole word of some title the search may show. */
  hasWord(token: string): boolean;
  /** Words of the catalog within typo distance of `token`, nearest first. */
  corrections(token: string): string[];
  /** The phrases an abbreviation stands for. */
  aliases(key: string): string[];
}

export interface Rewrite {
  q: string;
  cost: number;
}

/** Edition, release and platform words a title rarely carries in the catalog ("skyrim special edition"). */
const FILLER_PHRASES: readonly string[][] = [
  "game of the year edition",
  "game of the year",
  "goty",
  "special edition",
  "definitive edition",
  "complete edition",
  "ultimate edition",
  "deluxe edition",
  "anniversary edition",
  "enhanced edition",
  "directors cut",
  "final cut",
  "remastered",
  "remaster",
  "hd",
  "edition",
  "snes",
  "nes",
  "n64",
  "ps1",
  "ps2",
  "ps3",
  "ps4",
  "ps5",
  "psx",
  "psp",
  "gba",
  "pc",
  "steam",
].map((p) => p.split(" "));

/** Spellings players use for the same word (both ways unless the word is a number). */
const SAME_WORDS: ReadonlyMap<string, string> = new Map([
  ["bros", "brothers"],
  ["brothers", "bros"],
  ["dx", "deluxe"],
  ["for", "4"],
  ["4", "for"],
]);

const DIGIT_WORDS: ReadonlyMap<string, string> = new Map([...NUMBER_WORDS].map(([w, d]) => [d, w]));
const YEAR = /^(19[5-9][0-9]|20[0-9][0-9])$/;
/** Rewrites searched at most (each is one strict search). */
const MAX_REWRITES = 24;

/** Removes every occurrence of the filler phrases and years from `tokens`. */
function withoutFillers(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = FILLER_PHRASES.find((p) => p.every((w, k) => tokens[i + k] === w));
    if (phrase) i += phrase.length;
    else if (YEAR.test(tokens[i]!) && tokens.length > 1) i++;
    else out.push(tokens[i++]!);
  }
  return out;
}

/** A token split into two words the catalog has ("darksouls" → "dark souls"), if there is such a split. */
function splitWord(token: string, source: RewriteSource): string | undefined {
  for (let k = 3; k <= token.length - 2; k++) {
    const a = token.slice(0, k);
    const b = token.slice(k);
    if (source.hasWord(a) && source.hasWord(b)) return `${a} ${b}`;
  }
  return undefined;
}

/** The abbreviation rewrites: the whole query, else one word or a word and the number after it. */
export function aliasRewrites(q: string, source: RewriteSource): Rewrite[] {
  const whole = source.aliases(aliasKey(q)).map((phrase) => ({ q: phrase, cost: 0.25 }));
  if (whole.length > 0) return whole;
  const tokens = q.split(" ");
  const out: Rewrite[] = [];
  for (let i = 0; i < tokens.length && tokens.length > 1; i++) {
    const pair = i + 1 < tokens.length && /^[0-9]+$/.test(tokens[i + 1]!) ? source.aliases(tokens[i]! + tokens[i + 1]!) : [];
    const width = pair.length > 0 ? 2 : 1;
    const phrases = pair.length > 0 ? pair : source.aliases(tokens[i]!);
    for (const phrase of phrases.slice(0, 3)) {
      out.push({ q: [...tokens.slice(0, i), phrase, ...tokens.slice(i + width)].join(" "), cost: 0.5 });
    }
  }
  return out;
}

/**
 * The other rewrites of a query that found too little (see the header), cheapest first, at most
 * MAX_REWRITES and none equal to the query itself or to each other.
 */
export function rewrites(q: string, source: RewriteSource, foundNothing: boolean): Rewrite[] {
  const tokens = q.split(" ");
  const out: Rewrite[] = [];
  const seen = new Set([q]);
  const add = (words: readonly string[], cost: number) => {
    const text = words.join(" ").trim();
    if (text.length >= 2 && !seen.has(text) && out.length < MAX_REWRITES) {
      seen.add(text);
      out.push({ q: text, cost });
    }
  };
  for (const r of aliasRewrites(q, source)) add([r.q], r.cost);
  add(
    tokens.map((t) => NUMBER_WORDS.get(t) ?? t),
    0.5,
  );
  add(
    tokens.map((t) => SAME_WORDS.get(t) ?? t),
    0.5,
  );
  add(
    tokens.map((t) => DIGIT_WORDS.get(t) ?? t),
    0.5,
  );
  for (let i = 0; i + 1 < tokens.length; i++) {
    const joined = tokens[i]! + tokens[i + 1]!;
    if (source.hasWord(joined)) add([...tokens.slice(0, i), joined, ...tokens.slice(i + 2)], 1);
  }
  add(
    tokens.map((t) => (t.length >= 6 ? (splitWord(t, source) ?? t) : t)),
    1,
  );
  // Typos: the words the catalog lacks corrected; when nothing was found, also each other word of
  // 4+ letters on its own ("gand theft auto": "gand" is a word of some title).
  const typo = (t: string) => !/^[0-9]+$/.test(t) && t.length >= 4;
  const fix = (t: string) => source.corrections(t).find((c) => c !== t) ?? t;
  const corrected = tokens.map((t) => (typo(t) && !source.hasWord(t) ? fix(t) : t));
  add(corrected, 1);
  if (foundNothing) {
    tokens.forEach((t, i) => {
      if (typo(t) && source.hasWord(t)) add([...corrected.slice(0, i), fix(t), ...corrected.slice(i + 1)], 1.5);
    });
  }
  const kept = withoutFillers(corrected);
  if (kept.length > 0) add(kept, 1.5);
  const base = kept.length > 0 ? kept : corrected;
  if (base.length >= 2) {
    for (let i = base.length - 1; i >= 0; i--) {
      add(
        base.filter((_, k) => k !== i),
        2,
      );
    }
  }
  if (base.length >= 3) {
    for (let i = base.length - 1; i >= 0; i--) {
      for (let j = i - 1; j >= 0; j--) {
        add(
          base.filter((_, k) => k !== i && k !== j),
          3,
        );
      }
    }
  }
  return out;
}

/**
 * The strict answer, or it merged with its rewrites' answers when it found too little (a query with
 * no curated game found by whole words or a typo's correction); an abbreviation of the whole query is
 * always looked up. `strict` searches one rewrite word for word.
 */
export function forgivingAnswer<H extends RankedHit>(answer: H[], q: string, limit: number, source: RewriteSource, strict: (q: string) => H[]): H[] {
  const list = answersWell(answer) ? aliasRewrites(q, source).filter((r) => r.cost < 0.5) : rewrites(q, source, answer.length === 0);
  if (list.length === 0) return answer;
  const answers = [{ cost: 0, hits: answer }];
  // Rewrites come cheapest first: once a page of strong hits is found, a dearer rewrite can only add
  // after them, so the rest are not searched.
  const strong = new Set(answer.filter(isStrongHit).map((h) => h.id));
  for (const [i, r] of list.entries()) {
    if (strong.size >= limit && r.cost > list[i - 1]!.cost) break;
    const hits = strict(r.q);
    for (const h of hits) if (isStrongHit(h)) strong.add(h.id);
    answers.push({ cost: r.cost, hits });
  }
  return mergeHits(answers, limit);
}

/** What mergeHits needs of a hit. */
export interface RankedHit {
  id: number;
  cls: MatchClass;
  standing: number;
  score: number;
}

/** A curated game matched by whole words (exact, prefix or word starts): what a rewrite may lift. */
export function isStrongHit(h: RankedHit): boolean {
  return h.standing === STANDING.curated && CLASS_RANK[h.cls] <= CLASS_RANK.contains;
}

/** What makes rewriting a query needless: a curated game found by whole words, or by a typo's correction. */
export function answersWell(hits: readonly RankedHit[]): boolean {
  return hits.some((h) => h.standing === STANDING.curated && h.cls !== "inside");
}

/**
 * One list from the answers of the query and its rewrites: strong hits first, then the rest; inside
 * each, the cheaper rewrite (the query itself costs 0), then the place in its own answer, then the
 * game's notability. Each game once, at its best place.
 */
export function mergeHits<H extends RankedHit>(answers: readonly { cost: number; hits: readonly H[] }[], limit: number): H[] {
  const entries: { hit: H; group: number; cost: number; at: number }[] = [];
  for (const { cost, hits } of answers) {
    hits.forEach((hit, at) => entries.push({ hit, group: isStrongHit(hit) ? 0 : 1, cost, at }));
  }
  entries.sort((a, b) => a.group - b.group || a.cost - b.cost || a.at - b.at || b.hit.score - a.hit.score);
  const out: H[] = [];
  const ids = new Set<number>();
  for (const { hit } of entries) {
    if (ids.has(hit.id)) continue;
    ids.add(hit.id);
    out.push(hit);
    if (out.length === limit) break;
  }
  return out;
}

/** How many curated games each series has, by its normalised name (mainSeriesFirst). */
export class SeriesSizes {
  private readonly sizes = new Map<string, number>();

  count(series: string | null, by: number): void {
    if (!series) return;
    const key = normalizeTitle(series);
    const n = (this.sizes.get(key) ?? 0) + by;
    if (n > 0) this.sizes.set(key, n);
    else this.sizes.delete(key);
  }

  /** The series' normalised name and its curated games (null for no series). */
  of(series: string | null): { name: string; games: number } | null {
    if (!series) return null;
    const name = normalizeTitle(series);
    return { name, games: this.sizes.get(name) ?? 0 };
  }
}

/**
 * When the query names a series ("mario", "zelda"), that series' main line before its spin-offs: among
 * the curated games found by whole words, after the exact titles, the games of the series whose name
 * holds every query word and that has the most curated games (for "mario": Super Mario, not Mario
 * Kart or Paper Mario) come first, each group keeping its order.
 */
export function mainSeriesFirst<H extends RankedHit>(hits: H[], tokens: readonly string[], seriesOf: (h: H) => { name: string; games: number } | null): H[] {
  let main: { name: string; games: number } | null = null;
  for (const h of hits) {
    const s = isStrongHit(h) ? seriesOf(h) : null;
    if (s === null || s.name === main?.name || !tokens.every((t) => ` ${s.name} `.includes(` ${t}`))) continue;
    if (main === null || s.games > main.games) main = s;
  }
  if (main === null) return hits;
  const name = main.name;
  const rank = (h: H) => (!isStrongHit(h) ? 3 : h.cls === "exact" ? 0 : seriesOf(h)?.name === name ? 1 : 2);
  return hits
    .map((h, i) => ({ h, i, r: rank(h) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.h);
}
