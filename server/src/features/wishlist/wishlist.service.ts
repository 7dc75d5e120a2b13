// The wishlist (issue 33): games a player wants but does not own yet, kept apart from the library. A
// catalog game is never both wished for and in the player's library (the database's triggers, under the
// player's wishlist lock); moving an item to the library is one transaction through the games feature's
// create, which takes the item off the list first, so parallel moves make one library game.
import { randomUUID } from "node:crypto";
import {
  WISHLIST_TEXTS,
  type AddWishlistInput,
  type MovedToLibraryDto,
  type MoveToLibraryInput,
  type WishlistDto,
  type WishlistItemDto,
} from "@savepoint/common";
import { inTransaction, type Db } from "../../db/prisma.ts";
import { conflict, notFound, validationFailed } from "../../http/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { GamesService } from "../games/index.ts";
import { deleteWish, insertWishes, lockWishlist, ownedCatalogGames, wishlistCount, wishlistRow, wishlistRows, type WishlistRow } from "./wishlist.queries.ts";
import { isUuid } from "../../lib/uuid.ts";

interface Actor {
  id: string;
}

export interface WishlistServiceDeps {
  prisma: Db;
  catalog: Pick<CatalogService, "findStoredGame" | "cards">;
  games: Pick<GamesService, "create">;
  now?: () => Date;
}

export type WishlistService = ReturnType<typeof createWishlistService>;

export function createWishlistService(deps: WishlistServiceDeps) {
  const { prisma, catalog, games } = deps;
  const now = deps.now ?? (() => new Date());

  /** The rows as the client shows them: a catalog game with its address and cover. */
  async function present(rows: WishlistRow[]): Promise<WishlistItemDto[]> {
    const catalogIds = [...new Set(rows.flatMap((r) => (r.catalogGameId === null ? [] : [r.catalogGameId])))];
    const cards = new Map((await catalog.cards(catalogIds)).map((c) => [c.id, c]));
    return rows.map((r) => {
      const card = r.catalogGameId === null ? undefined : cards.get(r.catalogGameId);
      return {
        id: r.id,
        title: card?.title ?? r.title,
        catalogGameId: r.catalogGameId,
        catalogSlug: card?.slug ?? null,
        platform: r.platform,
        imageUrl: card?.imageUrl ?? null,
        addedAt: r.createdAt.toISOString(),
      };
    });
  }

  async function item(actor: Actor, id: string): Promise<WishlistRow> {
    const row = isUuid(id) ? await wishlistRow(prisma, actor.id, id) : null;
    if (!row) throw notFound("Wishlist item");
    return row;
  }

  return {
    /** How many games the player wants (the home summary shows it apart from the library's counts). */
    count: (actor: Actor): Promise<number> => wishlistCount(prisma, actor.id),

    async list(actor: Actor): Promise<WishlistDto> {
      return { items: await present(await wishlistRows(prisma, actor.id)) };
    },

    /** Adds a wish; a game already in the library or already wished for is a 409, a catalog game gone a 400. */
    async add(actor: Actor, input: AddWishlistInput): Promise<WishlistItemDto> {
      const ref = input.catalogGameId !== undefined ? { id: input.catalogGameId } : input.catalogSlug !== undefined ? { slug: input.catalogSlug } : null;
      const cat = ref && (await catalog.findStoredGame(ref));
      if (ref && !cat) throw validationFailed([{ path: "id" in ref ? "catalogGameId" : "catalogSlug", message: "This game is no longer in the catalog" }]);
      const title = cat?.title ?? input.title;
      if (title === undefined) throw validationFailed([{ path: "catalogGameId", message: WISHLIST_TEXTS.catalogOrTitle }]);
      const wish = { id: randomUUID(), catalogGameId: cat?.id ?? null, title, platform: input.platform ?? null, createdAt: now() };
      await inTransaction(prisma, async (tx) => {
        await lockWishlist(tx, actor.id);
        if (cat && (await ownedCatalogGames(tx, actor.id, [cat.id])).size > 0) throw conflict(WISHLIST_TEXTS.alreadyOwned);
        if ((await insertWishes(tx, actor.id, [wish])).size === 0) throw conflict(WISHLIST_TEXTS.alreadyWished);
      });
      const [dto] = await present([wish]);
      return dto!;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!isUuid(id) || !(await deleteWish(prisma, actor.id, id))) throw notFound("Wishlist item");
    },

    /**
     * The item becomes a library game (in the backlog unless `status` says otherwise) and leaves the list,
     * in one transaction: the item is taken off first, under the player's lock, so of parallel moves of
     * one item one makes the game and the others find it gone (404).
     */
    async moveToLibrary(actor: Actor, id: string, input: MoveToLibraryInput): Promise<MovedToLibraryDto> {
      const row = await item(actor, id);
      const game = await games.create(
        actor,
        {
          ...(row.catalogGameId === null ? { title: row.title } : { catalogGameId: row.catalogGameId }),
          ...((input.platform ?? row.platform) ? { platform: input.platform ?? row.platform! } : {}),
          status: input.status ?? "BACKLOG",
        },
        async (tx) => {
          await lockWishlist(tx, actor.id);
          if (!(await deleteWish(tx, actor.id, id))) throw notFound("Wishlist item");
        },
      );
      return { gameId: game.id, slug: game.slug };
    },
  };
}
