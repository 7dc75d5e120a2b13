// The rows of an import preview that match more than one copy of a game in the library: for each, the
// player picks the copy it updates, or none. Each starts at the preview's default (the copy whose status
// agrees with the row, else none); only the rows the player changed are sent with the import.
import { useId } from "react";
import type { ImportRowDto } from "@savepoint/common";
import { gamePickerLabels } from "../games/index.ts";

/** The player's choice by row line: a copy's id, or null for none. */
export type CopyChoices = Record<number, string | null>;

export const NO_COPY = "None: do not import this row";

export function CopyChoicesField({ rows, value, onChange }: { rows: ImportRowDto[]; value: CopyChoices; onChange: (next: CopyChoices) => void }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-slate-900 dark:text-white">Rows that match more than one copy of a game</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">Choose the copy each row updates; the others are left as they are.</p>
      {rows.map((r) => {
        const labels = gamePickerLabels(r.copies ?? []);
        const chosen = r.line in value ? value[r.line] : r.copyId;
        return (
          <div key={r.line} className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={`${id}-${r.line}`} className="text-slate-900 dark:text-white">
              Row {r.line}: {r.title}
            </label>
            <select
              id={`${id}-${r.line}`}
              className="field-input w-auto"
              value={chosen ?? ""}
              onChange={(e) => {
                const next = e.target.value === "" ? null : e.target.value;
                const { [r.line]: _old, ...rest } = value;
                onChange(next === r.copyId ? rest : { ...rest, [r.line]: next });
              }}
            >
              {(r.copies ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {labels.get(c.id)}
                </option>
              ))}
              <option value="">{NO_COPY}</option>
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The choices as the apply request sends them. */
export const choicesBody = (value: CopyChoices) => Object.entries(value).map(([line, gameId]) => ({ line: Number(line), gameId }));
