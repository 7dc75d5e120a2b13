// A big instance on PostgreSQL, for bench:scale (issue 29): by default 100,000 players, about 5,000,000
// library games, 1,000,000 play sessions, 500,000 reviews with likes, 2,000,000 activity events and
// follows with a skew (ten players with 10,000 followers each), on the bundled catalog.
//   DATABASE_URL=postgres://… npm run seed:scale [-- --players 100000] [-- --reset]
// The target database must be empty (`--reset` drops its public schema first). Every row is generated
// inside PostgreSQL (INSERT … SELECT over generate_series, one statement per table, no round trip per
// row), with the tables' own triggers off while loading and their secondary indexes built afterwards.
// The trigger-kept tables (shared game numbers and players, library versions, like counts) are then
// computed in bulk exactly as the triggers would have kept them: the seed's system test deletes every
// row again with the triggers on and finds every count back at zero. Deterministic for a given size
// (setseed), apart from ids and the current date.
import { performance } from "node:perf_hooks";
import bcrypt from "bcryptjs";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { readBundledCatalog, syncBundledCatalog } from "../src/features/catalog/index.ts";
import { slugify } from "../src/lib/text.ts";

/** The password of every seeded player (bench:scale signs in with tokens it adds; this is for trying the UI). */
export const SCALE_PASSWORD = "scale-password";
/** The seeded admin's username; players are `<first>_<last><n>`. */
export const SCALE_ADMIN = "scale_admin";

/** Per player: what 100,000 players make the issue's totals. */
const PER_PLAYER = { games: 50, sessions: 10, reviews: 5, events: 20 } as const;
/** Players with many followers: `CELEBRITIES` of them, each followed by a tenth of the instance (10,000 at full size). */
const CELEBRITIES = 10;

/** The tables loaded with their triggers off and their secondary indexes built after the rows. */
const LOADED = [
  "library_games",
  "game_status_history",
  "play_sessions",
  "reviews",
  "review_likes",
  "follows",
  "activity_events",
  "shared_game_stats",
  "shared_game_players",
  "shared_game_days",
  "library_versions",
] as const;

const FIRST = [
  "Alice",
  "Bruno",
  "Chloe",
  "Diego",
  "Emma",
  "Farid",
  "Grace",
  "Hugo",
  "Ines",
  "Jonas",
  "Kenji",
  "Lena",
  "Marco",
  "Nadia",
  "Oscar",
  "Priya",
  "Quentin",
  "Rosa",
  "Sami",
  "Tara",
  "Umar",
  "Vera",
  "Wen",
  "Ximena",
  "Yusuf",
  "Zoe",
  "Mario",
  "Sonia",
  "Link",
  "Samus",
];
const LAST = [
  "Martin",
  "Bernard",
  "Moreau",
  "Garcia",
  "Smith",
  "Nakamura",
  "Kowalski",
  "Rossi",
  "Jensen",
  "Okafor",
  "Silva",
  "Novak",
  "Dubois",
  "Lopez",
  "Tanaka",
  "Schmidt",
  "Haddad",
  "Murphy",
  "Olsen",
  "Petrov",
  "Kim",
  "Singh",
  "Costa",
  "Meyer",
  "Walker",
  "Fischer",
  "Leroy",
  "Bianchi",
  "Ivanova",
  "Chen",
  "Dupont",
  "Wright",
  "Khan",
];
const COMMENTS = [
  "One of the best games I have played in years. The world is full of little surprises.",
  "Great atmosphere and music, but the last third drags on a bit.",
  "Solid gameplay loop. I kept coming back for one more run.",
  "The story hooked me from the first hour; the ending stayed with me for days.",
  "Controls feel dated today, yet it still holds up surprisingly well.",
  "Beautiful art direction. Some puzzles are obtuse without a guide.",
  "Fun with friends, less so alone. Worth it on sale.",
  "A classic for a reason. Every level is carefully designed.",
  "Too grindy for me; I stopped after the second area.",
  "Hard but fair. Beating the final boss felt amazing.",
  "Charming characters and a cosy pace. Perfect for evenings.",
  "Played it twice to see both endings. No regrets.",
];

export interface ScaleCounts {
  users: number;
  libraryGames: number;
  sessions: number;
  reviews: number;
  likes: number;
  follows: number;
  events: number;
}

export interface ScaleResult {
  counts: ScaleCounts;
  /** Seconds per step, in order. */
  steps: [string, number][];
  seconds: number;
  /** The database's size on disk, in bytes. */
  bytes: number;
}

const sqlList = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;

/** Fills the empty database at `url` with an instance of `players` players (see the top of the file). */
export async function seedScale(url: string, opts: { players: number; reset?: boolean; log?: (line: string) => void }): Promise<ScaleResult> {
  const log = opts.log ?? (() => {});
  const P = Math.floor(opts.players);
  if (!(P >= 100)) throw new Error("--players must be at least 100");
  const t0 = performance.now();
  const steps: [string, number][] = [];
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const step = async (label: string, sql: string, params: unknown[] = []) => {
      const t = performance.now();
      const r = await c.query(sql, params);
      const s = (performance.now() - t) / 1000;
      steps.push([label, s]);
      log(`  ${label}: ${r.rowCount ?? 0} rows, ${s.toFixed(1)} s`);
      return r;
    };
    if (opts.reset) await c.query(`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`);
    const tables = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'`);
    if (tables.rows[0]!.n > 0) {
      const users = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "users"`);
      if (users.rows[0]!.n > 0) throw new Error(`the database already has ${users.rows[0]!.n} users: give an empty one, or --reset to empty it`);
    }

    // The schema and the bundled catalog, as a real start makes them.
    const tc = performance.now();
    const db = await openDatabase({ databaseUrl: url, dataDir: undefined });
    try {
      await syncBundledCatalog(db.bulk, readBundledCatalog(slugify));
    } finally {
      await db.close();
    }
    steps.push(["schema and catalog", (performance.now() - tc) / 1000]);
    log(`  schema and catalog: ${steps.at(-1)![1].toFixed(1)} s`);

    await c.query(`SET work_mem = '256MB'; SET maintenance_work_mem = '1GB'; SET synchronous_commit = off; SET statement_timeout = 0; SET TIME ZONE 'UTC'`);
    await c.query(`SELECT setseed(0.2911)`);
    const hash = bcrypt.hashSync(SCALE_PASSWORD, 10);

    // Secondary indexes off while loading: kept aside and built again at the end (not the ones a key or
    // a foreign key stands on).
    const indexes = await c.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS "name", pg_get_indexdef(i.indexrelid) AS "def"
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [LOADED],
    );
    for (const { name } of indexes.rows) await c.query(`DROP INDEX ${name}`);
    for (const t of LOADED) await c.query(`ALTER TABLE "${t}" DISABLE TRIGGER USER`);

    // Players (their triggers stay on: each gets the seven journal categories a sign-up gets). Player 1
    // is the admin; players 2..11 are the ones many follow.
    await step(
      "players",
      `CREATE TEMP TABLE su AS
       SELECT i, gen_random_uuid() AS id, now() - (random() * 1095 + 30) * interval '1 day' AS created,
              CASE WHEN random() < 0.001 THEN 500 + floor(random() * 1500)::int ELSE 1 + floor(-ln(1 - random()) * ($2::int - 1))::int END AS n,
              random() AS pv
       FROM generate_series(1, $1::int) i`,
      [P, PER_PLAYER.games],
    );
    await c.query(`ALTER TABLE su ADD PRIMARY KEY (i)`);
    await step(
      "users",
      `INSERT INTO "users" ("id", "firstName", "lastName", "email", "emailLower", "username", "passwordHash", "accountColor", "createdAt",
                            "profileVisibility", "showActivity", "showPlaying", "isAdmin", "bio")
       SELECT su.id, f, l, u || '@scale.example', u || '@scale.example', u, $1::text,
              (${sqlList(["indigo", "blue", "green", "purple", "pink", "red", "orange", "yellow", "emerald", "amber"])})[1 + su.i % 10], su.created,
              CASE WHEN su.pv < 0.08 AND su.i > ${1 + CELEBRITIES} THEN 'PRIVATE' ELSE 'PUBLIC' END,
              NOT (su.pv >= 0.08 AND su.pv < 0.16), NOT (su.pv >= 0.16 AND su.pv < 0.20), su.i = 1,
              CASE WHEN su.i % 3 = 0 THEN 'Mostly RPGs and platformers. Backlog: too long.' END
       FROM su, LATERAL (SELECT (${sqlList(FIRST)})[1 + su.i % ${FIRST.length}] AS f,
                                (${sqlList(LAST)})[1 + (su.i / ${FIRST.length}) % ${LAST.length}] AS l) n,
            LATERAL (SELECT CASE WHEN su.i = 1 THEN '${SCALE_ADMIN}' ELSE lower(f) || '_' || lower(l) || su.i END AS u) m`,
      [hash],
    );

    // The catalog by a popularity the picks follow (rated, well-reviewed games first).
    await c.query(
      `CREATE TEMP TABLE sc AS
       SELECT row_number() OVER (ORDER BY "metacritic" DESC NULLS LAST, "rating" DESC NULLS LAST, "id")::int AS r, "id", left("title", 200) AS title, "slug",
              coalesce("platforms"[1], 'PC') AS platform, "genres", CASE WHEN "year" >= 1900 THEN "year" END AS year
       FROM "catalog_games" WHERE NOT "hidden" AND btrim("title") <> ''`,
    );
    await c.query(`ALTER TABLE sc ADD PRIMARY KEY (r)`);
    const N = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM sc`)).rows[0]!.n;

    // Each player's games: distinct catalog games drawn with a skew towards the popular ones.
    await step(
      "picks",
      `CREATE TEMP TABLE lp AS
       SELECT i, user_id, created, r, row_number() OVER (PARTITION BY i ORDER BY k)::int AS seq,
              random() AS a, random() AS b, random() AS d, random() AS e, random() AS f
       FROM (
         SELECT su.i, su.id AS user_id, su.created, su.n, pick.r, pick.k
         FROM su CROSS JOIN LATERAL (
           SELECT DISTINCT ON (r) r, k
           FROM (SELECT 1 + floor($1::int * power(random(), 2.2) + 0 * su.i)::int AS r, k FROM generate_series(1, least(su.n, $1::int / 2) * 2 + 4) k) x
           ORDER BY r, k
         ) pick
       ) t`,
      [N],
    );
    await c.query(`DELETE FROM lp USING su WHERE su.i = lp.i AND lp.seq > least(su.n, $1::int / 2)`, [N]);

    await step(
      "library games",
      `INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "genres", "releaseYear", "status", "rating",
                                    "playTime", "completed100Percent", "priority", "startDate", "completedDate", "addedToBacklog", "abandonedDate",
                                    "createdAt", "updatedAt", "rowVersion")
       SELECT gen_random_uuid(), p.user_id, sc.id, sc.title, sc.slug, sc.platform, sc.genres, sc.year, s.status,
              CASE WHEN s.status <> 'BACKLOG' AND p.e < 0.7 THEN least(10, 3 + floor(power(p.f, 0.6) * 8))::int END,
              CASE WHEN s.status = 'BACKLOG' THEN 0 ELSE round((power(p.d, 2) * 120 + 0.5)::numeric, 1)::float8 END,
              s.status = 'COMPLETED' AND p.e > 0.9,
              (${sqlList(["high", "medium", "low"])})[1 + floor(p.f * 3)::int],
              CASE WHEN s.status <> 'BACKLOG' THEN s.added::date END,
              CASE WHEN s.status = 'COMPLETED' THEN least(current_date, s.added::date + floor(p.d * 120)::int) END,
              CASE WHEN s.status = 'BACKLOG' THEN s.added::date END,
              CASE WHEN s.status = 'ABANDONED' THEN least(current_date, s.added::date + floor(p.d * 60)::int) END,
              s.added, s.added, p.seq
       FROM lp p JOIN sc ON sc.r = p.r,
            LATERAL (SELECT CASE WHEN p.b < 0.35 THEN 'BACKLOG' WHEN p.b < 0.50 THEN 'IN_PROGRESS' WHEN p.b < 0.90 THEN 'COMPLETED' ELSE 'ABANDONED' END AS status,
                            p.created + (now() - p.created) * p.a AS added) s`,
    );
    await c.query(`DROP TABLE lp`);
    await step(
      "status history",
      `INSERT INTO "game_status_history" ("id", "gameId", "status", "at") SELECT gen_random_uuid(), "id", "status", "createdAt" FROM "library_games"`,
    );
    await step(
      "library versions",
      `INSERT INTO "library_versions" ("userId", "version", "games") SELECT "userId", max("rowVersion"), count(*) FROM "library_games" GROUP BY "userId"`,
    );

    const counted = async (sql: string) => (await c.query<{ n: number }>(sql)).rows[0]!.n;
    const played = await counted(`SELECT count(*)::int AS n FROM "library_games" WHERE "status" IN ('IN_PROGRESS', 'COMPLETED')`);
    await step(
      "play sessions",
      `INSERT INTO "play_sessions" ("id", "gameId", "userId", "date", "minutes", "createdAt")
       SELECT gen_random_uuid(), g."id", g."userId", x.day, 15 + floor(random() * 226)::int, x.day + (random() * interval '1 day')
       FROM (SELECT "id", "userId", "startDate", coalesce("completedDate", current_date) AS last, 1 + floor(random() * 4)::int AS cnt
             FROM "library_games" WHERE "status" IN ('IN_PROGRESS', 'COMPLETED') AND random() < $1::float8) g
       CROSS JOIN LATERAL generate_series(1, g.cnt) k
       CROSS JOIN LATERAL (SELECT g."startDate" + floor(random() * (g.last - g."startDate" + 1) + 0 * k)::int AS day) x`,
      [Math.min(1, (PER_PLAYER.sessions * P) / (2.5 * Math.max(1, played)))],
    );

    // Reviews of rated games, with likes from other players (a few reviews get many).
    const rated = await counted(`SELECT count(*)::int AS n FROM "library_games" WHERE "rating" IS NOT NULL AND "status" = 'COMPLETED'`);
    await step(
      "reviews (drawn)",
      `CREATE TEMP TABLE rv AS
       SELECT gen_random_uuid() AS id, g."userId" AS user_id, g."id" AS game_id, "shared_game_key"(g."catalogGameId", g."slug") AS game_key, g."rating",
              (${sqlList(COMMENTS)})[1 + floor(random() * ${COMMENTS.length})::int] AS comment, random() < 0.05 AS spoiler, g."playTime" AS hours,
              g."platform", g."completed100Percent", g."createdAt" + (now() - g."createdAt") * random() AS created, floor(power(random(), 6) * 21)::int AS likes
       FROM "library_games" g WHERE g."rating" IS NOT NULL AND g."status" = 'COMPLETED' AND random() < $1::float8`,
      [Math.min(1, (PER_PLAYER.reviews * P) / Math.max(1, rated))],
    );
    await step(
      "likes (drawn)",
      `CREATE TEMP TABLE rl AS
       SELECT DISTINCT ON (x.review_id, su.id) x.review_id, su.id AS user_id, x.created + (now() - x.created) * random() AS created
       FROM (SELECT rv.id AS review_id, rv.user_id, rv.created, 1 + floor(random() * $1::int + 0 * k)::int AS liker
             FROM rv CROSS JOIN LATERAL generate_series(1, rv.likes) k) x
       JOIN su ON su.i = x.liker
       WHERE su.id <> x.user_id`,
      [P],
    );
    await step(
      "reviews",
      `INSERT INTO "reviews" ("id", "userId", "libraryGameId", "gameKey", "rating", "comment", "spoiler", "hours", "platform", "completed100Percent",
                              "likeCount", "createdAt", "updatedAt")
       SELECT rv.id, rv.user_id, rv.game_id, rv.game_key, rv.rating, rv.comment, rv.spoiler, rv.hours, rv.platform, rv."completed100Percent",
              coalesce(l.n, 0), rv.created, rv.created
       FROM rv LEFT JOIN (SELECT review_id, count(*)::int AS n FROM rl GROUP BY review_id) l ON l.review_id = rv.id`,
    );
    await step(`review likes`, `INSERT INTO "review_likes" ("reviewId", "userId", "createdAt") SELECT review_id, user_id, created FROM rl`);

    // Follows: a tenth of the instance follows each of the ten celebrities; everyone else follows a few,
    // drawn towards the lower player numbers.
    const fans = Math.floor(P / 10);
    await step(
      "follows",
      `INSERT INTO "follows" ("followerId", "followeeId", "createdAt")
       SELECT a.id, b.id, greatest(a.created, b.created) + (now() - greatest(a.created, b.created)) * random()
       FROM (
         SELECT DISTINCT ON (follower, followee) follower, followee FROM (
           SELECT 1 + floor(random() * $1::int + 0 * c)::int AS follower, c AS followee
           FROM generate_series(2, ${1 + CELEBRITIES}) c CROSS JOIN generate_series(1, $2::int + $2::int / 10) k
           UNION ALL
           SELECT su.i, 1 + floor($1::int * power(random(), 2.5) + 0 * k)::int
           FROM su CROSS JOIN LATERAL generate_series(1, floor(-ln(1 - random()) * 8 + 0 * su.i)::int) k
         ) x WHERE follower <> followee
       ) f JOIN su a ON a.i = f.follower JOIN su b ON b.i = f.followee`,
      [P, fans],
    );

    // Activity: additions, starts, completions, ratings, reviews, sessions and follows.
    const games = await counted(`SELECT count(*)::int AS n FROM "library_games"`);
    const completed = await counted(`SELECT count(*)::int AS n FROM "library_games" WHERE "status" = 'COMPLETED'`);
    const started = await counted(`SELECT count(*)::int AS n FROM "library_games" WHERE "status" = 'IN_PROGRESS'`);
    const sessions = await counted(`SELECT count(*)::int AS n FROM "play_sessions"`);
    const follows = await counted(`SELECT count(*)::int AS n FROM "follows"`);
    const share = (want: number, of: number) => Math.min(1, (want * P) / Math.max(1, of));
    const payload = `jsonb_build_object('title', g."title", 'slug', g."slug", 'catalogSlug', c."slug", 'platform', g."platform", 'imageUrl', NULL::text)`;
    const gameEvent = (type: string, extra: string, on: string, where: string, p: number) =>
      step(
        `events: ${type}`,
        `INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "payload", "createdAt", "happenedOn", "happenedAt")
         SELECT g."userId", '${type}', g."id", "shared_game_key"(g."catalogGameId", g."slug"), ${payload} || ${extra}, t.at, ${on}, ${on === "NULL" ? "t.at" : `${on} + t.at::time`}
         FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId",
              LATERAL (SELECT ${on === "NULL" ? `g."createdAt"` : `date_trunc('milliseconds', least(now(), ${on} + random() * interval '1 day'))`} AS at) t
         WHERE ${where} AND random() < ${p}`,
      );
    await gameEvent("game_added", `jsonb_build_object('status', g."status")`, "NULL", "TRUE", share(7, games));
    await gameEvent("started", `'{}'::jsonb`, `g."startDate"`, `g."status" = 'IN_PROGRESS'`, share(2, started));
    await gameEvent("completed", `'{}'::jsonb`, `g."completedDate"`, `g."status" = 'COMPLETED'`, share(4, completed));
    await gameEvent("rating_changed", `jsonb_build_object('rating', g."rating")`, "NULL", `g."rating" IS NOT NULL`, share(0.5, rated * 2));
    await step(
      "events: review_posted",
      `INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "reviewId", "payload", "createdAt", "happenedOn", "happenedAt")
       SELECT r."userId", 'review_posted', g."id", r."gameKey", r."id", ${payload} || jsonb_build_object('rating', r."rating"), r."createdAt", NULL, r."createdAt"
       FROM "reviews" r JOIN "library_games" g ON g."id" = r."libraryGameId" LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"`,
    );
    await step(
      "events: session_logged",
      `INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "playSessionId", "payload", "createdAt", "happenedOn", "happenedAt")
       SELECT s."userId", 'session_logged', g."id", "shared_game_key"(g."catalogGameId", g."slug"), s."id",
              ${payload} || jsonb_build_object('minutes', s."minutes"), s."createdAt", s."date", s."date" + s."createdAt"::time
       FROM "play_sessions" s JOIN "library_games" g ON g."id" = s."gameId" LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
       WHERE random() < $1::float8`,
      [share(1.5, sessions)],
    );
    await step(
      "events: user_followed",
      `INSERT INTO "activity_events" ("actorId", "type", "subjectUserId", "createdAt", "happenedOn", "happenedAt")
       SELECT "followerId", 'user_followed', "followeeId", "createdAt", NULL, "createdAt" FROM "follows" WHERE random() < $1::float8`,
      [share(1, follows)],
    );

    // What the triggers keep, computed once (the rules of shared_game_count and review_likes_count).
    await step(
      "shared game players",
      `INSERT INTO "shared_game_players" ("gameKey", "userId", "copies")
       SELECT "shared_game_key"("catalogGameId", "slug"), "userId", count(*) FROM "library_games" GROUP BY 1, 2`,
    );
    await step(
      "shared game numbers",
      `INSERT INTO "shared_game_stats" ("gameKey", "players", "completed", "playing", "ratingSum", "ratingCount", "playTimeSum", "playTimeCount", "reviews", "version")
       SELECT coalesce(l.k, r.k), coalesce(l.players, 0), coalesce(l.completed, 0), coalesce(l.playing, 0), coalesce(l.rating_sum, 0),
              coalesce(l.rating_count, 0), coalesce(l.time_sum, 0), coalesce(l.time_count, 0), coalesce(r.n, 0), 1
       FROM (SELECT "shared_game_key"("catalogGameId", "slug") AS k, count(DISTINCT "userId")::int AS players,
                    count(*) FILTER (WHERE "status" = 'COMPLETED')::int AS completed, count(*) FILTER (WHERE "status" = 'IN_PROGRESS')::int AS playing,
                    sum(coalesce("rating", 0))::bigint AS rating_sum, count("rating")::int AS rating_count,
                    coalesce(sum("playTime"::numeric) FILTER (WHERE "playTime" > 0), 0) AS time_sum, count(*) FILTER (WHERE "playTime" > 0)::int AS time_count
             FROM "library_games" GROUP BY 1) l
       FULL JOIN (SELECT "gameKey" AS k, count(*)::int AS n FROM "reviews" GROUP BY 1) r ON r.k = l.k`,
    );
    await step(
      "shared game days",
      `INSERT INTO "shared_game_days" ("gameKey", "day", "completions", "starts")
       SELECT k, day, sum(done)::int, sum(began)::int FROM (
         SELECT "shared_game_key"("catalogGameId", "slug") AS k, "completedDate" AS day, 1 AS done, 0 AS began FROM "library_games" WHERE "completedDate" IS NOT NULL
         UNION ALL
         SELECT "shared_game_key"("catalogGameId", "slug"), "startDate", 0, 1 FROM "library_games" WHERE "startDate" IS NOT NULL
       ) x GROUP BY k, day`,
    );

    for (const t of LOADED) await c.query(`ALTER TABLE "${t}" ENABLE TRIGGER USER`);
    const ti = performance.now();
    for (const { def } of indexes.rows) await c.query(def);
    steps.push([`${indexes.rows.length} indexes`, (performance.now() - ti) / 1000]);
    log(`  ${indexes.rows.length} indexes: ${steps.at(-1)![1].toFixed(1)} s`);
    await step("vacuum analyze", `VACUUM ANALYZE`);

    const counts = (
      await c.query<ScaleCounts>(
        `SELECT (SELECT count(*) FROM "users")::int AS "users", (SELECT count(*) FROM "library_games")::int AS "libraryGames",
                (SELECT count(*) FROM "play_sessions")::int AS "sessions", (SELECT count(*) FROM "reviews")::int AS "reviews",
                (SELECT count(*) FROM "review_likes")::int AS "likes", (SELECT count(*) FROM "follows")::int AS "follows",
                (SELECT count(*) FROM "activity_events")::int AS "events"`,
      )
    ).rows[0]!;
    const bytes = Number((await c.query<{ b: string }>(`SELECT pg_database_size(current_database())::text AS b`)).rows[0]!.b);
    return { counts, steps, seconds: (performance.now() - t0) / 1000, bytes };
  } finally {
    await c.end();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf("--players");
  const players = at >= 0 ? Number(args[at + 1]) : 100_000;
  const url = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL (or SCALE_DATABASE_URL) to an empty PostgreSQL database");
  console.log(`seeding ${players.toLocaleString("en")} players into ${new URL(url).pathname.slice(1)}`);
  const r = await seedScale(url, { players, reset: args.includes("--reset"), log: (line) => console.log(line) });
  console.log(`\n${JSON.stringify(r.counts)}`);
  console.log(`seeded in ${(r.seconds / 60).toFixed(1)} min; the database takes ${(r.bytes / 2 ** 30).toFixed(2)} GiB`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
