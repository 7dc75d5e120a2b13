// The people feature's public face: profiles, privacy settings, follows, blocks, user search, taste
// match, and who may see what of whom (people.audience.ts) for the features that show other users.
export { createPeopleService, type PeopleService } from "./people.service.ts";
export { peopleRoutes, profileRoutes } from "./people.routes.ts";
export { feedRoutes } from "./people.feed.routes.ts";
export {
  blockedEitherWaySql,
  countedPlayerSql,
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
// Who counts in the numbers others read changes with every privacy setting: what their caches are kept against.
export { audienceVersion } from "./people.queries.ts";
// Follows, blocks and profile settings written in bulk by the people feature's rules (imports and their
// undo), and what an export reads.
export {
  addBlocks,
  addFollows,
  blocksForExport,
  followsForExport,
  restoreProfile,
  undoProfile,
  undoRelations,
  type BulkRelation,
  type ProfileFields,
  type ProfileLog,
} from "./people.bulk.ts";
// Favourite games: what an export reads, and an import's restore and its undo.
export { favouritesForExport, restoreFavourites, undoFavourites } from "./people.favourites.ts";
