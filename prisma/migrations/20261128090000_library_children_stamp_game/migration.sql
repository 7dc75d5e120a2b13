-- A write to a game's play sessions or status history now stamps the game row itself, so every cache
-- kept against the library version (the list, analytics' rows, recommendations) sees it even when the
-- writer did not also write the game. One UPDATE per statement, of each game the statement touched,
-- fires the game row's own triggers (library_games_stamp_version, library_games_bump_version).
-- A game deleted in the same statement (a cascade) is simply not found.
-- The bodies are E'' strings with \x3B for each semicolon (see the library migration).
CREATE FUNCTION "library_children_stamp_game"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP = ''INSERT'' THEN
        UPDATE "library_games" g SET "rowVersion" = g."rowVersion" WHERE g."id" IN (SELECT DISTINCT n."gameId" FROM new_rows n)\x3B
    ELSIF TG_OP = ''DELETE'' THEN
        UPDATE "library_games" g SET "rowVersion" = g."rowVersion" WHERE g."id" IN (SELECT DISTINCT o."gameId" FROM old_rows o)\x3B
    ELSE
        UPDATE "library_games" g SET "rowVersion" = g."rowVersion"
        WHERE g."id" IN (SELECT n."gameId" FROM new_rows n UNION SELECT o."gameId" FROM old_rows o)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "play_sessions_stamp_game_ins" AFTER INSERT ON "play_sessions"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_children_stamp_game"();
CREATE TRIGGER "play_sessions_stamp_game_upd" AFTER UPDATE ON "play_sessions"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_children_stamp_game"();
CREATE TRIGGER "play_sessions_stamp_game_del" AFTER DELETE ON "play_sessions"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_children_stamp_game"();

CREATE TRIGGER "game_status_history_stamp_game_ins" AFTER INSERT ON "game_status_history"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_children_stamp_game"();
CREATE TRIGGER "game_status_history_stamp_game_upd" AFTER UPDATE ON "game_status_history"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_children_stamp_game"();
CREATE TRIGGER "game_status_history_stamp_game_del" AFTER DELETE ON "game_status_history"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_children_stamp_game"();
