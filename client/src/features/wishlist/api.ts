// The wishlist endpoints (/api/wishlist), typed with the shared contract.
import type { AddWishlistInput, MovedToLibraryDto, MoveToLibraryInput, WishlistDto, WishlistItemDto } from "@savepoint/common";
import { api } from "../../api/client.ts";

export type NewWish = Pick<AddWishlistInput, "catalogGameId" | "catalogSlug" | "title" | "platform">;

export const wishlistApi = {
  list: (signal?: AbortSignal) => api.get<WishlistDto>("/wishlist", { signal }),
  add: (body: NewWish) => api.post<WishlistItemDto>("/wishlist", body),
  remove: (id: string) => api.del(`/wishlist/${encodeURIComponent(id)}`),
  moveToLibrary: (id: string, body: MoveToLibraryInput = {}) => api.post<MovedToLibraryDto>(`/wishlist/${encodeURIComponent(id)}/library`, body),
};
