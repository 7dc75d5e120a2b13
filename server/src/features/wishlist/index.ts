// The wishlist feature's public face (issue 33): games a player wants but does not own yet, its routes,
// and what an import and an export write and read of it.
export { createWishlistService, type WishlistService } from "./wishlist.service.ts";
export { wishlistRoutes } from "./wishlist.routes.ts";
export { addWishes, undoWishes, wishlistForExport, wishlistOf, type BulkWish } from "./wishlist.bulk.ts";
export type { WishlistRow } from "./wishlist.queries.ts";
