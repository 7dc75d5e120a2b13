// 'Add to wishlist' for a catalog game (the game page, recommendations, the wishlist's own search):
// once it is on the list, a link to the wishlist says so instead. What went wrong is said beside it.
import { Link } from "react-router-dom";
import { PlusIcon } from "../../components/ui/Icons.tsx";
import { CheckIcon } from "../../components/ui/IconsMore.tsx";
import { useAddWish, useWishlist } from "./queries.ts";

interface Props {
  /** The catalog game, by its address (search results and the game page) or its id (recommendations). */
  game: { slug: string; title: string; id?: number };
  className?: string;
}

export function AddToWishlistButton({ game, className = "btn-secondary" }: Props) {
  const wishlist = useWishlist();
  const add = useAddWish();
  const wished = wishlist.data?.items.some((i) => i.catalogSlug === game.slug || (game.id !== undefined && i.catalogGameId === game.id));
  if (wished) {
    return (
      <Link to="/wishlist" className={className}>
        <CheckIcon className="h-4 w-4" />
        <span>
          On your wishlist<span className="sr-only"> ({game.title})</span>
        </span>
      </Link>
    );
  }
  return (
    <span className="grid gap-1">
      <button
        type="button"
        className={className}
        disabled={add.isPending}
        onClick={() => add.mutate(game.id !== undefined ? { catalogGameId: game.id } : { catalogSlug: game.slug })}
      >
        <PlusIcon className="h-4 w-4" />
        <span>
          Add to wishlist<span className="sr-only"> ({game.title})</span>
        </span>
      </button>
      {add.isError ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {add.error.message}
        </span>
      ) : null}
    </span>
  );
}
