// The wishlist contract (issue 33): games a player wants but does not own yet, kept apart from the
// library (not a fifth status). An item is a catalog game or a title of the player's own; "move to
// library" turns it into a library game and takes it off the list in one step.
import { z } from "zod";
import { int, text } from "./primitives.ts";
import { platform, statusEnum, title } from "./games/fields.ts";
import { blankToUndefined, isSet, upperEnum } from "./games/preprocess.ts";

export const WISHLIST_TEXTS = {
  alreadyOwned: "This game is already in your library.",
  alreadyWished: "This game is already on your wishlist.",
  catalogOrTitle: "Choose a game from the catalog or give its title",
} as const;

const CATALOG_CHOICE = "Choose a game from the catalog";
const catalogGameId = int("Catalog game", { min: 1, typeError: CATALOG_CHOICE, range: CATALOG_CHOICE });
const catalogSlug = text("Catalog game", CATALOG_CHOICE)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,200}$/, CATALOG_CHOICE);

/**
 * POST /api/wishlist: a catalog game (`catalogGameId`, or `catalogSlug` as search results name it), or a title of the player's own with its platform.
 * A platform given with a catalog game is the one the player wants it on.
 */
export const AddWishlistSchema = z
  .object({
    catalogGameId: catalogGameId.optional(),
    catalogSlug: z.preprocess(blankToUndefined, catalogSlug.optional()),
    title: z.preprocess(blankToUndefined, title.optional()),
    platform: z.preprocess(blankToUndefined, platform.optional()),
  })
  .refine((v) => isSet(v.catalogGameId) || isSet(v.catalogSlug) || v.title !== undefined, {
    path: ["catalogGameId"],
    message: WISHLIST_TEXTS.catalogOrTitle,
    when: () => true,
  })
  .refine((v) => isSet(v.catalogGameId) || isSet(v.catalogSlug) || v.platform !== undefined, {
    path: ["platform"],
    message: "Platform is required",
    when: () => true,
  });
export type AddWishlistInput = z.output<typeof AddWishlistSchema>;

/**
 * POST /api/wishlist/:id/library: the status the new library game starts in (the backlog unless said)
 * and its platform (unless said, the one wished for, else the catalog game's first).
 */
export const MoveToLibrarySchema = z.object({
  status: z.preprocess(upperEnum, statusEnum).optional(),
  platform: z.preprocess(blankToUndefined, platform.optional()),
});
export type MoveToLibraryInput = z.output<typeof MoveToLibrarySchema>;

export interface WishlistItemDto {
  id: string;
  title: string;
  /** The catalog game's address (/games/catalog/{slug} in the client), or null for a title of the player's own. */
  catalogSlug: string | null;
  catalogGameId: number | null;
  platform: string | null;
  imageUrl: string | null;
  addedAt: string;
}

export interface WishlistDto {
  items: WishlistItemDto[];
}

/** What a move answers: the new library game's id and address. */
export interface MovedToLibraryDto {
  gameId: string;
  slug: string;
}
