// "Choose favourites": my library with a search box and a checkbox per game, up to FAVOURITES_MAX
// chosen. The games already chosen keep their order and new ones join at the end; Save replaces the
// whole list. Fetched the first time the dialog opens (Favourites.tsx), with the library it lists.
import { itemKey } from "../../components/ui/dialogItem.ts";
import { dialogSaved } from "../../components/ui/dialogReturn.ts";
import { useMemo, useState, type FormEvent } from "react";
import { FAVOURITES_MAX, type LibraryGameSummary, type MyFavourite } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { GameCover, gamePickerLabels } from "../games/index.ts";
import { useSetFavourites } from "./mutations.ts";
import { useLibraryForFavourites } from "./queries.ts";

/** The games listed at once; a search finds the others (a library of thousands stays one quick list). */
export const PICKER_SHOWN = 60;

const byTitle = (a: LibraryGameSummary, b: LibraryGameSummary) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);

export function FavouritesPicker({ open, onClose, current }: { open: boolean; onClose: () => void; current: MyFavourite[] }) {
  const library = useLibraryForFavourites(open);
  const save = useSetFavourites();
  const [chosen, setChosen] = useState<string[]>(() => current.map((f) => f.gameId));
  const [query, setQuery] = useState("");
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the favourites as they are.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChosen(current.map((f) => f.gameId));
      setQuery("");
      save.reset();
    }
  }

  const games = useMemo(() => [...(library.data ?? [])].sort(byTitle), [library.data]);
  const labels = useMemo(() => gamePickerLabels(games), [games]);
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle ? games.filter((g) => labels.get(g.id)!.toLocaleLowerCase().includes(needle)) : games;
  const shown = matches.slice(0, PICKER_SHOWN);
  const full = chosen.length >= FAVOURITES_MAX;

  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < FAVOURITES_MAX ? [...c, id] : c));

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => {
        dialogSaved({ say: "Your favourites were saved.", item: itemKey("favourites", "choose") });
        onClose();
      },
    });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      layout="sheet"
      title="Choose favourites"
      description={`Pick up to ${FAVOURITES_MAX} games from your library. New picks join the end; reorder them on your profile.`}
    >
      <form onSubmit={submit} aria-label="Choose favourites" className="flex min-h-0 flex-1 flex-col">
        <ModalBody className="space-y-3">
          <FormAlert message={save.isError ? "Could not save your favourites. Please try again." : null} />
          <div>
            <label htmlFor="favourites-search" className="field-label">
              Search your library
            </label>
            <input
              id="favourites-search"
              type="search"
              className="field-input"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
              disabled={!library.isSuccess}
            />
          </div>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
            {chosen.length} of {FAVOURITES_MAX} chosen{full ? " (the most you can pick)" : ""}
          </p>
          {library.isPending ? (
            <Spinner label="Loading your library..." />
          ) : library.isError ? (
            <FormAlert message="Could not load your library." />
          ) : games.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Your library is empty: add games first, then pick your favourites.</p>
          ) : (
            <fieldset>
              <legend className="sr-only">Your games</legend>
              {matches.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">No games match “{query.trim()}”.</p> : null}
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {shown.map((g) => {
                  const on = chosen.includes(g.id);
                  const place = chosen.indexOf(g.id) + 1;
                  return (
                    <li key={g.id}>
                      <label className="flex cursor-pointer items-center gap-3 py-2 text-sm text-slate-900 dark:text-white">
                        <input
                          type="checkbox"
                          className="h-4 w-4 shrink-0 accent-accent-600"
                          checked={on}
                          disabled={!on && full}
                          onChange={() => toggle(g.id)}
                        />
                        <GameCover src={g.imageUrl} className="aspect-[3/4] w-8 shrink-0 rounded" />
                        <span className="min-w-0 flex-1 break-words">{labels.get(g.id)}</span>
                        {on ? <span className="shrink-0 text-xs font-semibold text-slate-600 dark:text-slate-300">#{place}</span> : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
              {matches.length > shown.length ? (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                  Showing {shown.length} of {matches.length} games: search to find the others.
                </p>
              ) : null}
            </fieldset>
          )}
        </ModalBody>
        <FormFooter onCancel={onClose} submitLabel="Save favourites" submitting={save.isPending} disabled={!library.isSuccess} />
      </form>
    </Modal>
  );
}
