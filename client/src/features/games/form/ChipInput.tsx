// A list of short labels edited as chips: a label is added on Enter, comma or blur; blanks and
// case-insensitive duplicates are refused. Backspace in an empty input removes the last chip.
import { useId, useState, type KeyboardEvent } from "react";
import { CloseIcon } from "../../../components/ui/Icons.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";

interface ChipInputProps {
  id: string;
  label: string;
  /** Singular noun for messages and remove buttons ("genre", "tag"). */
  noun: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  error?: string;
  maxChars?: number;
  prefix?: string;
}

export function ChipInput({ id, label, noun, values, onChange, placeholder, error, maxChars, prefix = "" }: ChipInputProps) {
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const hintId = useId();
  const helpId = useId();
  const errorId = `${id}-error`;

  /** Adds each comma-separated part of `raw`; returns whether anything was refused. */
  const add = (raw: string) => {
    const parts = raw.split(",").map((s) => s.trim());
    const next = [...values];
    let refused: string | null = null;
    for (const p of parts) {
      if (p === "") continue;
      if (next.some((v) => v.toLowerCase() === p.toLowerCase())) {
        refused = `${p} is already added`;
        continue;
      }
      next.push(p);
    }
    if (next.length !== values.length) onChange(next);
    setNotice(refused);
    setText("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(text);
    } else if (e.key === "Backspace" && text === "" && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const describedBy = [helpId, error ? errorId : null, notice ? hintId : null].filter(Boolean).join(" ");

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div
        className={`flex min-h-[42px] flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 focus-within:border-accent-500 focus-within:ring-2 focus-within:ring-accent-500/40 dark:bg-slate-800 ${
          error ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-600"
        }`}
      >
        {values.length > 0 ? (
          <ul className="contents" aria-label={`${label} added`}>
            {values.map((v, i) => (
              <li
                key={`${v}-${i}`}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-accent-100 py-0.5 pl-2 pr-1 text-sm text-accent-800 dark:bg-slate-700 dark:text-accent-300"
              >
                <span className="truncate">
                  {prefix}
                  {v}
                </span>
                <button
                  type="button"
                  onClick={() => onChange(values.filter((_, j) => j !== i))}
                  className="rounded p-0.5 hover:bg-accent-300/40"
                  aria-label={`Remove ${noun} ${v}`}
                >
                  <CloseIcon className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          type="text"
          value={text}
          maxLength={maxChars}
          placeholder={values.length ? undefined : placeholder}
          onChange={(e) => {
            const v = e.target.value;
            if (v.includes(",")) {
              add(v);
            } else {
              setText(v);
              setNotice(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim() !== "") add(text);
            else setText("");
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-[8rem] flex-1 border-0 bg-transparent px-1 py-1 text-slate-900 placeholder-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder-slate-400"
        />
      </div>
      <p id={helpId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Press Enter or comma to add.
      </p>
      {notice ? (
        <p id={hintId} role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          {notice}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
