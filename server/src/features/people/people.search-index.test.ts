// User search finds a text anywhere in a username, a full name or an email (LIKE '%q%'), which no
// b-tree serves; trigram indexes do (migration 20261202120000, issue 29). With sequential scans priced
// out, the planner reads the predicates as people.queries.ts (searchUsers) and admin.queries.ts
// (searchUsers) write them through those indexes, on either engine: the indexes exist and match the
// expressions exactly. (On a small table the planner rightly prefers a scan; the scale bench shows a big one.)
import { describe, expect, it } from "vitest";
import { setupFile } from "../../../test/helpers.ts";

const { db } = await setupFile();

async function plan(where: string): Promise<string> {
  return db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const rows = await tx.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN SELECT u."id" FROM "users" u WHERE ${where}`);
    return rows.map((r) => Object.values(r).join(" ")).join("\n");
  });
}

describe("user search's indexes", () => {
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
