// The people feature's public face: profiles, privacy settings, follows, blocks, user search, taste
// match, and who may see what of whom (people.audience.ts) for the features that show other users.
export { createPeopleService, type PeopleService } from "./people.service.ts";
export { peopleRoutes, profileRoutes } from "./people.routes.ts";
export { feedRoutes } from "./people.feed.routes.ts";
export {
  blockedEitherWaySql,
  blockedUsersSql,
  followeesSql,
  mayShow,
  mayShowSql,
  userCardSql,
  toUserCard,
  visibleActorsSql,
  visiblePlayersSql,
  visibleUsersSql,
  type PrivacyRow,
  type UserCardRow,
} from "./people.audience.ts";
export type { Audience } from "./people.relations.ts";
