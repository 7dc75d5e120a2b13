// The people mutations. A profile save replaces my cached profile; a privacy save my cached settings;
// a follow, unfollow, block or unblock refreshes every people answer (counts, lists, relations).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrivacySettingsInput, UpdateProfileInput } from "@savepoint/common";
import { peopleApi } from "./api.ts";
import { peopleKeys } from "./keys.ts";

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
