// The wishlist (/wishlist, issue 33): games the player wants but does not own yet, newest first, apart
// from the library. Each moves to the library in one action (a backlog game), or comes off the list;
// after either, the focus goes to the sentence that says what happened (with a link to the new game).
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { WishlistItemDto } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { GameCover, gamePath } from "../games/index.ts";
import { useMoveToLibrary, useRemoveWish, useWishlist } from "./queries.ts";
import { WishlistSearch } from "./WishlistSearch.tsx";

const plural = new Intl.PluralRules("en-US");
const countLine = (n: number) => `${n} ${plural.select(n) === "one" ? "game" : "games"} on your wishlist.`;

type Done = { text: string; link?: { to: string; label: string } } | null;

export function WishlistPage() {
  const wishlist = useWishlist();
  const move = useMoveToLibrary();
  const remove = useRemoveWish();
  const [done, setDone] = useState<Done>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const items = wishlist.data?.items ?? [];

  const say = setDone;
  // The list changed under the button that was pressed: the focus goes to the sentence saying what happened.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const onMove = (item: WishlistItemDto) =>
    move.mutate(item.id, {
      onSuccess: (moved) =>
        say({ text: `${item.title} is in your library now, in the backlog.`, link: { to: gamePath(moved.slug), label: `Open ${item.title}` } }),
      onError: (err) => say({ text: err.message }),
    });
  const onRemove = (item: WishlistItemDto) =>
    remove.mutate(item.id, {
      onSuccess: () => say({ text: `${item.title} is off your wishlist.` }),
      onError: (err) => say({ text: err.message }),
    });
  const busy = move.isPending || remove.isPending;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Wishlist</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          Games you want but do not own yet. They stay out of your library and its numbers until you move one there.
        </p>
      </div>
      <WishlistSearch />
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="card text-slate-800 dark:text-slate-100">
          {done.text}{" "}
          {done.link ? (
            <Link to={done.link.to} className="font-semibold text-accent-700 underline dark:text-accent-300">
              {done.link.label}
            </Link>
          ) : null}
        </p>
      ) : null}
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Your wishlist
        </h2>
        {wishlist.isPending ? (
          <PageLoader label="Loading your wishlist..." />
        ) : wishlist.isError ? (
          <LoadError message="Failed to load your wishlist" onRetry={() => void wishlist.refetch()} />
        ) : items.length === 0 ? (
          <div className="card py-10 text-center">
            <p className="font-semibold text-slate-900 dark:text-white">Your wishlist is empty.</p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              Search the catalog above, or choose Add to wishlist on a game&apos;s page or a recommendation, to keep the games you want here.
            </p>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">{countLine(items.length)}</p>
            <ul aria-label="Your wishlist" className="space-y-3">
              {items.map((item) => (
                <li key={item.id} className="card flex flex-wrap items-center gap-3">
                  <GameCover src={item.imageUrl} className="h-16 w-12 shrink-0 rounded object-cover" />
                  <div className="min-w-0 flex-1">
                    {item.catalogSlug ? (
                      <Link to={gamePath(item.catalogSlug)} className="inline-block py-1 font-semibold text-slate-900 hover:underline dark:text-white">
                        {item.title}
                      </Link>
                    ) : (
                      <span className="font-semibold text-slate-900 dark:text-white">{item.title}</span>
                    )}
                    {item.platform ? <p className="text-sm text-slate-600 dark:text-slate-300">{item.platform}</p> : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className="btn-primary px-3" disabled={busy} onClick={() => onMove(item)}>
                      <span>
                        Move to library<span className="sr-only"> ({item.title})</span>
                      </span>
                    </button>
                    <button type="button" className="btn-secondary px-3" disabled={busy} onClick={() => onRemove(item)}>
                      <span>
                        Remove<span className="sr-only"> {item.title} from your wishlist</span>
                      </span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
