// The recommendation endpoints (/api/recommendations/…), typed with the shared contract. `refresh`
// asks the server to recompute instead of answering the list it keeps for the library's version.
import type { DismissedState, RecommendationList, SimilarRecommendations, TasteProfile, TrendingList } from "@savepoint/common";
import { api, queryString } from "../../api/client.ts";

const opts = (refresh: boolean) => queryString({ refresh: refresh ? "1" : undefined });

export const recommendationsApi = {
  forYou: (refresh: boolean, signal?: AbortSignal) => api.get<RecommendationList>(`/recommendations${opts(refresh)}`, { signal }),
  similar: (refresh: boolean, signal?: AbortSignal) => api.get<SimilarRecommendations>(`/recommendations/similar${opts(refresh)}`, { signal }),
  trending: (refresh: boolean, signal?: AbortSignal) => api.get<TrendingList>(`/recommendations/trending${opts(refresh)}`, { signal }),
  underrated: (refresh: boolean, signal?: AbortSignal) => api.get<RecommendationList>(`/recommendations/underrated${opts(refresh)}`, { signal }),
  profile: (refresh: boolean, signal?: AbortSignal) => api.get<TasteProfile>(`/recommendations/profile${opts(refresh)}`, { signal }),
  dismiss: (catalogId: number) => api.post<DismissedState>(`/recommendations/dismissed/${catalogId}`),
  undismiss: (catalogId: number) => api.del<DismissedState>(`/recommendations/dismissed/${catalogId}`),
};

/** The lists the screen shows, one per tab. */
export type RecommendationListName = "forYou" | "similar" | "trending" | "underrated";
