// Follows, blocks and profile settings written in bulk (imports, and their undo), by the rules of the
// people feature's requests: never oneself, only people on this instance, no follow while either of the
// two blocks the other, and a block ends the follows between them both ways (undo puts those back). A
// profile setting is restored only while the account still has it at its default, and only a value the
// settings allow. An item that breaks a rule is skipped with the reason. Also what an export reads.
import { ACCENT_COLORS, BIO_MAX, PEOPLE_TEXTS, PROFILE_VISIBILITIES, THEMES } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { emptyOutcome, type BulkOutcome } from "../../lib/bulk.ts";
import { profileSettings, writeProfileSettings, type ProfileSettings } from "../auth/index.ts";
import {
  blockedEitherWay,
  deleteBlocks,
  deleteFollows,
  deleteFollowsBetween,
  followeesOf,
  insertBlocks,
  insertFollows,
  userIdsByName,
  type FollowRow,
} from "./people.bulk.queries.ts";

export { blocksForExport, followsForExport } from "./people.bulk.queries.ts";

type Tx = Prisma.TransactionClient;

export const BULK_PEOPLE_TEXTS = {
  gone: "No longer on this instance",
  blocked: "One of you blocks the other",
  notAllowed: (value: unknown) => `${JSON.stringify(value)} is not one of the choices`,
  bioTooLong: PEOPLE_TEXTS.bioTooLong,
} as const;

/** A person by their username, and when the relation began. */
export interface BulkRelation {
  username: string;
  createdAt: Date;
}

/** Follows of the user's (`written` ids: the people followed). */
export async function addFollows(tx: Tx, userId: string, follows: BulkRelation[]): Promise<BulkOutcome> {
  const out = emptyOutcome();
  if (follows.length === 0) return out;
  const people = await userIdsByName(tx, [...new Set(follows.map((f) => f.username))]);
  const following = await followeesOf(tx, userId);
  const { blocking, blockedBy } = await blockedEitherWay(tx, userId);
  const rows: FollowRow[] = [];
  for (const [index, f] of follows.entries()) {
    const id = people.get(f.username);
    if (!id) {
      out.skipped.push({ index, reason: BULK_PEOPLE_TEXTS.gone });
    } else if (id === userId) {
      out.skipped.push({ index, reason: PEOPLE_TEXTS.followSelf });
    } else if (following.has(id)) {
      out.already.push(index);
    } else if (blocking.has(id) || blockedBy.has(id)) {
      out.skipped.push({ index, reason: BULK_PEOPLE_TEXTS.blocked });
    } else {
      following.add(id);
      rows.push({ followerId: userId, followeeId: id, createdAt: f.createdAt });
      out.written.push({ index, id });
    }
  }
  await insertFollows(tx, rows);
  return out;
}

/** Blocks of the user's (`written` ids: the people blocked); `unfollowed`: the follows the blocks ended. */
export async function addBlocks(tx: Tx, userId: string, blocks: BulkRelation[]): Promise<BulkOutcome & { unfollowed: FollowRow[] }> {
  const out = { ...emptyOutcome(), unfollowed: [] as FollowRow[] };
  if (blocks.length === 0) return out;
  const people = await userIdsByName(tx, [...new Set(blocks.map((b) => b.username))]);
  const { blocking } = await blockedEitherWay(tx, userId);
  const rows: { blockerId: string; blockedId: string; createdAt: Date }[] = [];
  for (const [index, b] of blocks.entries()) {
    const id = people.get(b.username);
    if (!id) {
      out.skipped.push({ index, reason: BULK_PEOPLE_TEXTS.gone });
    } else if (id === userId) {
      out.skipped.push({ index, reason: PEOPLE_TEXTS.blockSelf });
    } else if (blocking.has(id)) {
      out.already.push(index);
    } else {
      blocking.add(id);
      rows.push({ blockerId: userId, blockedId: id, createdAt: b.createdAt });
      out.written.push({ index, id });
    }
  }
  out.unfollowed = await deleteFollowsBetween(
    tx,
    userId,
    rows.map((r) => r.blockedId),
  );
  await insertBlocks(tx, rows);
  return out;
}

/** Undoes addFollows and addBlocks: their rows deleted, the follows the blocks ended put back. */
export async function undoRelations(
  tx: Tx,
  userId: string,
  log: { follows: string[]; blocks: string[]; unfollowed?: { followerId: string; followeeId: string; createdAt: Date | string }[] },
): Promise<void> {
  await deleteFollows(tx, userId, log.follows);
  await deleteBlocks(tx, userId, log.blocks);
  await insertFollows(
    tx,
    (log.unfollowed ?? []).map((f) => ({ ...f, createdAt: new Date(f.createdAt) })),
  );
}

export type ProfileFields = { -readonly [K in keyof ProfileSettings]?: ProfileSettings[K] };
export const PROFILE_DEFAULTS: Required<ProfileFields> = {
  bio: null,
  accountColor: "indigo",
  theme: "dark",
  profileVisibility: "PUBLIC",
  showActivity: true,
  showPlaying: true,
};

/** A profile setting's value as the settings allow it, or why not. */
function allowed(field: keyof ProfileSettings, value: unknown): { value: unknown } | { reason: string } {
  const oneOf = (choices: readonly unknown[]) => (choices.includes(value) ? { value } : { reason: BULK_PEOPLE_TEXTS.notAllowed(value) });
  switch (field) {
    case "accountColor":
      return oneOf(ACCENT_COLORS);
    case "theme":
      return oneOf(THEMES);
    case "profileVisibility":
      return oneOf(PROFILE_VISIBILITIES);
    case "showActivity":
    case "showPlaying":
      return oneOf([true, false]);
    case "bio": {
      const bio = typeof value === "string" ? value.trim() : null;
      if (bio !== null && bio.length > BIO_MAX) return { reason: BULK_PEOPLE_TEXTS.bioTooLong };
      return { value: bio || null };
    }
  }
}

export interface ProfileLog {
  before: ProfileFields;
  after: ProfileFields;
}

/** Gives the account the settings wanted that it still has at their defaults; `skipped`: the fields refused. */
export async function restoreProfile(
  tx: Tx,
  userId: string,
  wanted: ProfileFields,
): Promise<{ log: ProfileLog | null; skipped: { field: string; reason: string }[] }> {
  const me = await profileSettings(tx, userId);
  const before: ProfileFields = {};
  const after: ProfileFields = {};
  const skipped: { field: string; reason: string }[] = [];
  for (const k of Object.keys(PROFILE_DEFAULTS) as (keyof ProfileSettings)[]) {
    if (wanted[k] === undefined || me[k] !== PROFILE_DEFAULTS[k]) continue;
    const ok = allowed(k, wanted[k]);
    if ("reason" in ok) skipped.push({ field: k, reason: ok.reason });
    else if (ok.value !== me[k]) [(before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k]] = [me[k], ok.value];
  }
  if (Object.keys(after).length === 0) return { log: null, skipped };
  await writeProfileSettings(tx, userId, after);
  return { log: { before, after }, skipped };
}

/** Puts back what restoreProfile changed, where the account still holds what it wrote. */
export async function undoProfile(tx: Tx, userId: string, log: ProfileLog): Promise<void> {
  const me = await profileSettings(tx, userId);
  const data: ProfileFields = {};
  for (const [k, v] of Object.entries(log.after) as [keyof ProfileSettings, unknown][]) {
    if (me[k] === v) (data as Record<string, unknown>)[k] = log.before[k];
  }
  if (Object.keys(data).length > 0) await writeProfileSettings(tx, userId, data);
}
