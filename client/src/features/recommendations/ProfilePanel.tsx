// 'Your Gaming Profile': favourite genres, preferred platforms and the average rating out of 10, read
// from the library ('No data available' / 'No ratings yet' when there is nothing to read).
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { RECOMMENDATION_TEXTS as T, type TasteProfile } from "@savepoint/common";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { Chip } from "../games/index.ts";

const muted = "text-sm text-slate-600 dark:text-slate-300";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-200">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Chips({ values }: { values: string[] }) {
  if (values.length === 0) return <span className={muted}>{T.noData}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {values.map((v) => (
        <Chip key={v}>{v}</Chip>
      ))}
    </span>
  );
}

export function ProfilePanel({ profile }: { profile: UseQueryResult<TasteProfile> }) {
  return (
    <section aria-labelledby="reco-profile" className="card">
      <h2 id="reco-profile" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {T.profileTitle}
      </h2>
      {profile.isPending ? (
        <Spinner size="sm" label="Loading..." />
      ) : profile.isError ? (
        <p className={muted}>{T.noData}</p>
      ) : (
        <>
          <dl className="space-y-4">
            <Row term={T.favoriteGenres}>
              <Chips values={profile.data.favoriteGenres} />
            </Row>
            <Row term={T.preferredPlatforms}>
              <Chips values={profile.data.preferredPlatforms} />
            </Row>
            <Row term={T.averageRating}>
              {profile.data.averageRating === null ? (
                <span className={muted}>{T.noRatings}</span>
              ) : (
                <span className="text-2xl font-bold text-slate-900 dark:text-white">
                  {profile.data.averageRating.toFixed(1)}
                  <span className="text-base font-medium text-slate-600 dark:text-slate-300">/10</span>
                </span>
              )}
            </Row>
          </dl>
          <p className={`mt-4 ${muted}`}>
            From {profile.data.gameCount} {profile.data.gameCount === 1 ? "game" : "games"} in your library, {profile.data.ratedCount} rated.
          </p>
        </>
      )}
    </section>
  );
}
