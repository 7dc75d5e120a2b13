-- Every library game gets its own address: (userId, slug) becomes unique. Existing copies that shared a
-- slug are told apart deterministically: the oldest copy (createdAt, then id) keeps the slug, so old links
-- keep opening it, and each later copy takes "{slug}-{platform slug}" when that is free, else
-- "{slug}-{first 6 hex digits of its id}" (the same forms the server gives new copies), else the whole id.

ALTER TABLE "library_games" ADD COLUMN "previousSlugs" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Later copies: the platform's slug when no game of the user has that address and no earlier copy takes it.
WITH "ranked" AS (
    SELECT "id", "userId", "slug", "createdAt",
           row_number() OVER (PARTITION BY "userId", "slug" ORDER BY "createdAt", "id") AS "n",
           "slug" || '-' || trim(BOTH '-' FROM regexp_replace(lower("platform"), '[^a-z0-9]+', '-', 'g')) AS "cand"
    FROM "library_games"
), "pick" AS (
    SELECT r."id", r."cand",
           row_number() OVER (PARTITION BY r."userId", r."cand" ORDER BY r."createdAt", r."id") AS "m"
    FROM "ranked" r
    WHERE r."n" > 1
      AND r."cand" <> r."slug" || '-'
      AND NOT EXISTS (SELECT 1 FROM "library_games" o WHERE o."userId" = r."userId" AND o."slug" = r."cand")
)
UPDATE "library_games" g SET "slug" = p."cand" FROM "pick" p WHERE g."id" = p."id" AND p."m" = 1;

-- Copies still sharing an address: a short suffix from the id.
WITH "ranked" AS (
    SELECT "id", row_number() OVER (PARTITION BY "userId", "slug" ORDER BY "createdAt", "id") AS "n"
    FROM "library_games"
)
UPDATE "library_games" g SET "slug" = g."slug" || '-' || left(replace(g."id"::text, '-', ''), 6)
FROM "ranked" r WHERE g."id" = r."id" AND r."n" > 1;

-- The unlikely rest (a title that already ended in that suffix): the whole id.
WITH "ranked" AS (
    SELECT "id", row_number() OVER (PARTITION BY "userId", "slug" ORDER BY "createdAt", "id") AS "n"
    FROM "library_games"
)
UPDATE "library_games" g SET "slug" = g."slug" || '-' || replace(g."id"::text, '-', '')
FROM "ranked" r WHERE g."id" = r."id" AND r."n" > 1;

-- DropIndex
DROP INDEX "library_games_userId_slug_idx";

-- CreateIndex
CREATE UNIQUE INDEX "library_games_userId_slug_key" ON "library_games"("userId", "slug");
