// The health check's one statement: does the database answer.
import type { Db } from "../../db/prisma.ts";

export async function ping(db: Pick<Db, "$queryRaw">): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
