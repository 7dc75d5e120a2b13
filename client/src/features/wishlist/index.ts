// The wishlist feature's public face (issue 33): its page for the router, and 'Add to wishlist' for the
// screens that show catalog games (the game page, recommendations).
export { AddToWishlistButton } from "./AddToWishlistButton.tsx";
export { wishlistKeys } from "./keys.ts";
export const loadWishlistPage = () => import("./WishlistPage.tsx").then((m) => ({ default: m.WishlistPage }));
