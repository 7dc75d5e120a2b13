// Favourite games (issue 32): up to FAVOURITES_MAX of a player's own library games, in their order, at
// the top of their profile. Who sees them follows the profile (people.profiles.ts asks for them only when
// the viewer may see it); what another viewer gets of a game is what a profile's lists give: its title,
// platform, the catalog's address and a cover this instance serves, never the library game's id.
import type { FavouriteGame, MyFavourite, MyFavourites, SetFavouritesInput } from "@savepoint/common";
import { isRemoteImageUrl } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { notFound } from "../../http/errors.ts";
import { coverPath } from "../games/index.ts";
import { favouriteRows, replaceFavourites, type FavouriteRow } from "./people.favourites.queries.ts";
import { inTransaction } from "./people.queries.ts";

interface Actor {
  id: string;
}

const mine = (r: FavouriteRow): MyFavourite => ({
  gameId: r.gameId,
  title: r.title,
  slug: r.slug,
  platform: r.platform,
  imageUrl: coverPath(r.gameId, r.imageUrl),
});

/** Another viewer's view: a cover linked from elsewhere is served by the game's id, so it is left out. */
const theirs = (r: FavouriteRow): FavouriteGame => ({
  title: r.title,
  slug: r.catalogSlug,
  platform: r.platform,
  imageUrl: r.imageUrl && !isRemoteImageUrl(r.imageUrl) ? r.imageUrl : null,
});

/** The favourites of `userId` as `own` (their owner) or anyone else may see them. */
export async function favouritesOf(prisma: Db, userId: string, own: boolean): Promise<FavouriteGame[]> {
  const rows = await favouriteRows(prisma, userId);
  return rows.map(own ? mine : theirs);
}

export function createFavourites(prisma: Db) {
  const myFavourites = async (actor: Actor): Promise<MyFavourites> => ({ items: (await favouriteRows(prisma, actor.id)).map(mine) });
  return {
    myFavourites,

    /** Replaces the list; a game that is not the caller's is a 404 naming its place (gameIds.N), and nothing changes. */
    async setFavourites(actor: Actor, input: SetFavouritesInput): Promise<MyFavourites> {
      await inTransaction(prisma, async (tx) => {
        const missing = await replaceFavourites(tx, actor.id, input.gameIds);
        if (missing.length > 0) {
          const issues = missing.map((id) => ({ path: `gameIds.${input.gameIds.indexOf(id)}`, message: "Game not found" }));
          throw notFound("Game", { issues });
        }
      });
      return myFavourites(actor);
    },
  };
}
