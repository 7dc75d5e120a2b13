// The reviews endpoints (/api/reviews/…, /api/likes, /api/games/:id/community-stats), typed with the
// shared contract. A game `ref` is a library game id, a library slug or a catalog slug.
import type {
  CreateReviewInput,
  GameCommunityStats,
  GameReviews,
  LibraryGameSummary,
  ReportResult,
  ReportReviewInput,
  ReviewDto,
  ReviewLikeState,
  ReviewPage,
  ReviewSort,
  UpdateReviewInput,
} from "@savepoint/common";
import { api, queryString as query } from "../../api/client.ts";

const enc = encodeURIComponent;

export interface MyReviewsFilter {
  sort: ReviewSort;
  /** One library game's reviews; all when absent. */
  gameId?: string;
}

export const reviewsApi = {
  /** GET /api/reviews/user: one page of the caller's reviews. */
  mine: (filter: MyReviewsFilter, cursor?: string, signal?: AbortSignal) =>
    api.get<ReviewPage>(`/reviews/user${query({ sort: filter.sort, gameId: filter.gameId, cursor })}`, { signal }),
  /** Every page of the caller's reviews (newest first): the review dialog's picker and the game filter. */
  allMine: async (signal?: AbortSignal) => {
    const all: ReviewDto[] = [];
    let cursor: string | undefined;
    do {
      const page = await reviewsApi.mine({ sort: "newest" }, cursor, signal);
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return all;
  },
  /** GET /api/reviews/game/:ref: the caller's own review of the shared game, and a page of the others'. */
  forGame: (ref: string, sort: ReviewSort, cursor?: string, signal?: AbortSignal) =>
    api.get<GameReviews>(`/reviews/game/${enc(ref)}${query({ sort, cursor })}`, { signal }),
  /** POST /api/reviews/game/:gameId (a COMPLETED library game of the caller's). */
  create: (gameId: string, body: CreateReviewInput) => api.post<ReviewDto>(`/reviews/game/${enc(gameId)}`, body),
  update: (id: string, body: UpdateReviewInput) => api.put<ReviewDto>(`/reviews/${enc(id)}`, body),
  remove: (id: string) => api.del(`/reviews/${enc(id)}`),
  like: (id: string) => api.post<ReviewLikeState>(`/reviews/${enc(id)}/like`),
  unlike: (id: string) => api.del<ReviewLikeState>(`/reviews/${enc(id)}/like`),
  /** POST /api/reviews/:id/report: another user's review, once. */
  report: (id: string, body: ReportReviewInput) => api.post<ReportResult>(`/reviews/${enc(id)}/report`, body),
  /** GET /api/likes: the reviews the caller liked, newest like first. */
  liked: (cursor?: string, signal?: AbortSignal) => api.get<ReviewPage>(`/likes${query({ cursor })}`, { signal }),
  communityStats: (ref: string, signal?: AbortSignal) => api.get<GameCommunityStats>(`/games/${enc(ref)}/community-stats`, { signal }),
  /** The caller's library (the review dialog picks among its COMPLETED games). */
  library: (signal?: AbortSignal) => api.get<LibraryGameSummary[]>("/games", { signal }),
};
