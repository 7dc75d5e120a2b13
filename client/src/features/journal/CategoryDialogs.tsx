// The category manager's dialogs: Edit Category (rename and recolour; a rename reaches every entry of
// the category) and Delete Category (asks where its entries go: another category, Other by default).
import { useEffect, useState, type FormEvent } from "react";
import { FALLBACK_JOURNAL_CATEGORY, JOURNAL_TEXTS, UpdateJournalCategorySchema, entryCountText, type JournalCategoryDto } from "@savepoint/common";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { TextField, SelectField } from "../../components/ui/Field.tsx";
import { FieldError } from "../../components/ui/FieldError.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { CategoryColorPicker } from "./CategoryColorPicker.tsx";
import { categoryErrorOf, checkCategory, type CategoryFormErrors } from "./categoryForm.ts";
import { useDeleteJournalCategory, useUpdateJournalCategory } from "./mutations.ts";

/** `category` stays set while the dialog animates closed (`open` false). */
export function EditCategoryDialog({
  open,
  category,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: JournalCategoryDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateJournalCategory();
  const [name, setName] = useState("");
  const [color, setColor] = useState("#6b7280");
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  useEffect(() => {
    if (open && category) {
      setName(category.name);
      setColor(category.color);
      setErrors({});
    }
  }, [open, category]);

  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!category) return;
    const invalid = checkCategory(UpdateJournalCategorySchema, { name, color });
    if (invalid) return setErrors(invalid);
    setErrors({});
    update.mutate(
      { id: category.id, body: { name, color } },
      {
        onSuccess: (saved) => {
          onSaved(saved.name === category.name ? `Saved ${saved.name}.` : `Renamed ${category.name} to ${saved.name}.`);
          update.reset();
          onClose();
        },
        onError: (err) => setErrors(categoryErrorOf(err, "Failed to save the category")),
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title="Edit Category" layout="sheet">
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody className="space-y-4">
          <FormAlert message={errors.form} />
          <TextField label="Name" name="edit-category-name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="off" />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Renaming it renames it on every entry that uses it ({entryCountText(category?.entryCount ?? 0)}).
          </p>
          <div>
            <CategoryColorPicker value={color} onChange={setColor} />
            <FieldError id="edit-category-color-error" message={errors.color} />
          </div>
        </ModalBody>
        <FormFooter onCancel={close} submitLabel="Save" submitting={update.isPending} />
      </form>
    </Modal>
  );
}

/** Where a category's entries go by default: Other, unless it is the one deleted; then the first other one. */
function defaultTarget(category: JournalCategoryDto | null, all: readonly JournalCategoryDto[]) {
  const others = all.filter((c) => c.id !== category?.id);
  return (others.find((c) => c.name === FALLBACK_JOURNAL_CATEGORY) ?? others[0])?.id ?? "";
}

export function DeleteCategoryDialog({
  open,
  category,
  categories,
  onClose,
  onDeleted,
}: {
  open: boolean;
  category: JournalCategoryDto | null;
  categories: readonly JournalCategoryDto[];
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const del = useDeleteJournalCategory();
  const [moveTo, setMoveTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const others = categories.filter((c) => c.id !== category?.id);
  useEffect(() => {
    if (open) {
      setMoveTo(defaultTarget(category, categories));
      setError(null);
    }
    // Chosen once per opening: a refetch of the list while it is open keeps the user's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, category]);

  const close = () => {
    del.reset();
    onClose();
  };
  const confirm = () => {
    if (!open || !category) return;
    del.mutate(
      { id: category.id, moveTo: moveTo || undefined },
      {
        onSuccess: (res) => {
          onDeleted(`Deleted ${category.name}; ${entryCountText(res.movedEntries)} moved to ${res.movedTo.name}.`);
          close();
        },
        onError: (err) => setError(categoryErrorOf(err, "Failed to delete the category").form ?? "Failed to delete the category"),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="Delete Category"
      confirmLabel="Delete Category"
      onConfirm={confirm}
      pending={del.isPending}
      error={error}
      confirmDisabled={others.length === 0}
      bodyClassName="space-y-4"
    >
      <p className="text-slate-700 dark:text-slate-200">
        Delete the category <strong className="font-semibold text-slate-900 dark:text-white">{category?.name}</strong>? It is used by{" "}
        {entryCountText(category?.entryCount ?? 0)}.
      </p>
      {others.length > 0 ? (
        <SelectField label="Move its entries to" name="move-to" value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
          {others.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-200">{JOURNAL_TEXTS.lastCategory}.</p>
      )}
    </ConfirmDialog>
  );
}
