// How the recommendations quality check judges one list against a taste profile: which picks are
// on-taste, which are held-out hits, and which list rules a list breaks. Pure: the eval script and
// its unit-level variant share it.

/** What the judge reads of a catalog game. */
export interface CatalogFacts {
  id: number;
  slug: string;
  title: string;
  year: number | null;
  metacritic: number | null;
  genres: string[];
  developers: string[];
  publishers: string[];
  series: string | null;
  hidden: boolean;
}

/** One recommended game as the list gives it. */
export interface Pick {
  catalogId: number;
  title: string;
  reason: string;
  match: number | null;
}

export interface JudgeContext {
  facts: ReadonlyMap<number, CatalogFacts>;
  /** Catalog ids of the games in the user's library. */
  libraryIds: readonly number[];
  /** Catalog ids of the loved games the taste is judged against. */
  loved: readonly number[];
  /** Catalog ids of the held-out games. */
  held: readonly number[];
  /** How many picks are judged (and the most a list may hold). */
  top: number;
}

export interface JudgedPick {
  pick: Pick;
  onTaste: boolean;
  strong: boolean;
  developerOnly: boolean;
  hit: boolean;
}

export interface ListVerdict {
  shown: number;
  onTaste: number;
  strong: number;
  /** On-taste only through a developer: no genre or series in common with the loved games. */
  developerOnly: number;
  hits: number[];
  rows: JudgedPick[];
  problems: string[];
}

/** At most this many picks of one series, and of one developer or publisher, in a list. */
export const MAX_PER_SERIES = 2;
export const MAX_PER_COMPANY = 3;

const key = (s: string) => s.trim().toLowerCase();
const known = (genre: string) => key(genre) !== "" && key(genre) !== "unknown";

/** The genres, series and developers of the loved games, as lower-case sets. */
export function tasteOf(loved: readonly number[], facts: ReadonlyMap<number, CatalogFacts>) {
  const genres = new Set<string>();
  const series = new Set<string>();
  const developers = new Set<string>();
  for (const id of loved) {
    const f = facts.get(id);
    if (!f) continue;
    for (const g of f.genres) if (known(g)) genres.add(key(g));
    if (f.series) series.add(key(f.series));
    for (const d of f.developers) developers.add(key(d));
  }
  return { genres, series, developers };
}

export function judgeList(picks: readonly Pick[], ctx: JudgeContext): ListVerdict {
  const taste = tasteOf(ctx.loved, ctx.facts);
  const library = new Set(ctx.libraryIds);
  const held = new Set(ctx.held);
  const problems: string[] = [];
  if (picks.length > ctx.top) problems.push(`${picks.length} picks (at most ${ctx.top})`);
  const shown = picks.slice(0, ctx.top);
  const perSeries = new Map<string, number>();
  const perCompany = new Map<string, number>();
  const seen = new Set<number>();
  const rows = shown.map((pick): JudgedPick => {
    const f = ctx.facts.get(pick.catalogId);
    if (!f) {
      problems.push(`${pick.title}: not a catalog game (id ${pick.catalogId})`);
      return { pick, onTaste: false, strong: false, developerOnly: false, hit: false };
    }
    if (library.has(f.id)) problems.push(`${f.title}: already in the library`);
    if (f.hidden) problems.push(`${f.title}: a hidden catalog row`);
    if (seen.has(f.id)) problems.push(`${f.title}: picked twice`);
    seen.add(f.id);
    if (!pick.reason.trim()) problems.push(`${f.title}: no reason`);
    if (pick.match !== null && (pick.match < 0 || pick.match > 100)) problems.push(`${f.title}: match ${pick.match} outside 0–100`);
    if (f.series) perSeries.set(key(f.series), (perSeries.get(key(f.series)) ?? 0) + 1);
    for (const c of new Set([...f.developers, ...f.publishers].map(key))) perCompany.set(c, (perCompany.get(c) ?? 0) + 1);
    const sharedGenres = f.genres.filter((g) => known(g) && taste.genres.has(key(g))).length;
    const sameSeries = f.series !== null && taste.series.has(key(f.series));
    const sameDeveloper = f.developers.some((d) => taste.developers.has(key(d)));
    return {
      pick,
      onTaste: sharedGenres > 0 || sameSeries || sameDeveloper,
      strong: sameSeries || sameDeveloper || sharedGenres >= 2,
      developerOnly: sameDeveloper && !sameSeries && sharedGenres === 0,
      hit: held.has(f.id),
    };
  });
  for (const [s, n] of perSeries) if (n > MAX_PER_SERIES) problems.push(`${n} picks from the series ${s} (at most ${MAX_PER_SERIES})`);
  for (const [c, n] of perCompany) if (n > MAX_PER_COMPANY) problems.push(`${n} picks from the developer or publisher ${c} (at most ${MAX_PER_COMPANY})`);
  return {
    shown: rows.length,
    onTaste: rows.filter((r) => r.onTaste).length,
    strong: rows.filter((r) => r.strong).length,
    developerOnly: rows.filter((r) => r.developerOnly).length,
    hits: rows.filter((r) => r.hit).map((r) => r.pick.catalogId),
    rows,
    problems,
  };
}
