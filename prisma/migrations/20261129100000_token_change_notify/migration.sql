-- Personal access tokens are cached like sessions (server/src/features/auth/credential-cache.ts), so
-- their changes are announced on the same channel as they commit: NOTIFY session_changes 'token:{id}'
-- when a token is revoked, re-dated, re-scoped, moved or deleted (a deleted user's tokens go by
-- cascade and announce themselves too). Sessions and users keep their payloads.
-- The body is an E'' string with \x3B for each semicolon (see the library migration).
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM pg_notify(''session_changes'', CASE TG_TABLE_NAME WHEN ''users'' THEN ''user:'' WHEN ''api_tokens'' THEN ''token:'' ELSE ''session:'' END || OLD."id"::text)\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "api_tokens_announce_change"
AFTER UPDATE OF "revokedAt", "expiresAt", "userId", "scope", "tokenHash" OR DELETE ON "api_tokens"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
