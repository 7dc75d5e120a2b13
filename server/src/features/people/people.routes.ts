// /api/profile (my profile and privacy settings) and /api/users (search, suggestions, profiles,
// follows, blocks). Every route requires a session. A username is matched whatever its case; an
// unknown one, or a user blocked either way, answers 404. /api/users/suggestions is matched before a
// username, so an account named "suggestions" is reached by another case ("Suggestions").
import { z } from "zod";
import {
  PeoplePageQuerySchema,
  PrivacySettingsSchema,
  SetFavouritesSchema,
  UpdateProfileSchema,
  USERNAME_MAX,
  USERNAME_PATTERN,
  UserSearchQuerySchema,
  type BlockedUsersDto,
  type FollowState,
  type MyFavourites,
  type MyProfile,
  type PeoplePage,
  type PrivacySettings,
  type PublicProfile,
  type PublicUser,
  type SuggestionDto,
} from "@savepoint/common";
import type { AuthContext } from "../../http/auth.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { PeopleService } from "./people.service.ts";

const actor = (auth: AuthContext) => ({ id: auth.user.id });
// A username no account can have (its characters or length) names nobody: 404 like an unknown one.
export const User = {
  params: z.object({ username: z.string().max(USERNAME_MAX).regex(USERNAME_PATTERN) }),
  notFound: "User",
  resources: { username: "user" },
} as const;

interface ProfileRouteDeps {
  people: PeopleService;
  /** Keeps cached sessions in step after the names changed (SessionService.userChanged). */
  userChanged?: (user: PublicUser) => void;
}

export function profileRoutes({ people, userChanged }: ProfileRouteDeps): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/",
    access: "session",
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: MyProfile = await people.myProfile(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "put",
    path: "/",
    access: "session",
    body: UpdateProfileSchema,
    example: { body: { firstName: "Ada", lastName: "Lovelace", username: "ada_profile", bio: "Metroidvanias, slowly." }, unique: ["username"] },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: MyProfile = await people.updateProfile(actor(auth), input);
      userChanged?.({ ...auth.user, firstName: body.firstName, lastName: body.lastName, username: body.username });
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/privacy",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: PrivacySettings = await people.privacy(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "put",
    path: "/privacy",
    access: "session",
    body: PrivacySettingsSchema,
    example: { body: { profileVisibility: "PRIVATE", showActivity: false, showPlaying: false } },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: PrivacySettings = await people.setPrivacy(actor(auth), input);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/favourites",
    access: "session",
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: MyFavourites = await people.myFavourites(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "put",
    path: "/favourites",
    access: "session",
    body: SetFavouritesSchema,
    example: { body: { gameIds: [] } },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: MyFavourites = await people.setFavourites(actor(auth), input);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/blocks",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: BlockedUsersDto = await people.blocks(actor(auth));
      res.json(body);
    },
  });

  return g;
}

export function peopleRoutes({ people }: { people: PeopleService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/",
    access: "session",
    counts: "none",
    query: UserSearchQuerySchema,
    example: { query: { q: "ada" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: PeoplePage = await people.search(actor(auth), query);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/suggestions",
    access: "session",
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: PeoplePage<SuggestionDto> = await people.suggestions(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/:username",
    access: "session",
    counts: "none",
    ...User,
    handler: async ({ auth, params }, _req, res) => {
      const body: PublicProfile = await people.profile(actor(auth), params.username);
      res.json(body);
    },
  });

  for (const side of ["followers", "following"] as const) {
    g.route({
      method: "get",
      path: `/:username/${side}`,
      access: "session",
      ...User,
      query: PeoplePageQuerySchema,
      example: { query: {} },
      handler: async ({ auth, params, query }, _req, res) => {
        const body: PeoplePage = await people[side](actor(auth), params.username, query);
        res.json(body);
      },
    });
  }

  const changes = [
    ["post", "follow", "follow"],
    ["delete", "follow", "unfollow"],
    ["post", "block", "block"],
    ["delete", "block", "unblock"],
  ] as const;
  for (const [method, path, change] of changes) {
    g.route({
      method,
      path: `/:username/${path}`,
      access: "session",
      ...User,
      handler: async ({ auth, params }, _req, res) => {
        const body: FollowState = await people[change](actor(auth), params.username);
        res.json(body);
      },
    });
  }

  return g;
}
