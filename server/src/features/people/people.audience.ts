// Who may see what of whom: the rules every answer about other people is built from, as SQL fragments
// (so a feed stays one query) and as the same rules over one pair of users.
// - A block hides each of the two from the other, whoever blocked: profile, activity, playing, reviews.
// - A PRIVATE profile shows others only its name and colour: no library, stats, activity or playing,
//   whoever asks (following it gives nothing more). Its reviews still show on game pages.
// - showActivity off keeps the account's events out of everyone else's feeds, showPlaying off hides
//   what it is playing. A user always sees their own.
import type { AccentColor, UserCard } from "@savepoint/common";
import { Prisma } from "../../generated/prisma/client.ts";

const uuid = (id: string) => Prisma.sql`${id}::uuid`;

/** SQL true when `viewerId` and the user whose id is `userId` (an SQL expression) blocked each other, either way. */
export function blockedEitherWaySql(viewerId: string, userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(EXISTS (SELECT 1 FROM "blocks" b WHERE b."blockerId" = ${uuid(viewerId)} AND b."blockedId" = ${userId})
    OR EXISTS (SELECT 1 FROM "blocks" b WHERE b."blockerId" = ${userId} AND b."blockedId" = ${uuid(viewerId)}))`;
}

/** Which of a user's things a predicate is about. */
type Shown = "profile" | "activity" | "playing";

const SETTING: Record<Shown, string | null> = { profile: null, activity: "showActivity", playing: "showPlaying" };

/**
 * SQL true when `viewerId` may see `what` of the user row `u` (an alias of "users" in the caller's
 * query): it is the viewer, or a public profile with that setting on and no block either way.
 */
export function mayShowSql(viewerId: string, u: string, what: Shown): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${u}."${name}"`);
  const name = SETTING[what];
  const setting = name === null ? Prisma.sql`true` : col(name);
  return Prisma.sql`(${col("id")} = ${uuid(viewerId)} OR (${col("profileVisibility")} = 'PUBLIC' AND ${setting} AND NOT ${blockedEitherWaySql(viewerId, col("id"))}))`;
}

/** A subquery of the ids of the users whose `what` `viewerId` may see (use as `x."userId" IN (…)`). */
export function visibleUsersSql(viewerId: string, what: Shown): Prisma.Sql {
  return Prisma.sql`SELECT vu."id" FROM "users" vu WHERE ${mayShowSql(viewerId, "vu", what)}`;
}

/**
 * SQL true when the user row `u` counts in the numbers other people see (ADR 019): a public profile
 * that shows both its activity and what it is playing. A hidden player counts nowhere, not even in the
 * numbers they read themselves, so every viewer reads the same figure and none can be traced to them.
 */
export function countedPlayerSql(u: string): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${u}."${name}"`);
  return Prisma.sql`(${col("profileVisibility")} = 'PUBLIC' AND ${col("showActivity")} AND ${col("showPlaying")})`;
}

/** The ids of the users whose activity the community feed of `viewerId` shows (themselves included). */
export const visibleActorsSql = (viewerId: string): Prisma.Sql => visibleUsersSql(viewerId, "activity");

/** The ids of the users whose currently-playing games `viewerId` may see (themselves included). */
export const visiblePlayersSql = (viewerId: string): Prisma.Sql => visibleUsersSql(viewerId, "playing");

/** The ids of the users `viewerId` follows (whatever they show: combine with visibleActorsSql). */
export function followeesSql(viewerId: string): Prisma.Sql {
  return Prisma.sql`SELECT f."followeeId" FROM "follows" f WHERE f."followerId" = ${uuid(viewerId)}`;
}

/** The ids of the users `viewerId` blocked or was blocked by: their reviews are hidden from the viewer. */
export function blockedUsersSql(viewerId: string): Prisma.Sql {
  return Prisma.sql`SELECT b."blockedId" FROM "blocks" b WHERE b."blockerId" = ${uuid(viewerId)}
    UNION SELECT b."blockerId" FROM "blocks" b WHERE b."blockedId" = ${uuid(viewerId)}`;
}

/** One user's settings, as the pair rules read them. */
export interface PrivacyRow {
  id: string;
  profileVisibility: string;
  showActivity: boolean;
  showPlaying: boolean;
}

/** The rule of mayShowSql over one pair: `blocked` says whether the two blocked each other either way. */
export function mayShow(viewerId: string, user: PrivacyRow, blocked: boolean, what: Shown): boolean {
  if (user.id === viewerId) return true;
  if (blocked || user.profileVisibility !== "PUBLIC") return false;
  return what === "profile" || (what === "activity" ? user.showActivity : user.showPlaying);
}

/** The columns of a UserCard read from the user row `u`, as "userId", "username", … (see toUserCard). */
export function userCardSql(u: string): Prisma.Sql {
  return Prisma.raw(`${u}."id"::text AS "userId", ${u}."username", ${u}."firstName", ${u}."lastName", ${u}."accountColor"`);
}

export interface UserCardRow {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
}

export function toUserCard(r: UserCardRow): UserCard {
  return { id: r.userId, username: r.username, firstName: r.firstName, lastName: r.lastName, accountColor: r.accountColor as AccentColor };
}
