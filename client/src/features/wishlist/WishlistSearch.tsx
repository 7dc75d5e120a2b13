// The wishlist's own catalog search: each result has 'Add to wishlist' (or says it is on the list), and
// a title the catalog does not know can be added with its platform.
import { useId, useState, type FormEvent } from "react";
import { SEARCH_DEBOUNCE_MS, SEARCH_EXACT_MIN_CHARS } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";
import { TextField } from "../../components/ui/Field.tsx";
import { SearchIcon } from "../../components/ui/IconsMore.tsx";
import { useDebouncedValue } from "../../hooks/useDebouncedValue.ts";
import { useCatalogSearch } from "../catalog/index.ts";
import { GameCover } from "../games/index.ts";
import { AddToWishlistButton } from "./AddToWishlistButton.tsx";
import { useAddWish } from "./queries.ts";

export function WishlistSearch() {
  const id = useId();
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = debounced.length >= SEARCH_EXACT_MIN_CHARS;
  const search = useCatalogSearch(debounced, searchable);
  const results = searchable && !search.isError ? (search.data ?? []) : [];
  return (
    <section aria-labelledby={`${id}-h`} className="card space-y-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900 dark:text-white">
        Add a game
      </h2>
      <div>
        <label htmlFor={`${id}-q`} className="field-label">
          Search the catalog
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input id={`${id}-q`} type="search" className="field-input pl-10" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
        </div>
      </div>
      {search.isError && searchable ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Failed to search games. Please try again.
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul aria-label="Search results" className="divide-y divide-slate-200 dark:divide-slate-700">
          {results.map((r) => (
            <li key={r.slug} className="flex flex-wrap items-center gap-3 py-2">
              <GameCover src={r.imageUrl} className="h-14 w-10 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1 text-slate-900 dark:text-slate-100">
                {r.title}
                {r.year ? <span className="ml-1 text-sm text-slate-600 dark:text-slate-300">({r.year})</span> : null}
              </span>
              <AddToWishlistButton game={r} className="btn-secondary px-3" />
            </li>
          ))}
        </ul>
      ) : searchable && search.isSuccess && !search.isPlaceholderData ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No games found. Add it by its title below.</p>
      ) : null}
      <OwnTitleForm />
    </section>
  );
}

/** A game the catalog does not know, by its title and the platform it is wanted on. */
function OwnTitleForm() {
  const id = useId();
  const add = useAddWish();
  const [title, setTitle] = useState("");
  const [platform, setPlatform] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { title, platform },
      {
        onSuccess: () => {
          setTitle("");
          setPlatform("");
        },
      },
    );
  };
  const issues = add.error instanceof ApiError ? add.error.issues : [];
  const issue = (field: string) => issues.find((i) => i.path === field)?.message;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">Not in the catalog? Add it by its title</summary>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <TextField
          id={`${id}-t`}
          label="Title"
          wrapperClassName="min-w-0 flex-1"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={issue("title")}
        />
        <TextField
          id={`${id}-p`}
          label="Platform"
          wrapperClassName="w-40"
          value={platform}
          onChange={(e) => setPlatform(e.target.value)}
          error={issue("platform")}
        />
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          Add to wishlist
        </button>
        {add.isError ? (
          <p role="alert" className="w-full text-red-700 dark:text-red-300">
            {issues.length > 0 ? "Check the fields above." : add.error.message}
          </p>
        ) : null}
      </form>
    </details>
  );
}
