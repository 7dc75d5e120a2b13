// The reviews benchmark's data: one catalog game reviewed by REVIEWERS users, seeded with bulk SQL.
import type { Db } from "../src/db/prisma.ts";

export const REVIEWERS = 10_000;
export const SLUG = "bench-reviewed-quest";

/**
 * One catalog game; REVIEWERS - 1 users besides the viewer; every one of them (viewer included) with the
 * game in their library, COMPLETED when they reviewed it (a tenth replay it since), and a review of it;
 * likes from other users, skewed so like counts differ (the trigger keeps likeCount). Deterministic ids.
 */
export async function seedReviewedGame(db: Db, viewerId: string): Promise<{ catalogGameId: number; viewerGameId: string }> {
  const [cat] = await db.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO "catalog_games" ("slug", "source", "sourceId", "title", "year", "platforms", "genres")
     VALUES ($1, 'bench', 'bench-reviewed-quest', 'Bench Reviewed Quest', 2021, ARRAY['PC', 'Switch'], ARRAY['RPG']) RETURNING "id"`,
    SLUG,
  );
  const catalogGameId = cat!.id;
  await db.$executeRawUnsafe(
    `INSERT INTO "users" ("id", "firstName", "lastName", "email", "emailLower", "username", "passwordHash", "accountColor")
     SELECT md5('user' || i)::uuid, 'Reviewer', 'No' || i, 'reviewer' || i || '@example.test', 'reviewer' || i || '@example.test',
            'reviewer_' || i, '!bench-no-login', (ARRAY['indigo', 'emerald', 'rose', 'amber'])[1 + i % 4]
     FROM generate_series(1, $1::int) AS i`,
    REVIEWERS - 1,
  );
  // n: 1..REVIEWERS over the reviewers (the viewer last), to vary every column deterministically.
  await db.$executeRawUnsafe(
    `INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "genres", "releaseYear",
                                  "status", "rating", "playTime", "completed100Percent", "startDate", "completedDate", "createdAt", "updatedAt")
     SELECT md5('game' || n)::uuid, u."id", $1::int, 'Bench Reviewed Quest', $2, (ARRAY['PC', 'Switch'])[1 + n % 2], ARRAY['RPG'], 2021,
            CASE WHEN n % 10 = 0 THEN 'IN_PROGRESS' ELSE 'COMPLETED' END, 1 + n % 10, 5 + n % 80, n % 7 = 0,
            current_date - (40 + n % 300), current_date - (n % 200), now() - make_interval(days => 40 + n % 300), now()
     FROM (SELECT "id", (row_number() OVER (ORDER BY "id" = $3::uuid, "username"))::int AS n
           FROM "users" WHERE "username" LIKE 'reviewer\\_%' OR "id" = $3::uuid) u`,
    catalogGameId,
    SLUG,
    viewerId,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "reviews" ("id", "userId", "libraryGameId", "gameKey", "rating", "comment", "spoiler", "hours", "platform",
                            "completed100Percent", "createdAt", "updatedAt")
     SELECT md5('review' || g."id")::uuid, g."userId", g."id", 'c:' || g."catalogGameId", g."rating",
            left(repeat('Solid pacing, a boss or two too many, a soundtrack to keep. ', 1 + abs(hashtext(g."id"::text)) % 12), 2000),
            abs(hashtext(g."id"::text)) % 9 = 0, g."playTime", g."platform", g."completed100Percent",
            now() - make_interval(mins => abs(hashtext(g."id"::text)) % 500000), now()
     FROM "library_games" g WHERE g."catalogGameId" = $1::int`,
    catalogGameId,
  );
  // Likes: the k-th liker of review j (by creation order) is the author k * 37 places further on; at
  // most 12 per review, so a liker is never the author. The viewer likes every 50th review too.
  await db.$executeRawUnsafe(
    `WITH r AS (SELECT "id", "userId", (row_number() OVER (ORDER BY "createdAt", "id"))::int AS j FROM "reviews" WHERE "gameKey" = $1),
          a AS (SELECT "userId", (row_number() OVER (ORDER BY "createdAt", "id"))::int - 1 AS p FROM "reviews" WHERE "gameKey" = $1)
     INSERT INTO "review_likes" ("reviewId", "userId", "createdAt")
     SELECT r."id", a."userId", now() - make_interval(mins => k) FROM r
     CROSS JOIN LATERAL generate_series(1, (r.j * r.j) % 13 - 4) AS k
     JOIN a ON a.p = (r.j - 1 + k * 37) % $2::int
     UNION ALL
     SELECT r."id", $3::uuid, now() FROM r WHERE r.j % 50 = 0 AND r."userId" <> $3::uuid
     ON CONFLICT DO NOTHING`,
    `c:${catalogGameId}`,
    REVIEWERS,
    viewerId,
  );
  const [own] = await db.$queryRawUnsafe<{ id: string }[]>(`SELECT "id"::text AS "id" FROM "library_games" WHERE "userId" = $1::uuid`, viewerId);
  return { catalogGameId, viewerGameId: own!.id };
}
