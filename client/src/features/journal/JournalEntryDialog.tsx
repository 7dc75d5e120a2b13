/**
 * The journal entry dialog: 'New Journal Entry' or 'Edit Entry'.
 *
 * Props:
 * - open, onClose: as every dialog. Keep `entry` set while it closes, so its title stays.
 * - mode: "game" | "general" — a game entry (a game is required) or a general one (no game). Editing
 *   follows the entry: an entry with a game is in game mode.
 * - entry?: JournalEntryDto | null — edit this entry (its game cannot change).
 * - gameId?: string | null — write about this library game (game mode; the selector shows it, fixed).
 * - onSaved?: (entry) => void — after a save (the journal's caches are refreshed already).
 * The game selector is disabled when editing, in general mode, or when a game is preselected.
 * A successful save closes the dialog; a failed one shows 'Failed to add journal entry' or
 * 'Failed to update journal entry' (and the server's field messages beside their fields).
 */
import { CharacterCount, overLimitProps } from "../../components/ui/CharacterCount.tsx";
import { itemKey } from "../../components/ui/dialogItem.ts";
import { dialogSaved } from "../../components/ui/dialogReturn.ts";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  DEFAULT_JOURNAL_CATEGORY,
  JOURNAL_CONTENT_MAX,
  JOURNAL_TEXTS,
  type JournalCategoryDto,
  type JournalEntryDto,
  type LibraryGameSummary,
} from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { SelectField, TextAreaField, TextField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { gamePickerLabels } from "../games/index.ts";
import { today } from "./format.ts";
import { initialValues, journalFormResolver, type JournalDialogMode, type JournalFormOutput, type JournalFormValues } from "./journalForm.ts";
import { useCreateJournalEntry, useUpdateJournalEntry } from "./mutations.ts";
import { useJournalCategories, useJournalLibrary } from "./queries.ts";
import { TagInput } from "./TagInput.tsx";

export interface JournalEntryDialogProps {
  open: boolean;
  onClose: () => void;
  mode: JournalDialogMode;
  entry?: JournalEntryDto | null;
  gameId?: string | null;
  onSaved?: (entry: JournalEntryDto) => void;
}

export function JournalEntryDialog({ open, onClose, mode, entry = null, gameId = null, onSaved }: JournalEntryDialogProps) {
  const actualMode: JournalDialogMode = entry ? (entry.gameId ? "game" : "general") : mode;
  const categories = useJournalCategories(open);
  const library = useJournalLibrary(open && actualMode === "game");
  const ready = categories.data && (actualMode === "general" || library.data);
  const failed = categories.isError || library.isError;
  return (
    <Modal open={open} onClose={onClose} title={entry ? JOURNAL_TEXTS.editEntry : JOURNAL_TEXTS.newEntry} layout="sheet" width="sm:max-w-xl">
      {ready ? (
        <EntryForm
          key={entry?.id ?? `new-${actualMode}-${gameId ?? ""}`}
          mode={actualMode}
          entry={entry}
          gameId={entry?.gameId ?? gameId}
          categories={categories.data}
          games={library.data ?? []}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <>
          <ModalBody>
            {failed ? (
              <p role="alert" className="text-red-700 dark:text-red-300">
                Failed to load the form. Close it and try again.
              </p>
            ) : (
              <div className="py-8 text-center text-slate-600 dark:text-slate-300">
                <Spinner label="Loading..." />
              </div>
            )}
          </ModalBody>
          <FormFooter onCancel={onClose} />
        </>
      )}
    </Modal>
  );
}

interface EntryFormProps {
  mode: JournalDialogMode;
  entry: JournalEntryDto | null;
  gameId: string | null;
  categories: JournalCategoryDto[];
  games: LibraryGameSummary[];
  onClose: () => void;
  onSaved?: (entry: JournalEntryDto) => void;
}

const FIELDS = ["gameId", "title", "content", "category", "date", "tags"] as const;

/**
 * The game choices: the library by title (copies told apart: gamePickerLabels), plus the edited entry's
 * game should the library lack it.
 */
function gameChoices(games: LibraryGameSummary[], entry: JournalEntryDto | null) {
  const labels = gamePickerLabels(games);
  const list = games.map((g) => ({ id: g.id, label: labels.get(g.id)! })).sort((a, b) => a.label.localeCompare(b.label));
  if (entry?.gameId && !list.some((g) => g.id === entry.gameId)) list.unshift({ id: entry.gameId, label: entry.gameTitle ?? "" });
  return list;
}

function EntryForm({ mode, entry, gameId, categories, games, onClose, onSaved }: EntryFormProps) {
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const [formError, setFormError] = useState<string | null>(null);
  const names = categories.map((c) => c.name);
  const defaultCategory = names.includes(DEFAULT_JOURNAL_CATEGORY) ? DEFAULT_JOURNAL_CATEGORY : (names[0] ?? "");
  const form = useForm<JournalFormValues, unknown, JournalFormOutput>({
    resolver: journalFormResolver(mode),
    defaultValues: initialValues(entry, gameId, defaultCategory, today()),
  });
  const {
    register,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const choices = useMemo(() => gameChoices(games, entry), [games, entry]);
  const content = form.watch("content") ?? "";
  const gameFixed = entry !== null || mode === "general" || gameId !== null;
  const categoryNames = entry && !names.includes(entry.category) ? [entry.category, ...names] : names;

  const submit = form.handleSubmit(async (out) => {
    setFormError(null);
    const fields = { title: out.title, content: out.content, category: out.category, date: out.date, tags: out.tags };
    try {
      const saved = entry ? await update.mutateAsync({ id: entry.id, body: fields }) : await create.mutateAsync({ ...fields, gameId: out.gameId });
      onSaved?.(saved);
      dialogSaved({ say: entry ? "The journal entry was saved." : "The journal entry was added.", item: itemKey("entry", saved.id) });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) applyIssues(err, setError, FIELDS);
      setFormError(entry ? JOURNAL_TEXTS.updateFailed : JOURNAL_TEXTS.addFailed);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting}>
      <ModalBody className="space-y-4">
        <FormAlert message={formError} />
        {gameFixed ? (
          <SelectField id="journal-game" label="Game" value={form.getValues("gameId")} disabled onChange={() => undefined}>
            {mode === "general" ? <option value="">No game (general entry)</option> : null}
            {choices.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField id="journal-game" label="Game" error={errors.gameId?.message} {...register("gameId")}>
            <option value="">Select a game...</option>
            {choices.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </SelectField>
        )}
        <TextField id="journal-title" label="Title" placeholder={JOURNAL_TEXTS.untitled} error={errors.title?.message} {...register("title")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="journal-category" label="Category" error={errors.category?.message} {...register("category")}>
            {categoryNames.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField id="journal-date" label="Date" type="date" error={errors.date?.message} {...register("date")} />
        </div>
        <div>
          <TextAreaField
            id="journal-content"
            label="Content"
            rows={7}
            error={errors.content?.message}
            aria-describedby={errors.content ? "journal-content-error journal-content-count" : "journal-content-count"}
            {...overLimitProps(content.length, JOURNAL_CONTENT_MAX)}
            {...register("content")}
          />
          <CharacterCount id="journal-content-count" length={content.length} max={JOURNAL_CONTENT_MAX} />
        </div>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => <TagInput id="journal-tags" tags={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </ModalBody>
      <FormFooter onCancel={onClose} submitLabel={entry ? "Update Entry" : "Save Entry"} submitting={isSubmitting} />
    </form>
  );
}
