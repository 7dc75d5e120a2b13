// Wikidata Query Service adapter (SPARQL, CC0 data, no key). Wikimedia requires a descriptive User-Agent.
// Search goes through the MediaWiki entity search (mwapi) so it never scans every video game's label.

import { z } from "zod";
import type { ProviderGame } from "../catalog.types.ts";
import { fetchJson, ProviderError, requireOk } from "./http.ts";
import { canonicalPlatforms } from "./platforms.ts";
import { boundedSearch, emptyProviderGame, nullishFields, parseDate, trimBase, uniqueNames } from "./types.ts";
import type { GameProvider, ProviderOptions } from "./types.ts";

export const WIKIDATA_BASE_URL = "https://query.wikidata.org";
export const WIKIDATA_USER_AGENT = "Savepoint/0.1 (self-hosted game tracker; catalog lookups) Node.js";
const MAX_LIMIT = 50;

interface WikidataOptions extends ProviderOptions {
  /** Sent as User-Agent. Wikimedia asks for a name and a way to reach the operator. */
  userAgent?: string;
}

const Term = z.object({ value: z.string() });
const BindingSchema = z.object({
  item: Term,
  ...nullishFields(Term, ["itemLabel", "released", "platforms", "genres", "developers", "publishers", "series", "steamAppId", "igdbSlug"]),
});
type Binding = z.infer<typeof BindingSchema>;
const ResultsSchema = z.object({ results: z.object({ bindings: z.array(z.unknown()) }) });

/** A SPARQL double-quoted string literal. */
function sparqlString(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/\n/g, "\\n")
    .replace(/\r/g, "\\r")
    .replace(/\t/g, "\\t")
    .replace(/\p{Cc}/gu, " ");
  return `"${escaped}"`;
}

// The SELECT/aggregate half, shared by search and details. The GROUP_CONCATs give "|"-joined English labels.
// A release date keeps its day only when Wikidata records it to the day (precision 11); otherwise just the year.
const SELECT = `SELECT ?item (SAMPLE(?label) AS ?itemLabel) (MIN(?date) AS ?released)
  (GROUP_CONCAT(DISTINCT ?platformName; separator="|") AS ?platforms)
  (GROUP_CONCAT(DISTINCT ?genreName; separator="|") AS ?genres)
  (GROUP_CONCAT(DISTINCT ?developerName; separator="|") AS ?developers)
  (GROUP_CONCAT(DISTINCT ?publisherName; separator="|") AS ?publishers)
  (GROUP_CONCAT(DISTINCT ?seriesName; separator="|") AS ?series)
  (SAMPLE(?steam) AS ?steamAppId) (SAMPLE(?igdb) AS ?igdbSlug) (MIN(?rank) AS ?order)`;

const PROPERTIES = `  ?item wdt:P31 wd:Q7889 .
  OPTIONAL { ?item rdfs:label ?label . FILTER(LANG(?label) = "en") }
  OPTIONAL {
    ?item p:P577/psv:P577 ?dateNode .
    ?dateNode wikibase:timeValue ?when ; wikibase:timePrecision ?precision .
    BIND(IF(?precision >= 11, SUBSTR(STR(?when), 1, 10), SUBSTR(STR(?when), 1, 4)) AS ?date)
  }
  OPTIONAL { ?item wdt:P400 ?platform . ?platform rdfs:label ?platformName . FILTER(LANG(?platformName) = "en") }
  OPTIONAL { ?item wdt:P136 ?genre . ?genre rdfs:label ?genreName . FILTER(LANG(?genreName) = "en") }
  OPTIONAL { ?item wdt:P178 ?developer . ?developer rdfs:label ?developerName . FILTER(LANG(?developerName) = "en") }
  OPTIONAL { ?item wdt:P123 ?publisher . ?publisher rdfs:label ?publisherName . FILTER(LANG(?publisherName) = "en") }
  OPTIONAL { ?item wdt:P179 ?inSeries . ?inSeries rdfs:label ?seriesName . FILTER(LANG(?seriesName) = "en") }
  OPTIONAL { ?item wdt:P1733 ?steam . }
  OPTIONAL { ?item wdt:P5794 ?igdb . }`;

// Entity-search hits to consider (they include non-games); without a cap WDQS follows every continuation.
const SEARCH_CANDIDATES = 50;

function buildSearchQuery(text: string, limit: number): string {
  return `${SELECT}
WHERE {
  SERVICE wikibase:mwapi {
    bd:serviceParam wikibase:endpoint "www.wikidata.org" ;
                    wikibase:api "EntitySearch" ;
                    wikibase:limit ${SEARCH_CANDIDATES} ;
                    mwapi:search ${sparqlString(text)} ;
                    mwapi:language "en" ;
                    mwapi:limit "${SEARCH_CANDIDATES}" .
    ?item wikibase:apiOutputItem mwapi:item .
    ?rank wikibase:apiOrdinal true .
  }
${PROPERTIES}
}
GROUP BY ?item
ORDER BY ?order
LIMIT ${limit}`;
}

function buildDetailsQuery(qid: string): string {
  return `${SELECT}
WHERE {
  VALUES ?item { wd:${qid} }
  BIND(0 AS ?rank)
${PROPERTIES}
}
GROUP BY ?item
LIMIT 1`;
}

function split(term: { value: string } | null | undefined): string[] {
  return uniqueNames((term?.value ?? "").split("|"));
}

/** The Wikidata adapter: search and details (by Q-id). */
type WikidataProvider = GameProvider & Required<Pick<GameProvider, "search" | "details">>;

export function createWikidataProvider(options: WikidataOptions = {}): WikidataProvider {
  const base = trimBase(options.baseUrl ?? WIKIDATA_BASE_URL);
  // SPARQL answers are slower than the REST APIs; entity-search queries usually finish within a few seconds.
  const timeoutMs = options.timeoutMs ?? 5000;
  const userAgent = options.userAgent ?? WIKIDATA_USER_AGENT;

  async function run(sparql: string): Promise<ProviderGame[]> {
    const target = `${base}/sparql?${new URLSearchParams({ query: sparql, format: "json" }).toString()}`;
    const res = await fetchJson(target, {
      provider: "wikidata",
      timeoutMs,
      fetchImpl: options.fetchImpl,
      headers: { Accept: "application/sparql-results+json", "User-Agent": userAgent },
    });
    // The URL is only the query text (no secret), but it is long: keep it out of the error.
    requireOk(res, "wikidata", undefined);
    const parsed = ResultsSchema.safeParse(res.body);
    if (!parsed.success) throw new ProviderError("wikidata", "invalid-response", { detail: "not a SPARQL JSON result" });
    const out: ProviderGame[] = [];
    for (const row of parsed.data.results.bindings) {
      const b = BindingSchema.safeParse(row);
      if (!b.success) continue;
      const game = mapBinding(b.data);
      if (game) out.push(game);
    }
    return out;
  }

  return {
    name: "wikidata",

    search: boundedSearch(MAX_LIMIT, (q, n) => run(buildSearchQuery(q, n))),

    async details(idOrSlug) {
      const qid = idOrSlug.trim().toUpperCase();
      if (!/^Q\d+$/.test(qid)) return null;
      return (await run(buildDetailsQuery(qid)))[0] ?? null;
    },
  };
}

/** One SPARQL row → ProviderGame; null for an item without an English label (its label would be the Q-id). */
function mapBinding(b: Binding): ProviderGame | null {
  const qid = /Q\d+$/.exec(b.item.value)?.[0];
  if (!qid) return null;
  const title = b.itemLabel?.value.trim() ?? "";
  if (!title || title === qid) return null;
  const game = emptyProviderGame("wikidata", `wikidata:${qid}`, title);
  const { released, year } = parseDate(b.released?.value);
  game.released = released;
  game.year = year;
  game.platforms = canonicalPlatforms(split(b.platforms));
  game.genres = split(b.genres);
  game.developers = split(b.developers);
  game.publishers = split(b.publishers);
  game.series = split(b.series)[0] ?? null;
  const steam = Number(b.steamAppId?.value);
  game.steamAppId = Number.isSafeInteger(steam) && steam > 0 ? steam : null;
  // P5794 holds IGDB's slug, not its numeric id; keep it as the slug.
  const igdbSlug = b.igdbSlug?.value.trim();
  if (igdbSlug && /^[a-z0-9-]+$/.test(igdbSlug)) game.slug = igdbSlug;
  game.wikidataId = qid;
  return game;
}
