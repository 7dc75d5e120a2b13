// People: my profile and privacy settings, other users' profiles as their settings allow, follows,
// blocks, user search, suggestions and taste match. The rules of who sees what are in
// people.audience.ts. A user who blocked the viewer, or whom the viewer blocked, answers 404 like an
// unknown one everywhere except the block endpoints themselves (so a block can be undone).
import type {
  BlockedUsersDto,
  FollowState,
  MyFavourites,
  MyProfile,
  PeoplePage,
  PeoplePageQuery,
  PersonDto,
  PrivacySettings,
  PrivacySettingsInput,
  PublicProfile,
  SetFavouritesInput,
  SuggestionDto,
  UpdateProfileInput,
  UserSearchQuery,
} from "@savepoint/common";
import type { NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import { audienceOf, HiddenUsersCache, type Audience } from "./people.relations.ts";
import { createProfiles } from "./people.profiles.ts";
import { createFavourites } from "./people.favourites.ts";
import { createSocial } from "./people.social.ts";
import { userFeed, type UserFeed } from "./people.feed.ts";

interface Actor {
  id: string;
}

export interface PeopleService {
  /** GET /api/profile. */
  myProfile(actor: Actor): Promise<MyProfile>;
  /** PUT /api/profile: 409 USERNAME_TAKEN on `username` when another account has it (any case). */
  updateProfile(actor: Actor, input: UpdateProfileInput): Promise<MyProfile>;
  privacy(actor: Actor): Promise<PrivacySettings>;
  setPrivacy(actor: Actor, input: PrivacySettingsInput): Promise<PrivacySettings>;
  /** GET /api/profile/favourites: my favourite games in my order. */
  myFavourites(actor: Actor): Promise<MyFavourites>;
  /** PUT /api/profile/favourites: the whole list replaced; a game not mine is a 404 naming gameIds.N. */
  setFavourites(actor: Actor, input: SetFavouritesInput): Promise<MyFavourites>;
  /** GET /api/users/:username (any case). */
  profile(actor: Actor, username: string): Promise<PublicProfile>;
  search(actor: Actor, query: UserSearchQuery): Promise<PeoplePage>;
  followers(actor: Actor, username: string, query: PeoplePageQuery): Promise<PeoplePage>;
  following(actor: Actor, username: string, query: PeoplePageQuery): Promise<PeoplePage>;
  follow(actor: Actor, username: string): Promise<FollowState>;
  unfollow(actor: Actor, username: string): Promise<FollowState>;
  block(actor: Actor, username: string): Promise<FollowState>;
  unblock(actor: Actor, username: string): Promise<FollowState>;
  /** GET /api/profile/blocks: the users the caller blocked. */
  blocks(actor: Actor): Promise<BlockedUsersDto>;
  suggestions(actor: Actor): Promise<PeoplePage<SuggestionDto>>;
  /** GET /api/u/:username/feed.xml and feed.json: 404 unless the profile is public with its activity shown (people.feed.ts). */
  feed(username: string, origin: string): Promise<UserFeed>;

  /** For other features: who the viewer follows and who is hidden from them (blocked either way). */
  audienceOf(viewerId: string): Promise<Audience>;
  /** For other features: the users blocked by or blocking the viewer (their reviews are hidden from them). */
  hiddenUsers(viewerId: string): Promise<ReadonlySet<string>>;
}

export type { PersonDto };

/** `now`: the clock events are stamped with; `notifications`: the embedded database's (keeps hiddenUsers in memory). */
export function createPeopleService(deps: { prisma: Db; now?: () => Date; notifications?: NotificationHub }): PeopleService {
  const { prisma } = deps;
  const hidden = new HiddenUsersCache(prisma, deps.notifications);
  const profiles = createProfiles(prisma);
  const social = createSocial(prisma, deps.now ?? (() => new Date()));
  return {
    ...profiles,
    ...createFavourites(prisma),
    ...social,
    audienceOf: (viewerId) => audienceOf(prisma, viewerId),
    hiddenUsers: (viewerId) => hidden.of(viewerId),
    feed: (username, origin) => userFeed(prisma, username, origin),
  };
}
