-- Session and account changes are announced as they commit, so every server process sharing this
-- database drops what it cached about them at once (server/src/features/auth/session.service.ts):
-- NOTIFY session_changes 'session:{id}' when a session is revoked, re-dated, moved or deleted, and
-- 'user:{id}' when a user row changes or is deleted (a deleted user's sessions go by cascade, and
-- announce themselves too). A rolled-back transaction announces nothing.
-- The body is an E'' string with \x3B for each semicolon (see the library migration).
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM pg_notify(''session_changes'', CASE TG_TABLE_NAME WHEN ''users'' THEN ''user:'' ELSE ''session:'' END || OLD."id"::text)\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "sessions_announce_change"
AFTER UPDATE OF "revokedAt", "expiresAt", "userId" OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();

CREATE TRIGGER "users_announce_change"
AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
