-- Related games fall back to games of the same platforms and era, best rated first: on the bundled
-- catalog (80,000 games, most without genres) that read every row, about 55 ms a game page on the
-- embedded database. The two indexes are combined (a bitmap AND): about 2 ms.
CREATE INDEX "catalog_games_platforms_idx" ON "catalog_games" USING GIN ("platforms");
CREATE INDEX "catalog_games_year_idx" ON "catalog_games"("year");

-- An import matches its rows to catalog games by title compacted to letters and digits
-- (catalog.queries.ts catalogByTitles): an expression index, 180 ms → 2 ms for a 100-row file.
-- Not partial: PostgreSQL estimates from an expression index's statistics only when it covers every row.
CREATE INDEX "catalog_games_compact_title_idx" ON "catalog_games"((regexp_replace(lower("title"), '[^a-z0-9]+', '', 'g')));

-- The expression's statistics come with the table's next ANALYZE, and an instance's catalog may not
-- change for a long time: without them the planner guesses half the catalog matches and reads it all.
ANALYZE "catalog_games";
