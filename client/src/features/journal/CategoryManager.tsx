// Settings' journal categories (/settings#categories): the list with colour swatches and how many entries
// use each, a form to add one, and Edit (rename, recolour) and Delete (its entries move elsewhere) per row.
// Opened at #categories, the section scrolls into view once its list has loaded, and stays there while
// the sections above it load.
import { useState, type FormEvent } from "react";
import { CreateJournalCategorySchema, entryCountText, type JournalCategoryDto } from "@savepoint/common";
import { TextField } from "../../components/ui/Field.tsx";
import { FieldError } from "../../components/ui/FieldError.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { PlusIcon } from "../../components/ui/Icons.tsx";
import { PencilIcon, TrashIcon } from "../../components/ui/IconsMore.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useScrollIntoViewFromHash } from "../../components/ui/useScrollIntoViewFromHash.ts";
import { CategoryColorPicker, colorName } from "./CategoryColorPicker.tsx";
import { DeleteCategoryDialog, EditCategoryDialog } from "./CategoryDialogs.tsx";
import { categoryErrorOf, checkCategory, type CategoryFormErrors } from "./categoryForm.ts";
import { useCreateJournalCategory } from "./mutations.ts";
import { useJournalCategories } from "./queries.ts";

/** The address fragment that opens Settings at this section. */
export const CATEGORIES_ANCHOR = "categories";

type Target = { open: boolean; category: JournalCategoryDto | null };
const closed: Target = { open: false, category: null };

export function CategoryManager() {
  const categories = useJournalCategories();
  const [editing, setEditing] = useState<Target>(closed);
  const [deleting, setDeleting] = useState<Target>(closed);
  const [status, setStatus] = useState<string | null>(null);
  useScrollIntoViewFromHash(CATEGORIES_ANCHOR, !categories.isPending);
  const list = categories.data ?? [];

  return (
    <section id={CATEGORIES_ANCHOR} aria-labelledby="categories-heading" className="card scroll-mt-24 space-y-5">
      <div>
        <h2 id="categories-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Journal Categories
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Sort your journal entries. Renaming a category renames it on every entry that uses it.
        </p>
      </div>
      {categories.isPending ? (
        <Spinner label="Loading categories..." />
      ) : categories.isError ? (
        <LoadError message="Failed to load your categories" onRetry={() => void categories.refetch()} />
      ) : (
        <ul aria-label="Journal categories" className="divide-y divide-slate-200 dark:divide-slate-700">
          {list.map((c) => (
            <li key={c.id} className="flex items-center gap-3 py-2.5">
              <span
                aria-hidden="true"
                className="h-5 w-5 shrink-0 rounded-full border border-slate-300 dark:border-slate-600"
                style={{ backgroundColor: c.color }}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900 dark:text-white">{c.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-300">
                  <span className="sr-only">Colour {colorName(c.color)}, </span>
                  {entryCountText(c.entryCount)}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary px-2.5 py-1.5"
                aria-label={`Edit category ${c.name}`}
                onClick={() => setEditing({ open: true, category: c })}
              >
                <PencilIcon className="h-4 w-4" />
                <span className="hidden sm:inline">Edit</span>
              </button>
              <button
                type="button"
                className="btn-secondary px-2.5 py-1.5"
                aria-label={`Delete category ${c.name}`}
                onClick={() => setDeleting({ open: true, category: c })}
              >
                <TrashIcon className="h-4 w-4" />
                <span className="hidden sm:inline">Delete</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddCategoryForm onAdded={(c) => setStatus(`Added ${c.name}.`)} />
      <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
      <EditCategoryDialog open={editing.open} category={editing.category} onClose={() => setEditing((t) => ({ ...t, open: false }))} onSaved={setStatus} />
      <DeleteCategoryDialog
        open={deleting.open}
        category={deleting.category}
        categories={list}
        onClose={() => setDeleting((t) => ({ ...t, open: false }))}
        onDeleted={setStatus}
      />
    </section>
  );
}

const NEW_COLOR = "#14b8a6";

function AddCategoryForm({ onAdded }: { onAdded: (c: JournalCategoryDto) => void }) {
  const create = useCreateJournalCategory();
  const [name, setName] = useState("");
  const [color, setColor] = useState(NEW_COLOR);
  const [errors, setErrors] = useState<CategoryFormErrors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkCategory(CreateJournalCategorySchema, { name, color });
    if (invalid) return setErrors(invalid);
    setErrors({});
    create.mutate(
      { name, color },
      {
        onSuccess: (c) => {
          setName("");
          setColor(NEW_COLOR);
          onAdded(c);
        },
        onError: (err) => setErrors(categoryErrorOf(err, "Failed to add the category")),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-category-heading"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id="add-category-heading" className="font-semibold text-slate-900 dark:text-white">
        Add a category
      </h3>
      <FormAlert message={errors.form} />
      <TextField label="Category name" name="new-category-name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="off" />
      <div>
        <CategoryColorPicker value={color} onChange={setColor} label="New category's colour" />
        <FieldError id="new-category-color-error" message={errors.color} />
      </div>
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        {create.isPending ? <Spinner size="sm" /> : <PlusIcon className="h-4 w-4" />}
        Add Category
      </button>
    </form>
  );
}
