// Small pieces shared by the card, the form and the game page.
import { useState, type ReactNode } from "react";
import { ClockIcon, ControllerIcon, StarIcon } from "../../components/ui/Icons.tsx";
import { achievementPercent, hoursLabel, statusBadgeClass, statusText } from "./format.ts";

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset ${statusBadgeClass(status)} ${className}`}
    >
      {statusText(status)}
    </span>
  );
}

/** Every cover is drawn 3:4; the catalog's covers are 300×400. The attributes reserve that shape before it loads. */
export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 400;

/**
 * A cover image, or a placeholder when there is none or it fails to load. Decorative: the title is
 * always shown beside it. It loads when scrolled near, unless `eager` (the covers seen first).
 */
export function GameCover({ src, className = "", eager = false }: { src: string | null | undefined; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={`grid place-items-center bg-gradient-to-br from-slate-200 to-slate-300 text-slate-500 dark:from-slate-700 dark:to-slate-900 dark:text-slate-400 ${className}`}
      >
        <ControllerIcon className="h-1/3 w-1/3 max-h-16 max-w-16" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={`object-cover ${className}`}
    />
  );
}

/** "8/10" with a star. */
export function RatingOutOfTen({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
      <StarIcon className="h-4 w-4 text-amber-500 dark:text-amber-400" />
      <span>
        {rating}/10<span className="sr-only"> rating</span>
      </span>
    </span>
  );
}

export function Chip({ children, tone = "neutral" }: { children: ReactNode; tone?: "neutral" | "accent" }) {
  const cls =
    tone === "accent"
      ? "bg-accent-100 text-accent-800 dark:bg-slate-700 dark:text-accent-300"
      : "bg-slate-100 text-slate-700 dark:bg-slate-700 dark:text-slate-200";
  return <span className={`inline-flex max-w-full items-center truncate rounded-md px-2 py-0.5 text-xs font-medium ${cls}`}>{children}</span>;
}

/** The achievements bar: percent and completed/total. */
export function AchievementsBar({ done, total, label = "Achievements" }: { done: number | null; total: number; label?: string }) {
  const d = done ?? 0;
  const pct = achievementPercent(done, total);
  return (
    <div>
      <div className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-300">
        <span>{label}</span>
        <span>
          {pct}% · {d}/{total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={d}
        aria-valuetext={`${d} of ${total} (${pct}%)`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-accent-600 dark:bg-accent-400" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** The custom tags as "#tag" items; nothing without tags. `className` sets the size and spacing. */
export function TagList({ tags, className }: { tags: string[]; className: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-2 ${className} text-accent-700 dark:text-accent-300`} aria-label="Tags">
      {tags.map((t) => (
        <li key={t}>#{t}</li>
      ))}
    </ul>
  );
}

/** Play time with a clock ("12.5 hours", or "12.5 hours played" with `suffix`). */
export function PlayTime({ hours, suffix }: { hours: number; suffix?: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <ClockIcon className="h-4 w-4 text-slate-500 dark:text-slate-400" />
      {suffix ? (
        <span>
          {hoursLabel(hours)} {suffix}
        </span>
      ) : (
        hoursLabel(hours)
      )}
    </span>
  );
}
