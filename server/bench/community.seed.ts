// The community benchmark's data, seeded with bulk SQL: USERS users (the viewer among them) with
// GAMES_PER_USER library games each and EVENTS activity events in all over the last 90 days, a tenth of
// the users private, a twentieth with activity hidden, the viewer following FOLLOWED of them and blocking
// a few, and some reviews. Deterministic ids.
import type { Db } from "../src/db/prisma.ts";

export const USERS = 2_000;
export const EVENTS = 200_000;
export const GAMES_PER_USER = 5;
export const FOLLOWED = 50;

const TYPES = [
  "session_logged",
  "session_logged",
  "started",
  "completed",
  "abandoned",
  "rating_changed",
  "game_added",
  "review_posted",
  "backlog",
  "journal_written",
];

export async function seedCommunity(db: Db, viewerId: string): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO "users" ("id", "firstName", "lastName", "email", "emailLower", "username", "passwordHash", "accountColor", "profileVisibility", "showActivity", "showPlaying")
     SELECT md5('member' || i)::uuid, 'Member', 'No' || i, 'member' || i || '@example.test', 'member' || i || '@example.test',
            'member_' || i, '!bench-no-login', (ARRAY['indigo', 'emerald', 'pink', 'amber'])[1 + i % 4],
            CASE WHEN i % 10 = 0 THEN 'PRIVATE' ELSE 'PUBLIC' END, i % 20 <> 7, i % 15 <> 3
     FROM generate_series(1, $1::int) AS i`,
    USERS - 1,
  );
  // n: 1..USERS over every user, the viewer last.
  await db.$executeRawUnsafe(
    `CREATE TEMPORARY TABLE bench_members AS
     SELECT "id", (row_number() OVER (ORDER BY "id" = $1::uuid, "username"))::int AS n FROM "users" WHERE "username" LIKE 'member\\_%' OR "id" = $1::uuid`,
    viewerId,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "genres", "status", "rating", "playTime", "createdAt", "updatedAt")
     SELECT md5('cgame' || m.n || '-' || k)::uuid, m."id", 'Community Game ' || ((m.n * 7 + k) % 300), 'community-game-' || ((m.n * 7 + k) % 300) || '-' || k,
            'PC', ARRAY['RPG'], (ARRAY['IN_PROGRESS', 'COMPLETED', 'BACKLOG', 'ABANDONED'])[1 + (m.n + k) % 4], 1 + (m.n + k) % 10, (m.n + k) % 90,
            now() - make_interval(days => 91), now() - make_interval(mins => (m.n * 13 + k) % 100000)
     FROM bench_members m CROSS JOIN generate_series(0, $1::int - 1) AS k`,
    GAMES_PER_USER,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "reviews" ("id", "userId", "libraryGameId", "gameKey", "rating", "comment", "platform", "createdAt", "updatedAt")
     SELECT md5('creview' || g."id")::uuid, g."userId", g."id", 's:' || g."slug", g."rating", 'Worth the trip, mostly.', 'PC', g."updatedAt", g."updatedAt"
     FROM "library_games" g WHERE g."status" = 'COMPLETED' AND g."title" LIKE 'Community Game %'`,
  );
  const perUser = Math.ceil(EVENTS / USERS);
  await db.$executeRawUnsafe(
    `INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "reviewId", "payload", "createdAt", "happenedAt")
     SELECT m."id", t.type, g."id", 's:' || g."slug", CASE WHEN t.type = 'review_posted' THEN r."id" END,
            jsonb_build_object('title', g."title", 'slug', g."slug", 'catalogSlug', NULL, 'platform', g."platform", 'imageUrl', NULL, 'rating', g."rating", 'minutes', 30 + e % 90),
            w.at, w.at
     FROM bench_members m
     CROSS JOIN generate_series(1, $1::int) AS e
     CROSS JOIN LATERAL (SELECT ($2::text[])[1 + (m.n + e) % 10] AS type) t
     CROSS JOIN LATERAL (SELECT (now() - make_interval(secs => abs(hashtext(m.n || ':' || e)) % (90 * 86400)))::timestamp(3) AS at) w
     JOIN "library_games" g ON g."id" = md5('cgame' || m.n || '-' || (e % $3::int))::uuid
     LEFT JOIN "reviews" r ON r."libraryGameId" = g."id"
     WHERE m.n <= $4::int`,
    perUser,
    TYPES,
    GAMES_PER_USER,
    USERS,
  );
  // The viewer follows every 40th member and blocks (or is blocked by) a few.
  await db.$executeRawUnsafe(
    `INSERT INTO "follows" ("followerId", "followeeId") SELECT $1::uuid, m."id" FROM bench_members m WHERE m.n % 40 = 1 AND m."id" <> $1::uuid LIMIT $2::int`,
    viewerId,
    FOLLOWED,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "blocks" ("blockerId", "blockedId")
     SELECT CASE WHEN m.n % 2 = 0 THEN $1::uuid ELSE m."id" END, CASE WHEN m.n % 2 = 0 THEN m."id" ELSE $1::uuid END
     FROM bench_members m WHERE m.n % 331 = 5 AND m."id" <> $1::uuid`,
    viewerId,
  );
  await db.$executeRawUnsafe(`DROP TABLE bench_members`);
}
