// The wishlist's query keys. They live under the library's prefix (the games feature's `gameKeys.all`,
// written here so neither feature imports the other): a game entering the library any way takes it off
// the wishlist on the server, and the refresh of the library refreshes the wishlist with it.
const LIBRARY_KEY = ["games"] as const;

export const wishlistKeys = {
  library: LIBRARY_KEY,
  all: [...LIBRARY_KEY, "wishlist"] as const,
};
