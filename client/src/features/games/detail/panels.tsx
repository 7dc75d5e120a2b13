// The game page's panels: details, statistics, critic score, related games, description and sessions.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CatalogGame, CatalogSearchResult, ProviderPlaytime } from "@savepoint/common";
import { GameCover } from "../GameBits.tsx";
import { NO_CRITIC_SCORE, formatDay, hoursLabel } from "../format.ts";
import { Panel } from "../../../components/ui/Panel.tsx";

export { Panel };

export function InfoList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="space-y-3 text-sm">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt className="text-slate-600 dark:text-slate-300">{k}</dt>
          <dd className="font-medium break-words text-slate-900 dark:text-white">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const dash = <span className="font-normal text-slate-600 dark:text-slate-300">Unknown</span>;

/** Developer, publisher, release date and platforms. */
export function DetailsPanel({
  developer,
  publisher,
  released,
  year,
  platforms,
}: {
  developer: string | null;
  publisher: string | null;
  released: string | null;
  year: number | null;
  platforms: string[];
}) {
  return (
    <Panel title="Details">
      <InfoList
        rows={[
          ["Developer", developer || dash],
          ["Publisher", publisher || dash],
          ["Release Date", released ? formatDay(released) : year ? String(year) : dash],
          ["Platforms", platforms.length ? platforms.join(", ") : dash],
        ]}
      />
    </Panel>
  );
}

/** The catalog's statistics: rating out of 5 and the critic score. */
/** Where a provider's data is credited (RAWG's terms ask for a link wherever its data is shown). */
const PROVIDER_SITE: Record<ProviderPlaytime["source"], string> = { RAWG: "https://rawg.io" };

/** The provider's rating and the critics' score; a provider's average play time when one reported it (labelled with the provider). */
export function StatisticsPanel({
  rating,
  metacritic,
  playtime = null,
}: {
  rating: number | null;
  metacritic: number | null;
  playtime?: ProviderPlaytime | null;
}) {
  return (
    <Panel title="Game Statistics">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900/60">
          <dt className="text-sm text-slate-600 dark:text-slate-300">Rating</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
            {rating !== null ? (
              <>
                <span aria-hidden="true" className="mr-1 text-amber-600 dark:text-amber-400">
                  ★
                </span>
                {rating.toFixed(1)}
                <span className="text-base font-medium text-slate-600 dark:text-slate-300"> / 5</span>
              </>
            ) : (
              <span className="text-base font-medium text-slate-600 dark:text-slate-300">No Rating</span>
            )}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900/60">
          <dt className="text-sm text-slate-600 dark:text-slate-300">Metacritic</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
            {metacritic !== null ? metacritic : <span className="text-base font-medium text-slate-600 dark:text-slate-300">{NO_CRITIC_SCORE}</span>}
          </dd>
        </div>
        {playtime ? (
          <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900/60">
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              Average play time (
              <a href={PROVIDER_SITE[playtime.source]} className="underline" rel="noreferrer">
                {playtime.source}
              </a>
              )
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{hoursLabel(playtime.hours)}</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}

export function MetacriticPanel({ score }: { score: number | null }) {
  const tone =
    score === null
      ? "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
      : score >= 75
        ? "bg-green-700 text-white"
        : score >= 50
          ? "bg-amber-300 text-slate-900"
          : "bg-red-700 text-white";
  return (
    <Panel title="Metacritic">
      <div className="flex items-center gap-3">
        <span className={`grid h-12 w-12 place-items-center rounded-lg text-lg font-bold ${tone}`}>{score ?? "–"}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{score === null ? NO_CRITIC_SCORE : "Critic score out of 100"}</span>
      </div>
    </Panel>
  );
}

export function RelatedGamesPanel({ games, loading }: { games: CatalogSearchResult[]; loading: boolean }) {
  const shown = dedupeBySlug(games).slice(0, 8);
  return (
    <Panel title="Related Games">
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading related games...</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No related games found.</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((g) => (
            <li key={g.slug}>
              <Link to={`/game/${g.slug}`} className="group -mx-2 flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-700/60">
                <GameCover src={g.imageUrl} className="h-16 w-12 shrink-0 rounded" />
                <span className="min-w-0">
                  <span className="line-clamp-2 text-sm font-medium text-slate-900 group-hover:underline dark:text-white">{g.title}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-300">{[g.year, g.platforms[0]].filter(Boolean).join(" · ")}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function dedupeBySlug(list: CatalogSearchResult[]) {
  const seen = new Set<string>();
  return list.filter((g) => (seen.has(g.slug) ? false : (seen.add(g.slug), true)));
}

export function DescriptionPanel({ text }: { text: string | null | undefined }) {
  return (
    <Panel title="Description">
      {text ? (
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">{text}</p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">No description available.</p>
      )}
    </Panel>
  );
}

export function platformsOf(catalog: CatalogGame | undefined, fallback: string | null): string[] {
  if (catalog?.platforms.length) return catalog.platforms;
  return fallback ? [fallback] : [];
}
