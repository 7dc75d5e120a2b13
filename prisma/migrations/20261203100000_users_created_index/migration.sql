-- The admin's user list, newest first, a page at a time: read in this index's order instead of sorting
-- every user (100,000 at the scale bench) for each page.
CREATE INDEX "users_createdAt_id_idx" ON "users"("createdAt" DESC, "id" DESC);
