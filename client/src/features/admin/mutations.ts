// The dashboard's changes. Each refreshes what it changed and the audit log (every admin action is in it).
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { CatalogUploadInput, CreateInviteInput, RegistrationMode } from "@savepoint/common";
import { adminApi } from "./api.ts";
import { adminKeys } from "./keys.ts";

/** A mutation that, once done, refreshes `keys` and the audit log. */
export function useAdminMutation<V, R>(fn: (v: V) => Promise<R>, keys: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([...keys, adminKeys.auditAll()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

const USERS = [adminKeys.usersAll(), adminKeys.instance()];
export const useSetAdmin = () => useAdminMutation((v: { id: string; isAdmin: boolean }) => adminApi.setAdmin(v.id, v.isAdmin), USERS);
export const useSignOutUser = () => useAdminMutation((userId: string) => adminApi.signOut(userId), USERS);
export const useDeleteUser = () => useAdminMutation((userId: string) => adminApi.deleteUser(userId), USERS);

const REGISTRATION = [adminKeys.registration(), adminKeys.instance()];
export const useSetMode = () => useAdminMutation((mode: RegistrationMode) => adminApi.setMode(mode), REGISTRATION);
export const useCreateInvite = () => useAdminMutation((body: CreateInviteInput) => adminApi.createInvite(body), REGISTRATION);
export const useRevokeInvite = () => useAdminMutation((inviteId: string) => adminApi.revokeInvite(inviteId), REGISTRATION);

const MODERATION = [adminKeys.reports(), adminKeys.instance()];
export const useDismissReports = () => useAdminMutation((reviewId: string) => adminApi.dismissReports(reviewId), MODERATION);
export const useDeleteReview = () => useAdminMutation((reviewId: string) => adminApi.deleteReview(reviewId), MODERATION);

const CATALOG = [adminKeys.catalogAll(), adminKeys.instance()];
export const useUploadCatalog = () => useAdminMutation((body: CatalogUploadInput) => adminApi.upload(body), [adminKeys.instance()]);
export const useHideEntry = () => useAdminMutation((slug: string) => adminApi.hideBySlug(slug), CATALOG);
export const useUnhideEntry = () => useAdminMutation((gameId: number) => adminApi.unhide(gameId), CATALOG);
