// User search finds a text anywhere in a username, a full name or an email (LIKE '%q%'), which no
// b-tree serves; trigram indexes do (migration 20261202120000, issue 29). With sequential scans priced
// out, the planner reads the predicates as people.queries.ts (searchUsers) and admin.queries.ts
// (searchUsers) write them through those indexes, on either engine: the indexes exist and match the
// expressions exactly. (On a small table the planner rightly prefers a scan; the scale bench shows a big one.)
import { describe, expect, it } from "vitest";
import { setupFile } from "../../../test/helpers.ts";

const { db } = await setupFile();

/** Thrown to roll back plan()'s transaction, carrying the plan. */
class Planned extends Error {
  constructor(readonly shown: string) {
    super("rolled back");
  }
}

async function plan(where: string): Promise<string> {
  try {
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      // People search's covering b-tree (read whole with a filter, it is a small table's cheapest path)
      // leaves with the transaction, which is rolled back: what is left are the trigram indexes.
      await tx.$executeRawUnsafe(`DROP INDEX "users_lower_username_cover_idx"`);
      const rows = await tx.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN SELECT u."id" FROM "users" u WHERE ${where}`);
      throw new Planned(rows.map((r) => Object.values(r).join(" ")).join("\n"));
    });
  } catch (err) {
    if (err instanceof Planned) return err.shown;
    throw err;
  }
  throw new Error("the plan's transaction was not rolled back");
}

describe("user search's indexes", () => {
  it("keep people search's covering index after a plan is read", async () => {
    await plan(`lower(u."username") LIKE '%a%'`);
    const rows = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'users_lower_username_cover_idx'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("serve the people search: username or full name containing the text", async () => {
    const shown = await plan(`lower(u."username") LIKE '%zelda%' OR lower(u."firstName" || ' ' || u."lastName") LIKE '%zelda%'`);
    expect(shown).toContain("users_username_trgm_idx");
    expect(shown).toContain("users_full_name_trgm_idx");
  });

  it("serve the admin search: username, email or full name containing the text", async () => {
    const shown = await plan(`lower(u."username") LIKE '%link%' OR u."emailLower" LIKE '%link%' OR lower(u."firstName" || ' ' || u."lastName") LIKE '%link%'`);
    for (const index of ["users_username_trgm_idx", "users_emailLower_trgm_idx", "users_full_name_trgm_idx"]) expect(shown).toContain(index);
  });
});
