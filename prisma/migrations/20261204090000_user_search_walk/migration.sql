-- People search reads the next users in username order from this index and keeps those whose username
-- or full name holds the text (people.queries.ts, searchUsers): the columns it checks are in the index,
-- so a text many players share fills a page without reading the table, where the trigram indexes read
-- a table page for nearly every one of its thousands of matches (issue 29's scale bench).
CREATE INDEX "users_lower_username_cover_idx" ON "users"(lower("username")) INCLUDE ("id", "username", "firstName", "lastName");
