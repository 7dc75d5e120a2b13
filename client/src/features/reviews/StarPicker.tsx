// The review's 10-star rating input: a radio group of native radios, so arrow keys move and choose
// (Left/Up lower, Right/Down raise, as in any radio group), Tab enters at the chosen star, and a tap on a star chooses it.
import { useId } from "react";
import { RATING_MAX } from "@savepoint/common";
import { StarIcon } from "../../components/ui/Icons.tsx";

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function StarPicker({
  value,
  onChange,
  label = "Rating",
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  label?: string;
  error?: string;
}) {
  const name = useId();
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  return (
    <div>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="flex flex-wrap items-center">
        {STARS.map((n) => (
          <label key={n} className="group relative cursor-pointer p-1 sm:p-0.5">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={n === 1 ? "1 star" : `${n} stars`}
              className="peer sr-only"
            />
            <span className="block rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-accent-700 dark:peer-focus-visible:outline-accent-300">
              <StarIcon
                className={`h-6 w-6 ${n <= value ? "text-amber-500 dark:text-amber-400" : "text-slate-400 group-hover:text-amber-300 dark:text-slate-500"}`}
              />
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm font-medium text-slate-700 dark:text-slate-200" aria-hidden="true">
          ({value}/{RATING_MAX})
        </span>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
