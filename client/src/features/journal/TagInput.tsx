// The entry's tags: a tag is added on Enter or the Add button, trimmed; blanks, duplicates (any case),
// over-long tags and a tag past the limit are refused with a note.
import { useId, useState } from "react";
import { CloseIcon } from "../../components/ui/Icons.tsx";
import { FieldError } from "../../components/ui/FieldError.tsx";
import { checkTag } from "./journalForm.ts";

interface TagInputProps {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

export function TagInput({ id, tags, onChange, error }: TagInputProps) {
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  const errorId = `${id}-error`;

  const add = () => {
    const result = checkTag(text, tags);
    if ("tag" in result) {
      onChange([...tags, result.tag]);
      setText("");
      setNote(null);
    } else {
      setNote(result.refused);
      if (result.refused === null) setText("");
    }
  };

  return (
    <div>
      <label htmlFor={id} className="field-label">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          className="field-input"
          value={text}
          placeholder="Add a tag"
          aria-invalid={error ? true : undefined}
          aria-describedby={[note ? noteId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={add}>
          Add
        </button>
      </div>
      {note ? (
        <p id={noteId} role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          {note}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Tags added">
          {tags.map((t) => (
            <li
              key={t}
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-1 pl-2 text-sm text-slate-800 dark:bg-slate-700 dark:text-slate-100"
            >
              <span className="truncate">#{t}</span>
              <button
                type="button"
                className="rounded p-0.5 hover:bg-slate-300/50"
                aria-label={`Remove tag ${t}`}
                onClick={() => onChange(tags.filter((x) => x !== t))}
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
