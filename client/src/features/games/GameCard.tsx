// One game of the library grid: cover, 'View Details' on hover and on keyboard
// focus, title, chips, tags, rating, status, play time, achievements, notes and the three-dot menu.
import { Link } from "react-router-dom";
import type { GameStatus, LibraryGameSummary } from "@savepoint/common";
import { dialogItem } from "../../components/ui/dialogItem.ts";
import { DotsVerticalIcon } from "../../components/ui/Icons.tsx";
import { CardMenu } from "./CardMenu.tsx";
import { gamePath } from "./format.ts";
import { AchievementsBar, Chip, GameCover, PlayTime, RatingOutOfTen, StatusBadge, TagList } from "./GameBits.tsx";
import type { GameDialogs } from "./useGameDialogs.tsx";
import { quickStatusItems } from "./quickStatus.ts";
import { BacklogTimeToBeat } from "./BacklogTimeToBeat.tsx";

export type CardActions = Pick<GameDialogs, "edit" | "remove" | "logSession"> & {
  /** Moves the game to another status (quickStatus.ts); `done` says so to a screen reader. */
  setStatus?: (game: LibraryGameSummary, to: GameStatus, done: string) => void;
};

/** The three-dot menu's items, the same on a card and on a row of the list. */
export function cardMenuItems(game: LibraryGameSummary, actions: CardActions) {
  const href = gamePath(game.slug);
  const ref = { id: game.id, title: game.title };
  const setStatus = actions.setStatus;
  return [
    { label: "View Details", to: href },
    { label: "Edit Game", onSelect: () => actions.edit(ref) },
    ...(setStatus ? quickStatusItems(game, (to, done) => setStatus(game, to, done)) : []),
    // A backlog game takes no session (ADR 017): the menu does not offer one.
    ...(game.status === "BACKLOG" ? [] : [{ label: "Log session", onSelect: () => actions.logSession(ref) }]),
    { label: "Delete Game", onSelect: () => actions.remove(ref), className: "!text-red-700 dark:!text-red-300" },
  ];
}

export function GameCard({ game, actions, eagerCover = false }: { game: LibraryGameSummary; actions: CardActions; eagerCover?: boolean }) {
  const href = gamePath(game.slug);
  const total = game.totalAchievements ?? 0;

  return (
    <article
      aria-labelledby={`game-${game.id}-title`}
      className="flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col dark:border-slate-700 dark:bg-slate-800"
    >
      <div className="group relative w-28 shrink-0 self-start sm:w-full">
        <GameCover src={game.imageUrl} eager={eagerCover} className="aspect-[3/4] w-full" />
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-slate-950/60 opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
          <Link to={href} className="btn-primary pointer-events-auto px-3 text-xs sm:text-sm" aria-label={`View Details: ${game.title}`}>
            View Details
          </Link>
        </div>
        <span className="absolute left-2 top-2 hidden sm:block">
          <StatusBadge status={game.status} className="shadow-sm" />
        </span>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-start gap-2">
          <h2
            id={`game-${game.id}-title`}
            className="line-clamp-2 min-w-0 flex-1 font-semibold leading-snug [overflow-wrap:anywhere] text-slate-900 dark:text-white"
          >
            <Link to={href} className="hover:underline" {...dialogItem("game", game.id)}>
              {game.title}
            </Link>
          </h2>
          <CardMenu label={`Actions for ${game.title}`} button={<DotsVerticalIcon />} items={cardMenuItems(game, actions)} />
        </div>

        <div className="flex flex-wrap gap-1.5">
          <Chip tone="accent">{game.platform}</Chip>
          {game.genre ? <Chip>{game.genre}</Chip> : null}
          {game.releaseYear ? <Chip>{game.releaseYear}</Chip> : null}
        </div>

        <TagList tags={game.customTags} className="gap-y-0.5 text-xs" />

        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="sm:hidden">
            <StatusBadge status={game.status} />
          </span>
          {game.rating !== null ? <RatingOutOfTen rating={game.rating} /> : null}
          <PlayTime hours={game.playTime} />
          {game.status === "BACKLOG" ? <BacklogTimeToBeat gameId={game.id} /> : null}
        </div>

        {total > 0 ? <AchievementsBar done={game.achievementsCompleted} total={total} /> : null}

        {game.notesExcerpt ? <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{game.notesExcerpt}</p> : null}
      </div>
    </article>
  );
}
