// My profile and privacy settings, and another user's profile as their settings and blocks allow.
import {
  USERNAME_TAKEN,
  type AccentColor,
  type MyProfile,
  type OpenProfile,
  type PrivacySettings,
  type PrivacySettingsInput,
  type ProfileVisibility,
  type PublicProfile,
  type ThemeMode,
  type UpdateProfileInput,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { conflict, notFound, uniqueViolation } from "../../http/errors.ts";
import { usernameHeld, writeNames, writeProfileSettings } from "../auth/index.ts";
import { mayShow, toUserCard } from "./people.audience.ts";
import { inTransaction, myAccount, profileParts, sharedRatings, userByName, type ProfileRow } from "./people.queries.ts";
import { relationOf } from "./people.relations.ts";
import { tasteMatch } from "./people.taste.ts";
import { hasPublicFeed } from "./people.feed.ts";
import { favouritesOf } from "./people.favourites.ts";

interface Actor {
  id: string;
}

const privacyOf = (r: ProfileRow): PrivacySettings => ({
  profileVisibility: r.profileVisibility as ProfileVisibility,
  showActivity: r.showActivity,
  showPlaying: r.showPlaying,
});

const usernameTaken = () => conflict(USERNAME_TAKEN, { issues: [{ path: "username", message: USERNAME_TAKEN }] });

/** The user named `username` as the viewer may find them: unknown, or blocked either way, is a 404. */
export async function visibleUser(prisma: Db, viewerId: string, username: string) {
  const user = await userByName(prisma, username);
  if (!user) throw notFound("User");
  const relation = await relationOf(prisma, viewerId, user.userId);
  if (relation.blocking || relation.blockedBy) throw notFound("User");
  return { user, relation };
}

export function createProfiles(prisma: Db) {
  async function myProfile(actor: Actor): Promise<MyProfile> {
    const me = await myAccount(prisma, actor.id);
    if (!me) throw notFound("User");
    const { stats, favoriteGenres: genres, counts } = await profileParts(prisma, me.userId, { own: true, lists: false, playing: false });
    return {
      ...toUserCard(me),
      email: me.email,
      bio: me.bio,
      theme: me.theme as ThemeMode,
      memberSince: me.createdAt.toISOString(),
      privacy: privacyOf(me),
      stats,
      favoriteGenres: genres,
      counts,
    };
  }

  return {
    myProfile,

    async updateProfile(actor: Actor, input: UpdateProfileInput): Promise<MyProfile> {
      try {
        await inTransaction(prisma, async (tx) => {
          if (await usernameHeld(tx, input.username, actor.id)) throw usernameTaken();
          await writeNames(tx, actor.id, { firstName: input.firstName, lastName: input.lastName, username: input.username, bio: input.bio });
        });
      } catch (err) {
        // Two renames to the same name at once: the second one's update hits the unique index.
        if (uniqueViolation(err)) throw usernameTaken();
        throw err;
      }
      return myProfile(actor);
    },

    async privacy(actor: Actor): Promise<PrivacySettings> {
      const me = await myAccount(prisma, actor.id);
      if (!me) throw notFound("User");
      return privacyOf(me);
    },

    async setPrivacy(actor: Actor, input: PrivacySettingsInput): Promise<PrivacySettings> {
      const u = await writeProfileSettings(prisma, actor.id, input);
      return { profileVisibility: u.profileVisibility as ProfileVisibility, showActivity: u.showActivity, showPlaying: u.showPlaying };
    },

    async profile(actor: Actor, username: string): Promise<PublicProfile> {
      const { user, relation } = await visibleUser(prisma, actor.id, username);
      const me = user.userId === actor.id;
      const relationship = { following: relation.following, followsYou: relation.followsYou, blocking: false };
      if (!mayShow(actor.id, user, false, "profile")) {
        return {
          private: true,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          accountColor: user.accountColor as AccentColor,
          me: false,
          relationship,
        };
      }
      const id = user.userId;
      const [parts, shared, favourites] = await Promise.all([
        profileParts(prisma, id, { own: me, lists: true, playing: mayShow(actor.id, user, false, "playing") }),
        me ? null : sharedRatings(prisma, actor.id, id),
        favouritesOf(prisma, id, me),
      ]);
      const { stats, favoriteGenres: genres, playing, counts } = parts;
      const open: OpenProfile = {
        ...toUserCard(user),
        private: false,
        me,
        memberSince: user.createdAt.toISOString(),
        bio: user.bio,
        stats,
        favoriteGenres: genres,
        currentlyPlaying: playing,
        recentCompletions: parts.completions ?? [],
        recentReviews: parts.reviews ?? [],
        counts,
        relationship,
        tasteMatch: shared === null ? null : tasteMatch(shared),
        favourites,
        hasFeed: hasPublicFeed(user),
      };
      return open;
    },
  };
}
