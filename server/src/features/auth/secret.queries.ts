// The instance's generated secrets (instance_secrets is this feature's table): the session-signing
// secret every process of an instance signs with when JWT_SECRET is not set.
import type { Db } from "../../db/prisma.ts";

/**
 * The session-signing secret of the instance: the one stored, or else `candidate` (this process's
 * generated secret), stored for every process after it. Processes starting at once agree on one.
 */
export async function sharedSessionSecret(db: Db, candidate: string): Promise<string> {
  await db.$executeRaw`INSERT INTO "instance_secrets" ("name", "value") VALUES ('session', ${candidate}) ON CONFLICT ("name") DO NOTHING`;
  const row = await db.instanceSecret.findUniqueOrThrow({ where: { name: "session" }, select: { value: true } });
  return row.value;
}
