// A labelled search box with its button: the search runs on Enter or the button, not on each key.
import { useState } from "react";
import { SearchIcon } from "../../components/ui/IconsMore.tsx";

export function SearchForm({ id, label, placeholder, onSearch }: { id: string; label: string; placeholder: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState("");
  return (
    <form
      role="search"
      aria-label={label}
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className="field-input min-w-0 flex-1" placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="submit" className="btn-secondary shrink-0">
        <SearchIcon />
        Search
      </button>
    </form>
  );
}
