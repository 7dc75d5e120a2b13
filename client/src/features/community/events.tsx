// What each kind of event says and looks like: its icon, its verb, a line of detail, and the address
// it opens (its game's page, a review on it, a journal entry, a person's profile).
import type { ReactElement } from "react";
import type { ActivityItemDto, ActivityType, UserCard } from "@savepoint/common";
import { displayName } from "../../components/ui/Avatar.tsx";
import { ClockIcon, CloseIcon, ControllerIcon, PlusIcon, StarIcon } from "../../components/ui/Icons.tsx";
import { CheckIcon, PencilIcon } from "../../components/ui/IconsMore.tsx";

const hoursFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** /game/{slug}, with ?review={id} for a review; null when there is no page to open. */
export function gameHref(slug: string | null, reviewId?: string): string | null {
  if (slug === null) return null;
  return `/game/${encodeURIComponent(slug)}${reviewId ? `?review=${encodeURIComponent(reviewId)}` : ""}`;
}

export const profileHref = (user: UserCard): string => `/u/${encodeURIComponent(user.username)}`;

/** The page an event opens: its review, its game, its journal entry's game journal, the person followed. */
export function eventHref(item: ActivityItemDto): string | null {
  if (item.type === "user_followed" && item.subject) return profileHref(item.subject);
  if (item.type === "journal_written" && !item.game) return "/journal";
  return gameHref(item.game?.slug ?? null, item.review?.id);
}

interface Look {
  /** 'completed', as in 'Ada completed Hades'. */
  verb: string;
  icon: (p: { className?: string }) => ReactElement;
  tint: string;
}

const FollowIcon = ({ className }: { className?: string }) => (
  <svg className={className} fill="none" viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </svg>
);
const BacklogIcon = ({ className }: { className?: string }) => (
  <svg className={className} fill="none" viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h10" />
  </svg>
);

const LOOKS: Record<ActivityType, Look> = {
  game_added: { verb: "added", icon: PlusIcon, tint: "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100" },
  started: { verb: "started playing", icon: ControllerIcon, tint: "bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100" },
  completed: { verb: "completed", icon: CheckIcon, tint: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100" },
  abandoned: { verb: "abandoned", icon: CloseIcon, tint: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100" },
  backlog: { verb: "moved to backlog", icon: BacklogIcon, tint: "bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
  rating_changed: { verb: "rated", icon: StarIcon, tint: "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100" },
  review_posted: { verb: "reviewed", icon: PencilIcon, tint: "bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100" },
  session_logged: { verb: "played", icon: ClockIcon, tint: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100" },
  journal_written: { verb: "wrote a journal entry", icon: PencilIcon, tint: "bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100" },
  user_followed: { verb: "followed", icon: FollowIcon, tint: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100" },
  review_removed: { verb: "review removed by an admin", icon: CloseIcon, tint: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100" },
  library_imported: { verb: "imported", icon: PlusIcon, tint: "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100" },
};

const counted = new Intl.NumberFormat("en-US");
const plural = new Intl.PluralRules("en-US");
/** '1 game', '212 games'. */
export const gamesCount = (n: number): string => `${counted.format(n)} ${plural.select(n) === "one" ? "game" : "games"}`;

export const verbOf = (type: ActivityType): string => LOOKS[type].verb;

/** The event's icon in its colour (decorative: the text beside it says what happened). */
export function EventIcon({ type }: { type: ActivityType }) {
  const { icon: Icon, tint } = LOOKS[type];
  return (
    <span className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${tint}`}>
      <Icon className="h-4 w-4" />
    </span>
  );
}

/** What the event is about: a game's title, a person's name, or a journal entry's title. */
export function objectOf(item: ActivityItemDto): string | null {
  if (item.type === "user_followed") return item.subject ? displayName(item.subject) : null;
  if (item.type === "journal_written") return item.journal?.title ?? item.game?.title ?? null;
  if (item.type === "library_imported") return item.count === null ? null : gamesCount(item.count);
  return item.game?.title ?? null;
}

/** My own event's title: 'Completed Hades', 'Followed Ada Lovelace', 'Wrote a journal entry: Day one'. */
export function titleOf(item: ActivityItemDto): string {
  const verb = verbOf(item.type);
  const head = verb[0]!.toUpperCase() + verb.slice(1);
  const object = objectOf(item);
  if (!object) return head;
  return item.type === "journal_written" || item.type === "review_removed" ? `${head}: ${object}` : `${head} ${object}`;
}

/** The line under a title: the rating, the review's opening, the session's length, the platform. */
export function detailOf(item: ActivityItemDto): string | null {
  switch (item.type) {
    case "rating_changed":
      return item.rating === null ? null : `Rating: ${item.rating}/10`;
    case "review_posted":
      if (!item.review) return null;
      return item.review.spoiler ? `${item.review.rating}/10 · Contains spoilers` : `${item.review.rating}/10 · ${item.review.comment}`;
    case "session_logged":
      return item.minutes === null ? null : `${hoursFmt.format(item.minutes / 60)} h session`;
    case "user_followed":
      return item.subject ? `@${item.subject.username}` : null;
    case "journal_written":
      return item.journal?.title && item.game ? item.game.title : null;
    case "review_removed":
    case "library_imported":
      return null;
    case "game_added":
    case "started":
    case "completed":
    case "abandoned":
    case "backlog":
      return item.game?.platform ?? null;
  }
}
