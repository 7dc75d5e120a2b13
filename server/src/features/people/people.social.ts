// Follows, blocks, user search, follow lists and suggestions. Following and blocking are idempotent.
// A block removes the follows between the two, both ways, and until it is undone neither can follow
// the other or see the other anywhere. A private profile's follow lists are its owner's only.
import {
  PEOPLE_PAGE_SIZE,
  PEOPLE_TEXTS,
  type BlockedUsersDto,
  type FollowState,
  type PeoplePage,
  type PeoplePageQuery,
  type PersonDto,
  type SuggestionDto,
  type UserSearchQuery,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { notFound, validationFailed } from "../../http/errors.ts";
import { recordActivity } from "../activity/index.ts";
import { mayShow, toUserCard } from "./people.audience.ts";
import { visibleUser } from "./people.profiles.ts";
import {
  blockAndUnfollow,
  blockedBy,
  deleteBlock,
  deleteFollow,
  followCounts,
  followList,
  inTransaction,
  insertFollowUnlessBlocked,
  searchUsers,
  suggestedUsers,
  userByName,
  type PeopleCursor,
  type PersonRow,
} from "./people.queries.ts";
import { relationOf } from "./people.relations.ts";

interface Actor {
  id: string;
}

const toPerson = (r: PersonRow): PersonDto => ({ ...toUserCard(r), following: r.following, followsYou: r.followsYou });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeCursor(row: PersonRow, by: "at" | "name"): string {
  return Buffer.from(JSON.stringify([by === "at" ? row.at.toISOString() : row.sortKey, row.userId])).toString("base64url");
}

/** The cursor a previous page gave, or a 400 on `cursor`. */
function decodeCursor(raw: string | undefined, by: "at" | "name"): PeopleCursor | undefined {
  if (raw === undefined) return undefined;
  const bad = () => validationFailed([{ path: "cursor", message: PEOPLE_TEXTS.badCursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string" || typeof parsed[1] !== "string" || !UUID.test(parsed[1])) throw bad();
  const [key, id] = parsed as [string, string];
  if (by === "name") return { name: key, id };
  const at = new Date(key);
  const year = at.getUTCFullYear();
  if (Number.isNaN(year) || year < 1970 || year > 9999) throw bad();
  return { at, id };
}

function pageOf(rows: PersonRow[], by: "at" | "name"): PeoplePage {
  const more = rows.length > PEOPLE_PAGE_SIZE;
  const shown = more ? rows.slice(0, PEOPLE_PAGE_SIZE) : rows;
  return { items: shown.map(toPerson), nextCursor: more ? encodeCursor(shown[shown.length - 1]!, by) : null };
}

export function createSocial(prisma: Db, now: () => Date) {
  /** The viewer's relation to `userId` now, with their follower count when the viewer may see it. */
  async function stateOf(actor: Actor, username: string): Promise<FollowState> {
    const user = await userByName(prisma, username);
    if (!user) throw notFound("User");
    const r = await relationOf(prisma, actor.id, user.userId);
    const shown = !r.blocking && !r.blockedBy && mayShow(actor.id, user, false, "profile");
    const followers = shown ? (await followCounts(prisma, user.userId)).followers : null;
    return { username: user.username, following: r.following, followsYou: r.followsYou, blocking: r.blocking, followers };
  }

  /** The user named `username` for a follow or block of the caller's: not themselves (400 `what`). */
  async function other(actor: Actor, username: string, selfError: string) {
    const user = await userByName(prisma, username);
    if (!user) throw notFound("User");
    if (user.userId === actor.id) throw validationFailed([{ path: "username", message: selfError }]);
    return user;
  }

  async function list(actor: Actor, username: string, side: "followers" | "following", query: PeoplePageQuery): Promise<PeoplePage> {
    const { user } = await visibleUser(prisma, actor.id, username);
    if (!mayShow(actor.id, user, false, "profile")) throw notFound("User");
    return pageOf(await followList(prisma, actor.id, user.userId, side, decodeCursor(query.cursor, "at")), "at");
  }

  return {
    async search(actor: Actor, query: UserSearchQuery): Promise<PeoplePage> {
      return pageOf(await searchUsers(prisma, actor.id, query.q, decodeCursor(query.cursor, "name")), "name");
    },

    followers: (actor: Actor, username: string, query: PeoplePageQuery) => list(actor, username, "followers", query),
    following: (actor: Actor, username: string, query: PeoplePageQuery) => list(actor, username, "following", query),

    async follow(actor: Actor, username: string): Promise<FollowState> {
      const { user } = await visibleUser(prisma, actor.id, username);
      if (user.userId === actor.id) throw validationFailed([{ path: "username", message: PEOPLE_TEXTS.followSelf }]);
      // A block made meanwhile wins: the insert only happens while neither blocked the other. A new
      // follow is an event of the follower's (it goes when the follow does), a repeated one is not.
      await inTransaction(prisma, async (tx) => {
        const at = now();
        const inserted = await insertFollowUnlessBlocked(tx, actor.id, user.userId, at);
        if (inserted === 1) await recordActivity(tx, { type: "user_followed", actorId: actor.id, subjectUserId: user.userId, at });
      });
      return stateOf(actor, user.username);
    },

    async unfollow(actor: Actor, username: string): Promise<FollowState> {
      const { user } = await visibleUser(prisma, actor.id, username);
      await deleteFollow(prisma, actor.id, user.userId);
      return stateOf(actor, user.username);
    },

    async block(actor: Actor, username: string): Promise<FollowState> {
      const user = await other(actor, username, PEOPLE_TEXTS.blockSelf);
      await blockAndUnfollow(prisma, actor.id, user.userId, now());
      return stateOf(actor, user.username);
    },

    /** The users the caller blocked (their own blocks only: who blocked the caller is never told). */
    async blocks(actor: Actor): Promise<BlockedUsersDto> {
      const rows = await blockedBy(prisma, actor.id);
      return { items: rows.map((r) => ({ ...toUserCard(r), blockedAt: r.at.toISOString() })) };
    },

    async unblock(actor: Actor, username: string): Promise<FollowState> {
      const user = await other(actor, username, PEOPLE_TEXTS.blockSelf);
      await deleteBlock(prisma, actor.id, user.userId);
      return stateOf(actor, user.username);
    },

    async suggestions(actor: Actor): Promise<PeoplePage<SuggestionDto>> {
      const rows = await suggestedUsers(prisma, actor.id);
      return { items: rows.map((r) => ({ ...toPerson(r), sharedGames: r.sharedGames })), nextCursor: null };
    },
  };
}
