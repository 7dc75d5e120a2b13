// Acting on a card. Adding it to the backlog creates the library game from the catalog entry (as the
// Add Game dialog does, through the games feature, which refreshes the library); hiding it tells the
// server. Either way the game leaves every cached list at once, then the lists are asked again so they
// refill. Undo brings a hidden game back by asking again.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RecommendationCard } from "@savepoint/common";
import { useCreateGame } from "../games/index.ts";
import { recommendationsApi } from "./api.ts";
import { recommendationKeys } from "./keys.ts";
import { withoutGame } from "./listData.ts";

function dropAndRefill(qc: QueryClient, catalogId: number) {
  qc.setQueriesData({ queryKey: recommendationKeys.all }, (data: Parameters<typeof withoutGame>[0]) => withoutGame(data, catalogId));
  // Not awaited: the dialog or the notice shows now, the lists refill behind it.
  void qc.invalidateQueries({ queryKey: recommendationKeys.all });
}

/** `mutate(card)`: the game joins the library with the status Backlog. */
export function useAddToBacklog() {
  const qc = useQueryClient();
  const create = useCreateGame();
  return useMutation({
    mutationFn: (card: RecommendationCard) => create.mutateAsync({ catalogGameId: card.catalogId, status: "BACKLOG" }),
    onSuccess: (_game, card) => dropAndRefill(qc, card.catalogId),
  });
}

/** `mutate(card)`: 'Not interested'. */
export function useDismiss() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: RecommendationCard) => recommendationsApi.dismiss(card.catalogId),
    onSuccess: (_state, card) => dropAndRefill(qc, card.catalogId),
  });
}

/** `mutate(card)`: undo 'Not interested'. */
export function useUndismiss() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: RecommendationCard) => recommendationsApi.undismiss(card.catalogId),
    onSuccess: () => qc.invalidateQueries({ queryKey: recommendationKeys.all }),
  });
}
