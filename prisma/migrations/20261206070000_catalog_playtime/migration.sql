-- A provider's average play time of a game, in whole hours (RAWG's "playtime", the only provider that
-- reports one): shown on the game page beside the time to beat of the instance's own players, labelled
-- with its source. Null when no provider reported one (RAWG's 0 means unknown, so it is never stored).
ALTER TABLE "catalog_games" ADD COLUMN "playtimeHours" INTEGER;
ALTER TABLE "catalog_games" ADD CONSTRAINT "catalog_games_playtime_hours_check" CHECK ("playtimeHours" IS NULL OR "playtimeHours" > 0);
