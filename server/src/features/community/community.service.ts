// The community pages: everyone's activity as the viewer may see it, the instance's numbers, the most
// liked reviews, what people are playing and recent completions. Who may see what is the people
// feature's rule (its SQL fragments), applied inside each query: never journal events, never an actor
// whose profile is private or whose activity (or playing) is hidden, never anyone blocked either way.
import {
  ACTIVITY_OWN_ONLY,
  COMMUNITY_ACTIVE_DAYS,
  COMMUNITY_COMPLETIONS,
  COMMUNITY_PLAYING,
  COMMUNITY_TOP_REVIEWS,
  type ActivityPage,
  type CommunityActivityQuery,
  type CommunityFilter,
  type CommunityReview,
  type CommunityStats,
  type CurrentlyPlayingItem,
  DAY_MS,
} from "@savepoint/common";
import type { NotificationHub } from "../../db/notifications.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { ActivityService, EventFilter } from "../activity/index.ts";
import type { GamesService } from "../games/index.ts";
import { blockedEitherWaySql, blockedUsersSql, countedPlayerSql, followeesSql, mayShowSql } from "../people/index.ts";
import type { ReviewsService } from "../reviews/index.ts";
import { CommunityCache } from "./community.cache.ts";

interface Viewer {
  id: string;
}

export interface CommunityService {
  activity(viewer: Viewer, query: CommunityActivityQuery): Promise<ActivityPage>;
  stats(): Promise<CommunityStats>;
  topReviews(viewer: Viewer): Promise<CommunityReview[]>;
  currentlyPlaying(viewer: Viewer): Promise<CurrentlyPlayingItem[]>;
  completions(viewer: Viewer): Promise<ActivityPage>;
}

interface CommunityDeps {
  activity: Pick<ActivityService, "page" | "activeUsers">;
  games: Pick<GamesService, "playingNow" | "countGames">;
  reviews: Pick<ReviewsService, "top" | "count">;
  /** Counts users of the instance. */
  countUsers: () => Promise<number>;
  notifications?: NotificationHub;
  now?: () => Date;
}

const FILTER_TYPE: Record<CommunityFilter, string | null> = {
  all: null,
  reviews: "review_posted",
  completions: "completed",
  started: "started",
  abandoned: "abandoned",
};
const MINUTE_MS = 60_000;

/** Events of `viewerId`'s community feed: of the people they follow only, when `following`. */
function feedFilter(viewerId: string, filter: CommunityFilter, following: boolean): EventFilter {
  const type = FILTER_TYPE[filter];
  return {
    // Someone followed is shown by name (a private profile's too), unless one of the two blocked the other.
    events: Prisma.sql`${type === null ? Prisma.sql`e."type" <> ALL(${[...ACTIVITY_OWN_ONLY]}::text[])` : Prisma.sql`e."type" = ${type}`}
      AND (e."subjectUserId" IS NULL OR NOT ${blockedEitherWaySql(viewerId, Prisma.sql`e."subjectUserId"`)})`,
    actors: mayShowSql(viewerId, "u", "activity"),
    actorIds: following ? followeesSql(viewerId) : undefined,
  };
}

export function createCommunityService(deps: CommunityDeps): CommunityService {
  const cache = new CommunityCache(deps.notifications);
  const now = deps.now ?? (() => new Date());
  // Each kind of answer is let go only when what it shows changes (ADR 013). The feed pages and recent
  // completions show events, their actors and subjects as each viewer may see them, and a review's
  // rating and text.
  const feeds = cache.kind(["activity", "people", "review-text", "catalog"], 12_000);
  const top = cache.kind(["reviews", "people"], 2_000);
  const playing = cache.kind(["library", "people", "catalog"], 2_000);
  // The four numbers, each on its own: a review written recounts reviews only.
  const counts = {
    users: cache.kind(["people"], 4),
    reviews: cache.kind(["reviews"], 4),
    games: cache.kind(["library", "people"], 4),
    active: cache.kind(["activity", "people"], 4),
  };

  return {
    activity(viewer, q) {
      const key = `page:${viewer.id}:${q.scope}:${q.filter}:${q.sortBy}:${q.limit ?? ""}:${q.cursor ?? ""}`;
      return feeds.get(key, () =>
        deps.activity.page(viewer.id, feedFilter(viewer.id, q.filter, q.scope === "following"), { cursor: q.cursor, limit: q.limit, order: q.sortBy }),
      );
    },

    async stats() {
      // Active users count from the start of the current minute, 30 days back: one entry per minute at most.
      const since = new Date(Math.floor(now().getTime() / MINUTE_MS) * MINUTE_MS - COMMUNITY_ACTIVE_DAYS * DAY_MS);
      const [totalUsers, totalReviews, totalGames, activeUsers] = await Promise.all([
        counts.users.get("users", () => deps.countUsers()),
        counts.reviews.get("reviews", () => deps.reviews.count()),
        // Hidden players never count in these numbers (ADR 019); accounts and reviews are shown to
        // everyone (a private profile's name and reviews too), so they all count.
        counts.games.get("games", () => deps.games.countGames(countedPlayerSql("u"))),
        counts.active.get(`active:${since.getTime()}`, () => deps.activity.activeUsers(since, countedPlayerSql("u"))),
      ]);
      return { totalUsers, totalReviews, totalGames, activeUsers };
    },

    topReviews(viewer) {
      // Reviews are public (a private profile's too); a block hides them either way.
      return top.get(viewer.id, () => deps.reviews.top(viewer.id, Prisma.sql`r."userId" NOT IN (${blockedUsersSql(viewer.id)})`, COMMUNITY_TOP_REVIEWS));
    },

    currentlyPlaying(viewer) {
      return playing.get(viewer.id, () => deps.games.playingNow(viewer.id, mayShowSql(viewer.id, "u", "playing"), COMMUNITY_PLAYING));
    },

    completions(viewer) {
      return feeds.get(`completions:${viewer.id}`, () =>
        deps.activity.page(viewer.id, feedFilter(viewer.id, "completions", false), {
          limit: COMMUNITY_COMPLETIONS,
          order: "newest",
          // The latest completed, not the latest typed in (the feed orders by the latter).
          by: "happened",
        }),
      );
    },
  };
}
