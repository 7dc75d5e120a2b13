// Activity and community query keys: my events under ["activity"], everything the community page
// reads under ["community"], so a follow or a like can refresh the page with one invalidation.
import type { FeedQuery } from "./api.ts";

export const activityKeys = {
  all: ["activity"] as const,
  mine: () => [...activityKeys.all, "mine"] as const,
};

export const feedKeys = {
  all: ["community"] as const,
  feed: (q: FeedQuery) => [...feedKeys.all, "feed", q.filter, q.sortBy, q.scope] as const,
  stats: () => [...feedKeys.all, "stats"] as const,
  topReviews: () => [...feedKeys.all, "top-reviews"] as const,
  playing: () => [...feedKeys.all, "playing"] as const,
  completions: () => [...feedKeys.all, "completions"] as const,
};
