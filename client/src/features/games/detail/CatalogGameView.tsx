import { useState } from "react";
import type { CatalogGame } from "@savepoint/common";
import { PlusIcon } from "../../../components/ui/Icons.tsx";
import { useRelatedGames } from "../../catalog/index.ts";
import { AddToWishlistButton } from "../../wishlist/index.ts";
import { Chip } from "../GameBits.tsx";
import { GameFormDialog } from "../lazyDialogs.tsx";
import { GamePageLayout } from "./GamePageLayout.tsx";
import { DescriptionPanel, DetailsPanel, MetacriticPanel, RelatedGamesPanel, StatisticsPanel } from "./panels.tsx";
import { CommunityPanel, ReviewsPanel } from "./ReviewPanels.tsx";

/** A catalog game the user does not have: read-only, with 'Add to My Log' opening the prefilled form, and 'Add to wishlist'. */
export function CatalogGameView({ game }: { game: CatalogGame }) {
  const related = useRelatedGames(game.slug);
  const [adding, setAdding] = useState(false);
  return (
    <GamePageLayout
      imageUrl={game.imageUrl}
      title={game.title}
      actions={
        <>
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            <PlusIcon className="h-5 w-5" />
            Add to My Log
          </button>
          <AddToWishlistButton game={game} />
        </>
      }
      summary={
        <>
          <div className="flex flex-wrap gap-1.5">
            {game.genres.map((g) => (
              <Chip key={g}>{g}</Chip>
            ))}
            {game.year ? <Chip>{game.year}</Chip> : null}
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">Not in your library yet.</p>
        </>
      }
      main={
        <>
          <StatisticsPanel rating={game.rating} metacritic={game.metacritic} playtime={game.playtime} />
          <CommunityPanel gameRef={game.slug} />
          <DescriptionPanel text={game.description} />
          <ReviewsPanel gameRef={game.slug} />
        </>
      }
      aside={
        <>
          <DetailsPanel
            developer={game.developers.join(", ") || null}
            publisher={game.publishers.join(", ") || null}
            released={game.released}
            year={game.year}
            platforms={game.platforms}
          />
          <MetacriticPanel score={game.metacritic} />
          <RelatedGamesPanel games={related.data ?? []} loading={related.isLoading} />
        </>
      }
    >
      <GameFormDialog mode="add" prefill={game} open={adding} onClose={() => setAdding(false)} />
    </GamePageLayout>
  );
}
