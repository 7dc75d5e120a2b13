// The activity and community request schemas.
import { z } from "zod";
import { int, text } from "../primitives.ts";
import { ACTIVITY_PAGE_MAX, ACTIVITY_TEXTS, COMMUNITY_FILTERS, COMMUNITY_SCOPES, COMMUNITY_SORTS } from "./limits.ts";

const cursor = text("Cursor", ACTIVITY_TEXTS.badCursor).regex(/^[A-Za-z0-9_-]{1,200}$/, ACTIVITY_TEXTS.badCursor);
const limit = z.coerce
  .number({ error: `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` })
  .pipe(int("Limit", { min: 1, max: ACTIVITY_PAGE_MAX, range: `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` }));
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) => z.enum(values, { error: `${name} must be one of ${values.join(", ")}` });

/** GET /api/activity: my events, newest first; `cursor` is the previous page's nextCursor. */
export const ActivityQuerySchema = z.object({ cursor: cursor.optional(), limit: limit.optional() });
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;

/** GET /api/community/activity. */
export const CommunityActivityQuerySchema = ActivityQuerySchema.extend({
  filter: oneOf("Filter", COMMUNITY_FILTERS).default("all"),
  sortBy: oneOf("Sort", COMMUNITY_SORTS).default("newest"),
  scope: oneOf("Scope", COMMUNITY_SCOPES).default("all"),
});
export type CommunityActivityQuery = z.output<typeof CommunityActivityQuerySchema>;
