// The activity and community endpoints (/api/activity, /api/community/…), typed with the shared contract.
import type { ActivityPage, CommunityFilter, CommunityReview, CommunityScope, CommunitySort, CommunityStats, CurrentlyPlayingItem } from "@savepoint/common";
import { api, queryString as query } from "../../api/client.ts";

/** What the community feed shows: which events, in which order, from whom. */
export interface FeedQuery {
  filter: CommunityFilter;
  sortBy: CommunitySort;
  scope: CommunityScope;
}

export const communityApi = {
  /** GET /api/activity: one page of my own events, newest first. */
  mine: (cursor?: string, signal?: AbortSignal) => api.get<ActivityPage>(`/activity${query({ cursor })}`, { signal }),
  /** GET /api/community/activity: one page of the feed. */
  feed: (q: FeedQuery, cursor?: string, signal?: AbortSignal) =>
    api.get<ActivityPage>(`/community/activity${query({ filter: q.filter, sortBy: q.sortBy, scope: q.scope, cursor })}`, { signal }),
  stats: (signal?: AbortSignal) => api.get<CommunityStats>("/community/stats", { signal }),
  topReviews: (signal?: AbortSignal) => api.get<CommunityReview[]>("/community/reviews", { signal }),
  playing: (signal?: AbortSignal) => api.get<CurrentlyPlayingItem[]>("/community/currently-playing", { signal }),
  completions: (signal?: AbortSignal) => api.get<ActivityPage>("/community/completions", { signal }),
};
