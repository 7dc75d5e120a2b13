import { RadioGroup, Radio } from "@headlessui/react";
import type { AccentColor } from "@savepoint/common";
import { CheckIcon } from "./Icons.tsx";

/** Swatch fills (the 600 shade of each accent) so the picker shows every colour at once. */
const SWATCH: Record<AccentColor, string> = {
  indigo: "#4f46e5",
  blue: "#2563eb",
  green: "#16a34a",
  purple: "#9333ea",
  pink: "#db2777",
  red: "#dc2626",
  orange: "#ea580c",
  yellow: "#ca8a04",
  emerald: "#059669",
  amber: "#d97706",
};

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function ColorSwatches<C extends AccentColor>({
  colors,
  value,
  onChange,
  label,
}: {
  colors: readonly C[];
  value: C;
  onChange: (c: C) => void;
  label: string;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={label} className="flex flex-wrap gap-3">
      {colors.map((c) => (
        <Radio
          key={c}
          value={c}
          aria-label={cap(c)}
          className="group flex cursor-pointer flex-col items-center gap-1 rounded-lg p-1"
        >
          <span
            className="grid h-9 w-9 place-items-center rounded-full ring-offset-2 ring-offset-white group-data-[checked]:ring-2 group-data-[checked]:ring-slate-900 dark:ring-offset-slate-800 dark:group-data-[checked]:ring-white"
            style={{ backgroundColor: SWATCH[c] }}
          >
            <CheckIcon className="hidden h-5 w-5 text-white group-data-[checked]:block" />
          </span>
          {/* Named by aria-label: a Label here would also name the whole group after every swatch. */}
          <span aria-hidden="true" className="cursor-pointer text-xs text-slate-700 dark:text-slate-200">
            {cap(c)}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
