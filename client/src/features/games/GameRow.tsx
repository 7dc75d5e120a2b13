// One game of My Games' compact list: a small cover, the title, platform, status, rating, play time and
// the same menu as the card. At 360 px a row is about 72 px tall where a card is about 260.
import { Link } from "react-router-dom";
import type { LibraryGameSummary } from "@savepoint/common";
import { dialogItem } from "../../components/ui/dialogItem.ts";
import { DotsVerticalIcon } from "../../components/ui/Icons.tsx";
import { CardMenu } from "./CardMenu.tsx";
import { gamePath } from "./format.ts";
import { cardMenuItems, type CardActions } from "./GameCard.tsx";
import { GameCover, PlayTime, RatingOutOfTen, StatusBadge } from "./GameBits.tsx";
import { BacklogTimeToBeat } from "./BacklogTimeToBeat.tsx";

export function GameRow({ game, actions }: { game: LibraryGameSummary; actions: CardActions }) {
  return (
    <article
      aria-labelledby={`row-${game.id}-title`}
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-800"
    >
      <GameCover src={game.imageUrl} className="aspect-[3/4] w-10 shrink-0 rounded" />
      <div className="min-w-0 flex-1">
        <h2 id={`row-${game.id}-title`} className="truncate font-semibold text-slate-900 dark:text-white">
          <Link to={gamePath(game.slug)} className="hover:underline" {...dialogItem("game", game.id)}>
            {game.title}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-600 dark:text-slate-300">
          <span>{game.platform}</span>
          <StatusBadge status={game.status} />
          {game.rating !== null ? <RatingOutOfTen rating={game.rating} /> : null}
          <PlayTime hours={game.playTime} />
          {game.status === "BACKLOG" ? <BacklogTimeToBeat gameId={game.id} /> : null}
        </div>
      </div>
      <CardMenu label={`Actions for ${game.title}`} button={<DotsVerticalIcon />} items={cardMenuItems(game, actions)} />
    </article>
  );
}
