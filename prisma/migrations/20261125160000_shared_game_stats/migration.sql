-- A shared game's numbers, kept as they change instead of counted on every read: with 10,000 players
-- the community stats aggregated every library row of the game (a scan and a sort for the distinct
-- players, ~20 ms on the embedded database) and a game's reviews page counted every review (~30 ms).
-- Triggers keep the counters in the writing transaction, whoever writes (a cascade too), as for
-- likeCount. "gameKey" is the shared game as the reviews name it (c:<catalogGameId>, else s:<slug>).
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the library migration).

CREATE TABLE "shared_game_stats" (
    "gameKey" TEXT NOT NULL,
    "reviews" INTEGER NOT NULL DEFAULT 0,
    "players" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    "playing" INTEGER NOT NULL DEFAULT 0,
    "ratingSum" BIGINT NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "playTimeSum" DECIMAL NOT NULL DEFAULT 0,
    "playTimeCount" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "shared_game_stats_pkey" PRIMARY KEY ("gameKey")
);

-- How many copies each user tracks of a shared game (a catalog game on two platforms is two copies):
-- "players" counts the users with at least one.
CREATE TABLE "shared_game_players" (
    "gameKey" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "copies" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "shared_game_players_pkey" PRIMARY KEY ("gameKey", "userId")
);

-- Completions and starts per day, for the recent ones (the window moves with the clock).
CREATE TABLE "shared_game_days" (
    "gameKey" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "completions" INTEGER NOT NULL DEFAULT 0,
    "starts" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "shared_game_days_pkey" PRIMARY KEY ("gameKey", "day")
);

-- Adds (s = 1) or takes away (s = -1) one library row of user u in shared game k.
CREATE FUNCTION "shared_game_count"(k TEXT, u UUID, st TEXT, r INTEGER, pt DOUBLE PRECISION, sd DATE, cd DATE, s INTEGER) RETURNS void LANGUAGE plpgsql AS E'
DECLARE
    c INTEGER\x3B
BEGIN
    INSERT INTO "shared_game_players" AS p ("gameKey", "userId", "copies") VALUES (k, u, s)
    ON CONFLICT ("gameKey", "userId") DO UPDATE SET "copies" = p."copies" + s
    RETURNING p."copies" INTO c\x3B
    IF c <= 0 THEN
        DELETE FROM "shared_game_players" WHERE "gameKey" = k AND "userId" = u\x3B
    END IF\x3B
    INSERT INTO "shared_game_stats" AS g ("gameKey", "players", "completed", "playing", "ratingSum", "ratingCount", "playTimeSum", "playTimeCount")
    VALUES (k, CASE WHEN s = 1 AND c = 1 THEN 1 WHEN s = -1 AND c <= 0 THEN -1 ELSE 0 END,
            CASE WHEN st = ''COMPLETED'' THEN s ELSE 0 END, CASE WHEN st = ''IN_PROGRESS'' THEN s ELSE 0 END,
            coalesce(r, 0) * s, CASE WHEN r IS NOT NULL THEN s ELSE 0 END,
            CASE WHEN pt > 0 THEN pt::numeric * s ELSE 0 END, CASE WHEN pt > 0 THEN s ELSE 0 END)
    ON CONFLICT ("gameKey") DO UPDATE SET
        "players" = g."players" + EXCLUDED."players", "completed" = g."completed" + EXCLUDED."completed",
        "playing" = g."playing" + EXCLUDED."playing", "ratingSum" = g."ratingSum" + EXCLUDED."ratingSum",
        "ratingCount" = g."ratingCount" + EXCLUDED."ratingCount", "playTimeSum" = g."playTimeSum" + EXCLUDED."playTimeSum",
        "playTimeCount" = g."playTimeCount" + EXCLUDED."playTimeCount"\x3B
    IF cd IS NOT NULL THEN
        INSERT INTO "shared_game_days" AS d ("gameKey", "day", "completions") VALUES (k, cd, s)
        ON CONFLICT ("gameKey", "day") DO UPDATE SET "completions" = d."completions" + s\x3B
    END IF\x3B
    IF sd IS NOT NULL THEN
        INSERT INTO "shared_game_days" AS d ("gameKey", "day", "starts") VALUES (k, sd, s)
        ON CONFLICT ("gameKey", "day") DO UPDATE SET "starts" = d."starts" + s\x3B
    END IF\x3B
END
';

CREATE FUNCTION "library_games_shared_stats"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''INSERT'' THEN
        PERFORM "shared_game_count"(CASE WHEN OLD."catalogGameId" IS NOT NULL THEN ''c:'' || OLD."catalogGameId" ELSE ''s:'' || OLD."slug" END,
            OLD."userId", OLD."status", OLD."rating", OLD."playTime", OLD."startDate", OLD."completedDate", -1)\x3B
    END IF\x3B
    IF TG_OP <> ''DELETE'' THEN
        PERFORM "shared_game_count"(CASE WHEN NEW."catalogGameId" IS NOT NULL THEN ''c:'' || NEW."catalogGameId" ELSE ''s:'' || NEW."slug" END,
            NEW."userId", NEW."status", NEW."rating", NEW."playTime", NEW."startDate", NEW."completedDate", 1)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "library_games_shared_stats" AFTER INSERT OR DELETE OR UPDATE OF "userId", "catalogGameId", "slug", "status", "rating", "playTime", "startDate", "completedDate"
    ON "library_games" FOR EACH ROW EXECUTE FUNCTION "library_games_shared_stats"();

CREATE FUNCTION "reviews_shared_stats"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''INSERT'' THEN
        UPDATE "shared_game_stats" SET "reviews" = "reviews" - 1 WHERE "gameKey" = OLD."gameKey"\x3B
    END IF\x3B
    IF TG_OP <> ''DELETE'' THEN
        INSERT INTO "shared_game_stats" AS g ("gameKey", "reviews") VALUES (NEW."gameKey", 1)
        ON CONFLICT ("gameKey") DO UPDATE SET "reviews" = g."reviews" + 1\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "reviews_shared_stats" AFTER INSERT OR DELETE OR UPDATE OF "gameKey" ON "reviews"
    FOR EACH ROW EXECUTE FUNCTION "reviews_shared_stats"();

-- What is already there.
INSERT INTO "shared_game_players" ("gameKey", "userId", "copies")
SELECT CASE WHEN "catalogGameId" IS NOT NULL THEN 'c:' || "catalogGameId" ELSE 's:' || "slug" END, "userId", count(*)::int
FROM "library_games" GROUP BY 1, 2;

INSERT INTO "shared_game_stats" ("gameKey", "players", "completed", "playing", "ratingSum", "ratingCount", "playTimeSum", "playTimeCount")
SELECT CASE WHEN "catalogGameId" IS NOT NULL THEN 'c:' || "catalogGameId" ELSE 's:' || "slug" END,
       count(DISTINCT "userId")::int, (count(*) FILTER (WHERE "status" = 'COMPLETED'))::int, (count(*) FILTER (WHERE "status" = 'IN_PROGRESS'))::int,
       coalesce(sum("rating"), 0), count("rating")::int,
       coalesce(sum("playTime"::numeric) FILTER (WHERE "playTime" > 0), 0), (count(*) FILTER (WHERE "playTime" > 0))::int
FROM "library_games" GROUP BY 1;

INSERT INTO "shared_game_stats" AS g ("gameKey", "reviews")
SELECT "gameKey", count(*)::int FROM "reviews" GROUP BY 1
ON CONFLICT ("gameKey") DO UPDATE SET "reviews" = EXCLUDED."reviews";

INSERT INTO "shared_game_days" ("gameKey", "day", "completions")
SELECT CASE WHEN "catalogGameId" IS NOT NULL THEN 'c:' || "catalogGameId" ELSE 's:' || "slug" END, "completedDate", count(*)::int
FROM "library_games" WHERE "completedDate" IS NOT NULL GROUP BY 1, 2;

INSERT INTO "shared_game_days" AS d ("gameKey", "day", "starts")
SELECT CASE WHEN "catalogGameId" IS NOT NULL THEN 'c:' || "catalogGameId" ELSE 's:' || "slug" END, "startDate", count(*)::int
FROM "library_games" WHERE "startDate" IS NOT NULL GROUP BY 1, 2
ON CONFLICT ("gameKey", "day") DO UPDATE SET "starts" = EXCLUDED."starts";
