// The only SQL of the notifications feature. New followers and likes are written by the database's
// triggers (migration 20261207100000); every other notification goes through notification_add(), which
// keeps the same rules (the recipient's switches, blocks either way) for every writer.
import type { NotificationKind } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Q = Pick<Db, "$queryRaw" | "$executeRaw">;
const uuid = (id: string) => Prisma.sql`${id}::uuid`;

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  reviewId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
  /** The actor's card columns (null without an actor). */
  userId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  accountColor: string | null;
  profileVisibility: string | null;
}

export interface PageCursor {
  at: Date;
  id: string;
}

/** The recipient's notifications, newest first, from after `cursor`; `limit` rows at most. */
export function notificationsPage(db: Q, recipientId: string, cursor: PageCursor | undefined, limit: number): Promise<NotificationRow[]> {
  const after = cursor ? Prisma.sql`AND (n."createdAt", n."id") < (${cursor.at.toISOString()}::timestamp(3), ${uuid(cursor.id)})` : Prisma.empty;
  return db.$queryRaw<NotificationRow[]>`
    SELECT n."id"::text AS "id", n."kind", n."reviewId"::text AS "reviewId", n."payload", n."createdAt", n."readAt",
           u."id"::text AS "userId", u."username", u."firstName", u."lastName", u."accountColor", u."profileVisibility"
    FROM "notifications" n LEFT JOIN "users" u ON u."id" = n."actorId"
    WHERE n."recipientId" = ${uuid(recipientId)} ${after}
    ORDER BY n."createdAt" DESC, n."id" DESC
    LIMIT ${limit}`;
}

/** How many of the recipient's notifications are unread. */
export async function unreadCount(db: Q, recipientId: string): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "notifications" WHERE "recipientId" = ${uuid(recipientId)} AND "readAt" IS NULL`;
  return rows[0]?.n ?? 0;
}

/** Marks those of `ids` that are the recipient's and unread as read at `at`; how many it marked. */
export function markRead(db: Q, recipientId: string, ids: string[], at: Date): Promise<number> {
  return db.$executeRaw`
    UPDATE "notifications" SET "readAt" = ${at.toISOString()}::timestamptz AT TIME ZONE 'UTC'
    WHERE "recipientId" = ${uuid(recipientId)} AND "readAt" IS NULL AND "id" = ANY(${ids}::uuid[])`;
}

/** The kinds the user switched off. */
export async function mutedKinds(db: Q, userId: string): Promise<NotificationKind[]> {
  const rows = await db.$queryRaw<{ kind: NotificationKind }[]>`SELECT "kind" FROM "notification_mutes" WHERE "userId" = ${uuid(userId)}`;
  return rows.map((r) => r.kind);
}

/** Makes `muted` the user's switched-off kinds, in one statement each way (idempotent under concurrency). */
export async function setMutedKinds(db: Pick<Db, "$transaction" | "$executeRaw">, userId: string, muted: NotificationKind[]): Promise<void> {
  await db.$transaction([
    db.$executeRaw`DELETE FROM "notification_mutes" WHERE "userId" = ${uuid(userId)} AND NOT ("kind" = ANY(${muted}::text[]))`,
    db.$executeRaw`INSERT INTO "notification_mutes" ("userId", "kind") SELECT ${uuid(userId)}, k FROM unnest(${muted}::text[]) k ON CONFLICT DO NOTHING`,
  ]);
}

/** The users' notification versions (a user without a row is version 0). */
export async function notificationVersionsOf(db: Q, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ userId: string; version: number }[]>`
    SELECT "userId"::text AS "userId", "version" FROM "notification_versions" WHERE "userId" = ANY(${userIds}::uuid[])`;
  return new Map(rows.map((r) => [r.userId, r.version]));
}

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  actorId: string | null;
  payload: Record<string, unknown>;
  at: Date;
}

/** Writes one notification unless the recipient switched its kind off or the two blocked each other; whether it did. */
export async function addNotification(tx: Q, n: NewNotification): Promise<boolean> {
  const rows = await tx.$queryRaw<{ added: boolean }[]>`
    SELECT "notification_add"(${uuid(n.recipientId)}, ${n.kind}, ${n.actorId}::uuid, NULL::uuid, ${JSON.stringify(n.payload)}::jsonb,
      (${n.at.toISOString()}::timestamptz AT TIME ZONE 'UTC')) AS "added"`;
  return rows[0]?.added ?? false;
}

/** Switches `kinds` off for an account that has switched none off itself; the kinds it wrote. */
export async function muteIfNoneMuted(tx: Q, userId: string, kinds: NotificationKind[]): Promise<NotificationKind[]> {
  if (kinds.length === 0) return [];
  const rows = await tx.$queryRaw<{ kind: NotificationKind }[]>`
    INSERT INTO "notification_mutes" ("userId", "kind")
    SELECT ${uuid(userId)}, k FROM unnest(${kinds}::text[]) k
    WHERE NOT EXISTS (SELECT 1 FROM "notification_mutes" WHERE "userId" = ${uuid(userId)})
    ON CONFLICT DO NOTHING RETURNING "kind"`;
  return rows.map((r) => r.kind);
}

/** Switches `kinds` back on. */
export async function unmute(tx: Q, userId: string, kinds: string[]): Promise<void> {
  if (kinds.length === 0) return;
  await tx.$executeRaw`DELETE FROM "notification_mutes" WHERE "userId" = ${uuid(userId)} AND "kind" = ANY(${kinds}::text[])`;
}
