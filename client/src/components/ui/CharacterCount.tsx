// The 'n/max characters' line under a field with a length limit (a review, a journal entry, a bio). Past
// the limit it says so in words as it happens ('100 characters over the limit'), not only in colour,
// and the field it counts is marked aria-invalid (overLimitProps), before Save is ever pressed.
import { countOf } from "@savepoint/common";

export interface CharacterCountProps {
  /** The counter's id: the field names it in aria-describedby. */
  id: string;
  length: number;
  max: number;
}

/** What the counter says: '25/2000 characters', or '2100/2000 characters: 100 characters over the limit'. */
export function characterCountText(length: number, max: number): string {
  const base = `${length}/${max} characters`;
  return length > max ? `${base}: ${countOf(length - max, "character")} over the limit` : base;
}

/** The props that mark a field over its limit (`aria-invalid`), unless it already shows an error of its own. */
export function overLimitProps(length: number, max: number): { "aria-invalid"?: true } {
  return length > max ? { "aria-invalid": true } : {};
}

export function CharacterCount({ id, length, max }: CharacterCountProps) {
  const over = length > max;
  return (
    <>
      <p id={id} className={`mt-1 text-right text-xs ${over ? "font-semibold text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-300"}`}>
        {over ? <span aria-hidden="true">⚠ </span> : null}
        {characterCountText(length, max)}
      </p>
      {/* Said once as the limit is crossed, not at every key (a live region, not a second status of the form). */}
      <span aria-live="polite" className="sr-only">
        {over ? `Over the limit of ${countOf(max, "character")}.` : ""}
      </span>
    </>
  );
}
