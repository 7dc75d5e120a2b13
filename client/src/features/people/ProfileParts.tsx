// The pieces both profiles draw: a titled card, the Gaming Stats, Favorite Genres and 'User not found'.
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PEOPLE_TEXTS, type GenreCount, type ProfileStats, type UserCard } from "@savepoint/common";
import { Avatar, displayName } from "../../components/ui/Avatar.tsx";
import { focusMainIfLost } from "../../components/ui/dialogReturn.ts";
import { hours } from "./format.ts";

/** A profile's top: the big avatar, the name as the page's heading, lines under it, and actions. */
export function ProfileBanner({ user, children, actions }: { user: Omit<UserCard, "id">; children: ReactNode; actions: ReactNode }) {
  return (
    <section aria-label="Profile" className="card flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
      <Avatar user={user} size="lg" />
      <div className="min-w-0 flex-1 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">{displayName(user)}</h1>
        {children}
      </div>
      {actions}
    </section>
  );
}

export function Panel({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`card ${className ?? ""}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * The user's public feeds: visible links, and <link rel="alternate"> (React places it in the head)
 * so feed readers find them from the profile's address.
 */
export function FeedLinks({ username }: { username: string }) {
  const base = `/api/u/${encodeURIComponent(username)}/feed`;
  return (
    <p className="flex flex-wrap justify-center gap-x-3 sm:justify-start">
      <link rel="alternate" type="application/rss+xml" title={`@${username} on Savepoint (RSS)`} href={`${base}.xml`} />
      <link rel="alternate" type="application/feed+json" title={`@${username} on Savepoint (JSON Feed)`} href={`${base}.json`} />
      <a href={`${base}.xml`} className="link">
        Feed (RSS)
      </a>
      <a href={`${base}.json`} className="link">
        JSON Feed
      </a>
    </p>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>;
}

export function GamingStats({ id, stats }: { id: string; stats: ProfileStats }) {
  const rows: [string, string][] = [
    ["Total Games", String(stats.games)],
    ["Completed", String(stats.completed)],
    ["Playing", String(stats.playing)],
    ["Hours Played", hours(stats.hours)],
    ["Reviews", String(stats.reviews)],
  ];
  return (
    <Panel id={id} title="Gaming Stats">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-900">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function FavoriteGenres({ id, genres }: { id: string; genres: GenreCount[] }) {
  return (
    <Panel id={id} title="Favorite Genres">
      {genres.length === 0 ? (
        <Muted>No genres yet</Muted>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {genres.map((g) => (
            <li key={g.genre} className="rounded-full bg-accent-100 px-3 py-1 text-sm font-medium text-slate-900 dark:bg-slate-700 dark:text-white">
              {g.genre} <span className="text-xs">({g.games === 1 ? "1 game" : `${g.games} games`})</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * `focusIfLost`: the profile was on screen and went (its player blocked me): what had focus went with
 * it, and focus goes to <main> instead of staying nowhere, whenever the page learns it is gone.
 */
export function UserNotFound({ focusIfLost = false }: { focusIfLost?: boolean }) {
  useEffect(() => {
    if (focusIfLost) focusMainIfLost();
  }, [focusIfLost]);
  return (
    <div className="card mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{PEOPLE_TEXTS.userNotFound}</h1>
      <Link to="/friends" className="btn-primary mt-6">
        Find people
      </Link>
    </div>
  );
}
