// The SQL of follows and blocks between two users, and of who a viewer may not see (people.relations.ts).
import type { Relationship } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Audience } from "./people.relations.ts";

export async function audienceOf(db: Pick<Db, "$queryRaw">, viewerId: string): Promise<Audience> {
  const rows = await db.$queryRaw<{ id: string; kind: "f" | "b" }[]>`
    SELECT "followeeId"::text AS "id", 'f' AS "kind" FROM "follows" WHERE "followerId" = ${viewerId}::uuid
    UNION ALL SELECT "blockedId"::text, 'b' FROM "blocks" WHERE "blockerId" = ${viewerId}::uuid
    UNION ALL SELECT "blockerId"::text, 'b' FROM "blocks" WHERE "blockedId" = ${viewerId}::uuid`;
  const following = new Set<string>();
  const hidden = new Set<string>();
  for (const r of rows) (r.kind === "f" ? following : hidden).add(r.id);
  return { viewerId, following, hidden };
}

/** The users `viewerId` blocked or was blocked by. */
export async function hiddenUsers(db: Pick<Db, "$queryRaw">, viewerId: string): Promise<ReadonlySet<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "blockedId"::text AS "id" FROM "blocks" WHERE "blockerId" = ${viewerId}::uuid
    UNION SELECT "blockerId"::text FROM "blocks" WHERE "blockedId" = ${viewerId}::uuid`;
  return new Set(rows.map((r) => r.id));
}

/** The viewer's relation to `userId`, and whether `userId` blocked the viewer. */
export async function relationOf(db: Pick<Db, "$queryRaw">, viewerId: string, userId: string): Promise<Relationship & { blockedBy: boolean }> {
  const me = Prisma.sql`${viewerId}::uuid`;
  const them = Prisma.sql`${userId}::uuid`;
  const [row] = await db.$queryRaw<(Relationship & { blockedBy: boolean })[]>`
    SELECT EXISTS (SELECT 1 FROM "follows" WHERE "followerId" = ${me} AND "followeeId" = ${them}) AS "following",
           EXISTS (SELECT 1 FROM "follows" WHERE "followerId" = ${them} AND "followeeId" = ${me}) AS "followsYou",
           EXISTS (SELECT 1 FROM "blocks" WHERE "blockerId" = ${me} AND "blockedId" = ${them}) AS "blocking",
           EXISTS (SELECT 1 FROM "blocks" WHERE "blockerId" = ${them} AND "blockedId" = ${me}) AS "blockedBy"`;
  return row!;
}
