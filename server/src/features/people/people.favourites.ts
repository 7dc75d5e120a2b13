// Favourite games (issue 32): up to FAVOURITES_MAX of a player's own library games, in their order, at
// the top of their profile. Who sees them follows the profile (people.profiles.ts asks for them only when
// the viewer may see it); what another viewer gets of a game is what a profile's lists give: its title,
// platform, the catalog's address and a cover this instance serves, never the library game's id.
import { FAVOURITES_MAX, isRemoteImageUrl, type FavouriteGame, type MyFavourite, type MyFavourites, type SetFavouritesInput } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../http/errors.ts";
import { coverPath } from "../games/index.ts";
import { favouriteIds, favouriteRows, heldGameIds, lockFavourites, writeFavourites, type FavouriteRow } from "./people.favourites.queries.ts";
import { inTransaction } from "./people.queries.ts";

interface Actor {
  id: string;
}

type Tx = Prisma.TransactionClient;

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
        await lockFavourites(tx, actor.id);
        const held = await heldGameIds(tx, actor.id, input.gameIds);
        const issues = input.gameIds.flatMap((id, i) => (held.has(id) ? [] : [{ path: `gameIds.${i}`, message: "Game not found" }]));
        if (issues.length > 0) throw notFound("Game", { issues });
        await writeFavourites(tx, actor.id, input.gameIds);
      });
      return myFavourites(actor);
    },
  };
}

/** What an export writes: the user's favourite games (their library ids), in their order. */
export const favouritesForExport = (db: Db, userId: string): Promise<string[]> => favouriteIds(db, userId);

/**
 * An import's favourites (its games' ids here, in the exported order), in the import's transaction: the
 * account's own choice wins, so they are written only while it has none; the first FAVOURITES_MAX of
 * the user's games, each once. Answers what it wrote, for undoFavourites.
 */
export async function restoreFavourites(tx: Tx, userId: string, gameIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(gameIds)];
  if (wanted.length === 0) return [];
  await lockFavourites(tx, userId);
  if ((await favouriteIds(tx, userId)).length > 0) return [];
  const held = await heldGameIds(tx, userId, wanted);
  const ids = wanted.filter((id) => held.has(id)).slice(0, FAVOURITES_MAX);
  await writeFavourites(tx, userId, ids);
  return ids;
}

/** Undoes restoreFavourites: the list goes while it is still the one the import wrote (a choice made since stays). */
export async function undoFavourites(tx: Tx, userId: string, written: readonly string[]): Promise<void> {
  if (written.length === 0) return;
  await lockFavourites(tx, userId);
  if ((await favouriteIds(tx, userId)).join() === written.join()) await writeFavourites(tx, userId, []);
}
