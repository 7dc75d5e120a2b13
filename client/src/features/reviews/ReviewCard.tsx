/**
 * The one display of a review: My Reviews, the game page and Likes all show reviews through it.
 *
 * Props:
 * - review: ReviewDto — what the API answered. Its author is shown by name and account colour only
 *   (the DTO carries no email, and the card never shows anything else of the author).
 * - showGame?: boolean (default false) — show the game's title as a link to /game/{gameSlug}.
 * - showAuthor?: boolean (default true) — show the author's avatar and name.
 * - actions?: ReactNode — the caller's controls (a LikeButton, edit and delete icons), drawn in the
 *   card's footer beside the like count.
 * - highlighted?: boolean — the review a link pointed at (?review={id}): ringed, scrolled into view and
 *   focused when it first shows.
 *
 * The card is an <article> named 'Review by {author}', or 'Review of {game}' (plus ' by {author}' when
 * the author shows) when the game shows; its element id is reviewElementId(review.id).
 * A spoiler's text stays hidden until 'Show spoiler' is pressed.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ReviewAuthor, ReviewContext, ReviewDto } from "@savepoint/common";
import { Avatar, displayName } from "../../components/ui/Avatar.tsx";
import { gamePagePath, reviewDate, reviewHours } from "./format.ts";
import { Stars } from "./Stars.tsx";

export interface ReviewCardProps {
  review: ReviewDto;
  showGame?: boolean;
  showAuthor?: boolean;
  actions?: ReactNode;
  highlighted?: boolean;
}

/** The id of a review's card in the page, the target of ?review={id}. */
export const reviewElementId = (reviewId: string): string => `review-${reviewId}`;

/** 'Ada Lovelace', or the username when the account has no name. */
export const authorName = (author: ReviewAuthor): string => displayName(author);

/** '34 h · Switch · 100%': how far the author had played when writing ('Finished' short of 100%). */
export function contextLine(context: ReviewContext): string {
  return [`${reviewHours(context.hours)} h`, context.platform, context.completed100Percent ? "100%" : "Finished"].filter(Boolean).join(" · ");
}

/** The author's avatar and name; the name links to their profile (/u/{username}). */
function AuthorBadge({ author }: { author: ReviewAuthor }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar user={author} />
      <Link to={`/u/${encodeURIComponent(author.username)}`} className="link truncate text-sm font-semibold">
        {authorName(author)}
      </Link>
    </span>
  );
}

function Comment({ review }: { review: ReviewDto }) {
  const [shown, setShown] = useState(false);
  const textId = useId();
  const text = <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-200">{review.comment}</p>;
  if (!review.spoiler) return text;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Contains spoilers
        </span>
        <button type="button" className="link text-sm" aria-expanded={shown} aria-controls={textId} onClick={() => setShown((s) => !s)}>
          {shown ? "Hide spoiler" : "Show spoiler"}
        </button>
      </div>
      <div id={textId} hidden={!shown}>
        {shown ? text : null}
      </div>
    </div>
  );
}

export function ReviewCard({ review, showGame = false, showAuthor = true, actions, highlighted = false }: ReviewCardProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!highlighted || !ref.current) return;
    ref.current.scrollIntoView?.({ block: "center" });
    ref.current.focus({ preventScroll: true });
  }, [highlighted]);

  const name = authorName(review.author);
  const label = showGame ? `Review of ${review.gameTitle}${showAuthor ? ` by ${name}` : ""}` : `Review by ${name}`;
  const edited = review.updatedAt !== review.createdAt;
  const likes = `${review.likeCount} ${review.likeCount === 1 ? "like" : "likes"}`;

  return (
    <article
      ref={ref}
      id={reviewElementId(review.id)}
      aria-label={label}
      tabIndex={highlighted ? -1 : undefined}
      className={`scroll-mt-24 rounded-xl border p-4 outline-none ${
        highlighted
          ? "border-accent-600 bg-white ring-2 ring-accent-600 dark:border-accent-400 dark:bg-slate-800 dark:ring-accent-400"
          : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800"
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          {showGame ? (
            <h3 className="text-base font-semibold break-words text-slate-900 dark:text-white">
              <Link to={gamePagePath(review.gameSlug)} className="link">
                {review.gameTitle}
              </Link>
            </h3>
          ) : null}
          {showAuthor ? <AuthorBadge author={review.author} /> : null}
          <Stars rating={review.rating} />
        </div>
        <div className="text-right text-xs text-slate-600 dark:text-slate-300">
          <p>{reviewDate(review.createdAt)}</p>
          {edited ? <p>Updated {reviewDate(review.updatedAt)}</p> : null}
        </div>
      </header>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        <span className="sr-only">Played when written: </span>
        {contextLine(review.context)}
      </p>
      {highlighted ? <p className="sr-only">The review you followed a link to.</p> : null}
      <div className="mt-3">
        <Comment review={review} />
      </div>
      <footer className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {likes}
        </span>
        {actions ? <div className="flex flex-wrap items-center gap-1">{actions}</div> : null}
      </footer>
    </article>
  );
}
