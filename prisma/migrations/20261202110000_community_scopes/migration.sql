-- Community answers are kept by scope (issue 29, ADR 013): each announcement on community_changes now
-- names what changed, and a server lets go only of the answers that show it. A like no longer clears
-- every viewer's feed, nor a journal entry the currently-playing list. Scopes: activity, reviews (any
-- change, likes too), review-text (rating, comment, spoiler: the feed shows them), library, people
-- (players, follows, blocks), catalog. An announcement without a scope still means everything.
CREATE OR REPLACE FUNCTION "community_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM pg_notify(''community_changes'', coalesce(TG_ARGV[0], ''''))\x3B
    RETURN NULL\x3B
END
';

DROP TRIGGER "activity_events_community" ON "activity_events";
DROP TRIGGER "users_community" ON "users";
DROP TRIGGER "follows_community" ON "follows";
DROP TRIGGER "blocks_community" ON "blocks";
DROP TRIGGER "reviews_community" ON "reviews";
DROP TRIGGER "library_games_community" ON "library_games";
DROP TRIGGER "catalog_games_community" ON "catalog_games";

CREATE TRIGGER "activity_events_community" AFTER INSERT OR DELETE ON "activity_events" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('activity');
CREATE TRIGGER "users_community" AFTER INSERT OR DELETE OR UPDATE OF "firstName", "lastName", "username", "accountColor", "profileVisibility", "showActivity", "showPlaying"
    ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('people');
CREATE TRIGGER "follows_community" AFTER INSERT OR DELETE ON "follows" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('people');
CREATE TRIGGER "blocks_community" AFTER INSERT OR DELETE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('people');
CREATE TRIGGER "reviews_community" AFTER INSERT OR DELETE OR UPDATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('reviews');
CREATE TRIGGER "reviews_text_community" AFTER DELETE OR UPDATE OF "rating", "comment", "spoiler" ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('review-text');
CREATE TRIGGER "library_games_community" AFTER INSERT OR DELETE OR UPDATE OF "status", "title", "slug", "platform", "imageUrl", "playTime", "catalogGameId"
    ON "library_games" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('library');
CREATE TRIGGER "catalog_games_community" AFTER UPDATE OF "slug" ON "catalog_games" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"('catalog');
