// The reviews' mutations. Saving a review sets its game's rating, so a save refreshes the reviews and
// the library (and with it the community numbers); a like or unlike patches the review wherever it
// is cached, then refreshes the Likes list.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreateReviewInput, ReportReviewInput, ReviewDto, ReviewLikeState, UpdateReviewInput } from "@savepoint/common";
import { reviewsApi } from "./api.ts";
import { LIBRARY_KEY, reviewKeys } from "./keys.ts";

function refreshAfterSave(qc: QueryClient) {
  return Promise.all([qc.invalidateQueries({ queryKey: reviewKeys.all }), qc.invalidateQueries({ queryKey: LIBRARY_KEY })]);
}

export function useCreateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, body }: { gameId: string; body: CreateReviewInput }) => reviewsApi.create(gameId, body),
    onSuccess: () => refreshAfterSave(qc),
  });
}

export function useUpdateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateReviewInput }) => reviewsApi.update(id, body),
    onSuccess: () => refreshAfterSave(qc),
  });
}

export function useDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reviewsApi.remove(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

type Cached = { items?: ReviewDto[]; mine?: ReviewDto | null; pages?: unknown[] } | ReviewDto[] | undefined;

/** Applies a like's answer to one cached answer of any reviews query (a page, pages, a list, a game's). */
function withLike(data: Cached, state: ReviewLikeState): Cached {
  const fix = (r: ReviewDto) => (r.id === state.reviewId ? { ...r, likeCount: state.likeCount, likedByMe: state.likedByMe } : r);
  if (!data) return data;
  if (Array.isArray(data)) return data.map(fix);
  const next = { ...data };
  if (data.items) next.items = data.items.map(fix);
  if (data.mine) next.mine = fix(data.mine);
  if (data.pages) next.pages = data.pages.map((p) => withLike(p as Cached, state));
  return next;
}

function useLikeMutation(call: (id: string) => Promise<ReviewLikeState>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => {
      qc.setQueriesData<Cached>({ queryKey: reviewKeys.all }, (data) => withLike(data, state));
      return qc.invalidateQueries({ queryKey: reviewKeys.liked() });
    },
  });
}

/** Likes another user's review: `mutate(reviewId)`. */
export const useLikeReview = () => useLikeMutation(reviewsApi.like);
/** Takes a like back: `mutate(reviewId)`. */
export const useUnlikeReview = () => useLikeMutation(reviewsApi.unlike);

/** Reporting another user's review changes nothing the page shows: no cache to refresh. */
export function useReportReview() {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: ReportReviewInput }) => reviewsApi.report(id, body) });
}
