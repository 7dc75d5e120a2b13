-- A player's favourite games (issue 32): up to five of their own library games, in their order, shown at
-- the top of their profile. The rules the request contract enforces are keys and checks here too: five
-- places at most (0-4, one game each), a game once, and only the player's own games (the composite key
-- names the game together with its owner, as play_sessions does). Deleting the game, or the account and
-- with it the library, deletes its place.
CREATE TABLE "profile_favourites" (
    "userId" UUID NOT NULL,
    "libraryGameId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "profile_favourites_pkey" PRIMARY KEY ("userId", "position"),
    CONSTRAINT "profile_favourites_position_check" CHECK ("position" BETWEEN 0 AND 4)
);

CREATE UNIQUE INDEX "profile_favourites_userId_libraryGameId_key" ON "profile_favourites"("userId", "libraryGameId");

ALTER TABLE "profile_favourites" ADD CONSTRAINT "profile_favourites_libraryGameId_userId_fkey" FOREIGN KEY ("libraryGameId", "userId") REFERENCES "library_games"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
