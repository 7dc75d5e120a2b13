-- Recommendations: the catalog games each user marked 'Not interested' (deleted with the user or the
-- catalog game), and an index for "what else did players who loved this game love": library rows
-- rated 8 or more, by catalog game and by user.
CREATE TABLE "dismissed_recommendations" (
    "userId" UUID NOT NULL,
    "catalogGameId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dismissed_recommendations_pkey" PRIMARY KEY ("userId","catalogGameId")
);

ALTER TABLE "dismissed_recommendations" ADD CONSTRAINT "dismissed_recommendations_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "dismissed_recommendations" ADD CONSTRAINT "dismissed_recommendations_catalogGameId_fkey" FOREIGN KEY ("catalogGameId") REFERENCES "catalog_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "library_games_loved_by_game_idx" ON "library_games"("catalogGameId", "userId") WHERE "rating" >= 8 AND "catalogGameId" IS NOT NULL;

CREATE INDEX "library_games_loved_by_user_idx" ON "library_games"("userId", "catalogGameId") WHERE "rating" >= 8 AND "catalogGameId" IS NOT NULL;
