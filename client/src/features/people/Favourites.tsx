// Favourite games (issue 32): up to FAVOURITES_MAX covers at the top of a profile, in the player's order.
// On my own profile they are reordered with each cover's Move buttons (the keyboard's way) or by dragging
// a cover onto another's place, and chosen in a dialog fetched the first time it opens; a live region says
// where a moved game went. Someone else's are shown as they are, and not at all when they picked none.
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { FAVOURITES_MAX, type FavouriteGame, type MyFavourite } from "@savepoint/common";
import { dialogItem } from "../../components/ui/dialogItem.ts";
import { loadOnOpen } from "../../components/ui/loadOnOpen.tsx";
import { GameCover } from "../games/index.ts";
import { gameHref } from "./format.ts";
import { useSetFavourites } from "./mutations.ts";
import { Muted, Panel } from "./ProfileParts.tsx";
import { useMyFavourites } from "./queries.ts";

const FavouritesPicker = loadOnOpen(() => import("./FavouritesPicker.tsx").then((m) => m.FavouritesPicker));

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5";
const HEADING = "Favourite Games";

function FavouriteCard({ game, children }: { game: FavouriteGame; children?: ReactNode }) {
  const href = gameHref(game.slug);
  return (
    <>
      <GameCover src={game.imageUrl} eager className="aspect-[3/4] w-full rounded-lg" />
      <p className="mt-2 text-sm font-semibold break-words">
        {href ? (
          <Link to={href} className="link" draggable={false}>
            {game.title}
          </Link>
        ) : (
          <span className="text-slate-900 dark:text-white">{game.title}</span>
        )}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-300">{game.platform}</p>
      {children}
    </>
  );
}

/** Someone's favourites as they ordered them; nothing when they have none. */
export function FavouritesShowcase({ id, games }: { id: string; games: FavouriteGame[] }) {
  if (games.length === 0) return null;
  return (
    <Panel id={id} title={HEADING}>
      <ol className={GRID}>
        {games.map((g, i) => (
          <li key={`${i}:${g.title}`} className="min-w-0">
            <FavouriteCard game={g} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

type Direction = "left" | "right";

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** My favourites on my own profile: reorder, choose, and the empty state that invites a first choice. */
export function MyFavouritesPanel() {
  const favourites = useMyFavourites();
  const save = useSetFavourites();
  const [choosing, setChoosing] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ gameId: string; direction: Direction } | null>(null);
  const items = favourites.data?.items ?? [];

  // The moved game's Move button keeps the focus in its new place (the other one at an end, where this one is disabled).
  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const button = (direction: Direction) => list.current?.querySelector<HTMLButtonElement>(`[data-game="${want.gameId}"][data-move="${direction}"]`);
    const same = button(want.direction);
    (same && !same.disabled ? same : button(want.direction === "left" ? "right" : "left"))?.focus();
  }, [favourites.data]);

  function move(from: number, to: number, direction?: Direction) {
    if (from === to || to < 0 || to >= items.length) return;
    const next = moved(items, from, to);
    const game = items[from]!;
    if (direction) refocus.current = { gameId: game.gameId, direction };
    save.mutate(next.map((f) => f.gameId));
    setAnnouncement(`${game.title} moved to position ${to + 1} of ${next.length}.`);
  }

  const dragProps = (game: MyFavourite, index: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      setDragged(game.gameId);
      e.dataTransfer?.setData("text/plain", game.title);
      if (e.dataTransfer) e.dataTransfer.effectAllowed = "move";
    },
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "move";
      setOver(game.gameId);
    },
    onDragLeave: () => setOver((o) => (o === game.gameId ? null : o)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = items.findIndex((f) => f.gameId === dragged);
      if (from >= 0) move(from, index);
      setDragged(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });

  const chooseButton = (
    // Drawn in the empty state or beside the heading: the picker's Save finds it where it now is.
    <button type="button" className="btn-secondary" onClick={() => setChoosing(true)} disabled={!favourites.isSuccess} {...dialogItem("favourites", "choose")}>
      Choose favourites
    </button>
  );

  return (
    <section aria-labelledby="profile-favourites" className="card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-favourites" className="text-lg font-semibold text-slate-900 dark:text-white">
          {HEADING}
        </h2>
        {items.length > 0 ? chooseButton : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-3">
        {favourites.isPending ? (
          <Muted>Loading favourites...</Muted>
        ) : favourites.isError ? (
          <Muted>Could not load your favourite games.</Muted>
        ) : items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
            <p className="text-sm text-slate-700 dark:text-slate-200">
              No favourite games yet. Pick up to {FAVOURITES_MAX} games from your library to show at the top of your profile.
            </p>
            <div className="mt-4">{chooseButton}</div>
          </div>
        ) : (
          <>
            <p id="favourites-help" className="mb-3 text-sm text-slate-600 dark:text-slate-300">
              Drag a cover onto another&apos;s place, or use its Move buttons, to change the order.
            </p>
            <ol ref={list} className={GRID} aria-describedby="favourites-help">
              {items.map((game, i) => (
                <li
                  key={game.gameId}
                  {...dragProps(game, i)}
                  className={`min-w-0 cursor-grab rounded-lg p-1 active:cursor-grabbing ${dragged === game.gameId ? "opacity-50" : ""} ${
                    over === game.gameId && dragged !== game.gameId ? "ring-2 ring-accent-500" : ""
                  }`}
                >
                  <FavouriteCard game={game}>
                    <div className="mt-2 flex gap-2">
                      {(["left", "right"] as const).map((direction) => (
                        <button
                          key={direction}
                          type="button"
                          data-game={game.gameId}
                          data-move={direction}
                          className="btn-secondary flex-1 px-2 py-1"
                          aria-label={`Move ${game.title} ${direction}`}
                          disabled={direction === "left" ? i === 0 : i === items.length - 1}
                          onClick={() => move(i, direction === "left" ? i - 1 : i + 1, direction)}
                        >
                          <span aria-hidden="true">{direction === "left" ? "←" : "→"}</span>
                        </button>
                      ))}
                    </div>
                  </FavouriteCard>
                </li>
              ))}
            </ol>
          </>
        )}
        {save.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            Could not save the new order. Please try again.
          </p>
        ) : null}
      </div>
      <FavouritesPicker open={choosing} onClose={() => setChoosing(false)} current={items} />
    </section>
  );
}
