-- The gaming journal: entries and the categories of each account. An entry belongs to one user and, unless
-- it is a general entry, to one of their library games, deleting the game keeps the entry as a general
-- one (the app deletes the entries first when asked to). The category of an entry is one of the categories
-- of its author, by name: renaming a category renames it in every entry (ON UPDATE CASCADE), and a category
-- cannot go while entries use it (the app moves them first). Deleting an account removes both.
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the library migration).

CREATE TABLE "journal_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "journal_categories_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "journal_categories_color_check" CHECK ("color" ~ '^#[0-9a-f]{6}$')
);

CREATE TABLE "journal_entries" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "libraryGameId" UUID,
    "title" TEXT,
    "content" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "journal_entries_pkey" PRIMARY KEY ("id")
);

-- The foreign key of the category of an entry, and one name per account whatever its case.
CREATE UNIQUE INDEX "journal_categories_userId_name_key" ON "journal_categories"("userId", "name");
CREATE UNIQUE INDEX "journal_categories_userId_lower_name_key" ON "journal_categories"("userId", lower("name"));
-- Lists newest first (and by month), all entries or the general ones, the entries and summary of a game
-- (also what SET NULL finds when a game is deleted), entries of a category (filter, rename, move).
CREATE INDEX "journal_entries_userId_date_createdAt_id_idx" ON "journal_entries"("userId", "date" DESC, "createdAt" DESC, "id" DESC);
CREATE INDEX "journal_entries_general_idx" ON "journal_entries"("userId", "date" DESC, "createdAt" DESC, "id" DESC) WHERE "libraryGameId" IS NULL;
CREATE INDEX "journal_entries_libraryGameId_date_createdAt_id_idx" ON "journal_entries"("libraryGameId", "date" DESC, "createdAt" DESC, "id" DESC);
CREATE INDEX "journal_entries_userId_category_idx" ON "journal_entries"("userId", "category");

ALTER TABLE "journal_categories" ADD CONSTRAINT "journal_categories_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_libraryGameId_fkey" FOREIGN KEY ("libraryGameId") REFERENCES "library_games"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- NO ACTION (checked at the end of the statement): deleting an account removes entries and
-- categories together by cascade.
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_userId_category_fkey" FOREIGN KEY ("userId", "category") REFERENCES "journal_categories"("userId", "name") ON DELETE NO ACTION ON UPDATE CASCADE;

-- Every account starts with the same seven categories (common/src/journal/limits.ts lists them):
-- existing accounts now, new ones as they are inserted, whoever inserts them.
CREATE FUNCTION "journal_default_categories"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    INSERT INTO "journal_categories" ("userId", "name", "color", "position")
    SELECT NEW."id", d.name, d.color, d.position
    FROM (VALUES (''Plan'', ''#3b82f6'', 0), (''Progress'', ''#22c55e'', 1), (''Reflection'', ''#a855f7'', 2), (''Achievement'', ''#eab308'', 3),
                 (''Bug/Issue'', ''#ef4444'', 4), (''Milestone'', ''#f97316'', 5), (''Other'', ''#6b7280'', 6)) AS d(name, color, position)
    ON CONFLICT DO NOTHING\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "journal_default_categories" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "journal_default_categories"();

INSERT INTO "journal_categories" ("userId", "name", "color", "position")
SELECT u."id", d.name, d.color, d.position
FROM "users" u
CROSS JOIN (VALUES ('Plan', '#3b82f6', 0), ('Progress', '#22c55e', 1), ('Reflection', '#a855f7', 2), ('Achievement', '#eab308', 3),
                   ('Bug/Issue', '#ef4444', 4), ('Milestone', '#f97316', 5), ('Other', '#6b7280', 6)) AS d(name, color, position)
ON CONFLICT DO NOTHING;
