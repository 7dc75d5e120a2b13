// The wishlist feature's public face (issue 33): games a player wants but does not own yet, its routes,
// and what an import and an export write and read of it.
export { createWishlistService, type WishlistService } from "./wishlist.service.ts";
export { wishlistRoutes } from "./wishlist.routes.ts";
