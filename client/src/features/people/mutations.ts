// The people mutations. A profile save replaces my cached profile; a privacy save my cached settings;
// a follow, unfollow, block or unblock refreshes every people answer (counts, lists, relations).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyFavourites, PrivacySettingsInput, UpdateProfileInput } from "@savepoint/common";
import { peopleApi } from "./api.ts";
import { favouriteKeys, peopleKeys } from "./keys.ts";

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => peopleApi.updateProfile(body),
    onSuccess: (profile) => {
      qc.setQueryData(peopleKeys.me(), profile);
      return qc.invalidateQueries({ queryKey: peopleKeys.all, predicate: (q) => q.queryKey[1] !== "me" });
    },
  });
}

export function useSetPrivacy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettingsInput) => peopleApi.setPrivacy(body),
    onSuccess: (settings) => {
      qc.setQueryData(peopleKeys.privacy(), settings);
      return qc.invalidateQueries({ queryKey: peopleKeys.me() });
    },
  });
}

export type RelationChange = "follow" | "unfollow" | "block" | "unblock";

/** `mutate({ username, change })`. */
export function useRelation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ username, change }: { username: string; change: RelationChange }) => peopleApi[change](username),
    onSuccess: () => qc.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

/**
 * `mutate(gameIds)`: my favourites replaced by these, in this order. The list shown moves at once (the
 * games already known keep their covers); one save runs at a time, in the order made (scope), so the last
 * move made is the one kept. A failure puts back what the server holds. My profile as others see it
 * (/u/{me}) is refreshed.
 */
export function useSetFavourites() {
  const qc = useQueryClient();
  const key = favouriteKeys.mine();
  return useMutation({
    scope: { id: "favourites" },
    mutationFn: (gameIds: string[]) => peopleApi.setFavourites(gameIds),
    onMutate: async (gameIds) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<MyFavourites>(key);
      const known = new Map((before?.items ?? []).map((f) => [f.gameId, f]));
      const items = gameIds.map((id) => known.get(id));
      if (before && items.every((f) => f !== undefined)) qc.setQueryData<MyFavourites>(key, { items });
    },
    onError: () => qc.invalidateQueries({ queryKey: key }),
    onSuccess: (saved) => {
      // A later move already waiting (this save still counts itself) would be undone by this answer: it brings its own.
      if (qc.isMutating({ predicate: (m) => m.options.scope?.id === "favourites" }) <= 1) qc.setQueryData(key, saved);
      return qc.invalidateQueries({ queryKey: [...peopleKeys.all, "profile"] });
    },
  });
}
