// The wishlist's query and mutations. An add or a removal refreshes the wishlist; a move to the library
// refreshes the whole library (the wishlist lives under its prefix).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { wishlistApi, type NewWish } from "./api.ts";
import { wishlistKeys } from "./keys.ts";

export function useWishlist() {
  return useQuery({ queryKey: wishlistKeys.all, queryFn: ({ signal }) => wishlistApi.list(signal) });
}

export function useAddWish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (wish: NewWish) => wishlistApi.add(wish),
    onSettled: () => qc.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

export function useRemoveWish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => wishlistApi.remove(id),
    onSettled: () => qc.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

export function useMoveToLibrary() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => wishlistApi.moveToLibrary(id),
    onSettled: () => qc.invalidateQueries({ queryKey: wishlistKeys.library }),
  });
}
