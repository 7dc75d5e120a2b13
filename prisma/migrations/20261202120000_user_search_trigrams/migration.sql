-- User search (people and admin) looks for a text anywhere in a username, a full name or an email:
-- LIKE '%q%', which no b-tree serves, so every search read the whole users table (issue 29). Trigram
-- indexes serve it for a text of three characters or more. pg_trgm ships with PostgreSQL (Debian's
-- package included) and is a trusted extension, and the embedded database loads it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "users_username_trgm_idx" ON "users" USING GIN (lower("username") gin_trgm_ops);
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING GIN (lower("firstName" || ' ' || "lastName") gin_trgm_ops);
CREATE INDEX "users_emailLower_trgm_idx" ON "users" USING GIN ("emailLower" gin_trgm_ops);
