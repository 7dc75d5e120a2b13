// Description words as the recommender reads them: the distinctive words of a catalog game's
// description (lower-cased, lightly stemmed, common words left out), interned as small numbers so a
// game holds a few numbers rather than its text. Genres are coarse ('Simulation' holds farming
// games and flight simulators alike); shared description words ('farm', 'soul', 'cozy') tell them apart.

import { FACTS_DESCRIPTION_CHARS } from "../catalog/index.ts";

/** Only the start of a description is read (all the catalog hands over), and at most this many distinct words kept per game. */
const READ_CHARS = FACTS_DESCRIPTION_CHARS;
const MAX_TERMS = 40;
const MIN_LENGTH = 4;

/** Words too common in game descriptions to tell games apart (frequent words are also dropped by count). */
const STOPWORDS = new Set(
  (
    "about across after again against along also among another around back because become became been before being between both " +
    "came come comes could does down during each even every first four from further gave given gives have having here into itself " +
    "just last later like made make makes many more most much must never next once only other over part same several should " +
    "since some such than that their them then there these they this those three through time times under until upon used uses " +
    "using very were what when where which while whose will with within without would your game games player players series " +
    "sequel original version released release title titles edition known fast young move moves modern main feature features " +
    "include includes including different"
  ).split(" "),
);

/** Lower-cases, drops apostrophes' endings and a plural or -ing/-ed ending: 'Souls-like' → soul, like; 'farming' → farm. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, "");
  if (w.length > 5 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  return w;
}

/** The distinct stems of a description worth comparing, in order of appearance. */
export function descriptionWords(description: string | null | undefined): string[] {
  if (!description) return [];
  const out = new Set<string>();
  for (const raw of description
    .slice(0, READ_CHARS)
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)) {
    if (raw.length < MIN_LENGTH || STOPWORDS.has(raw)) continue;
    const w = stem(raw);
    if (w.length >= MIN_LENGTH && !STOPWORDS.has(w)) out.add(w);
    if (out.size >= MAX_TERMS) break;
  }
  return [...out];
}

/** Word → small number, for the life of the recommendation catalog. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();

  /** The word's number, given one now if it has none. */
  number(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) this.ids.set(word, (id = this.ids.size));
    return id;
  }

  get size(): number {
    return this.ids.size;
  }

  /** Every word, by number (words are numbered in the order they were first seen). */
  words(): string[] {
    return [...this.ids.keys()];
  }

  id(word: string): number | undefined {
    return this.ids.get(word);
  }
}
