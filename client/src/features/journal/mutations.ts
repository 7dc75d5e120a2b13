// The journal's mutations. Any write refreshes everything under ["journal"]: an entry changes the lists,
// the facets, the game cards and the summaries; a category rename or delete changes the entries using it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateJournalCategoryInput, CreateJournalEntryInput, UpdateJournalCategoryInput, UpdateJournalEntryInput } from "@savepoint/common";
import { journalApi } from "./api.ts";
import { journalKeys } from "./keys.ts";

function useJournalMutation<V, R>(call: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => qc.invalidateQueries({ queryKey: journalKeys.all }) });
}

/** `mutate(body)`: without a gameId (or with null) a general entry. */
export const useCreateJournalEntry = () => useJournalMutation((body: CreateJournalEntryInput) => journalApi.create(body));
export const useUpdateJournalEntry = () => useJournalMutation(({ id, body }: { id: string; body: UpdateJournalEntryInput }) => journalApi.update(id, body));
/** `mutate(entryId)`. */
export const useDeleteJournalEntry = () => useJournalMutation((id: string) => journalApi.remove(id));
export const useCreateJournalCategory = () => useJournalMutation((body: CreateJournalCategoryInput) => journalApi.createCategory(body));
/** A rename carries every entry of the category with it. */
export const useUpdateJournalCategory = () =>
  useJournalMutation(({ id, body }: { id: string; body: UpdateJournalCategoryInput }) => journalApi.updateCategory(id, body));
/** Its entries move to `moveTo` (another category's id; Other when absent). */
export const useDeleteJournalCategory = () => useJournalMutation(({ id, moveTo }: { id: string; moveTo?: string }) => journalApi.deleteCategory(id, moveTo));
