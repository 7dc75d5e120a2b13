// A category's colour: a named palette as radio buttons (arrow keys move; each swatch is named by its
// colour, on the radio itself so the group keeps its own name), and a custom colour for any other
// "#rrggbb". A colour outside the palette checks no swatch.
import { Radio, RadioGroup } from "@headlessui/react";
import { useId } from "react";
import { DEFAULT_JOURNAL_CATEGORIES } from "@savepoint/common";
import { CheckIcon } from "../../components/ui/Icons.tsx";

const DEFAULT_NAMES = ["Blue", "Green", "Purple", "Yellow", "Red", "Orange", "Grey"] as const;

/** The seven starting categories' colours, then a few more. */
export const CATEGORY_PALETTE: readonly { name: string; color: string }[] = [
  ...DEFAULT_JOURNAL_CATEGORIES.map((c, i) => ({ name: DEFAULT_NAMES[i] ?? c.name, color: c.color })),
  { name: "Teal", color: "#14b8a6" },
  { name: "Sky", color: "#0ea5e9" },
  { name: "Indigo", color: "#6366f1" },
  { name: "Pink", color: "#ec4899" },
  { name: "Brown", color: "#92400e" },
];

/** The palette's name of a colour, or the colour itself. */
export const colorName = (color: string) => CATEGORY_PALETTE.find((p) => p.color === color.toLowerCase())?.name ?? color.toLowerCase();

export function CategoryColorPicker({ value, onChange, label = "Colour" }: { value: string; onChange: (color: string) => void; label?: string }) {
  const customId = useId();
  const inPalette = CATEGORY_PALETTE.some((p) => p.color === value.toLowerCase());
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      <RadioGroup value={inPalette ? value.toLowerCase() : ""} onChange={(c: string) => onChange(c)} aria-label={label} className="flex flex-wrap gap-1">
        {CATEGORY_PALETTE.map((p) => (
          <Radio key={p.color} value={p.color} aria-label={p.name} className="group flex w-14 cursor-pointer flex-col items-center gap-1 rounded-lg p-1 focus:outline-none data-[focus]:ring-2 data-[focus]:ring-accent-500">
            <span
              aria-hidden="true"
              className="grid h-8 w-8 place-items-center rounded-full ring-offset-2 ring-offset-white group-data-[checked]:ring-2 group-data-[checked]:ring-slate-900 dark:ring-offset-slate-800 dark:group-data-[checked]:ring-white"
              style={{ backgroundColor: p.color }}
            >
              <CheckIcon className="hidden h-4 w-4 text-white group-data-[checked]:block" />
            </span>
            <span aria-hidden="true" className="cursor-pointer text-xs text-slate-700 dark:text-slate-200">
              {p.name}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <div className="mt-2 flex items-center gap-2">
        <input
          id={customId}
          type="color"
          value={value.toLowerCase()}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5 dark:border-slate-600 dark:bg-slate-800"
        />
        <label htmlFor={customId} className="text-sm text-slate-700 dark:text-slate-200">
          Custom colour{inPalette ? "" : ` (${value.toLowerCase()})`}
        </label>
      </div>
    </fieldset>
  );
}
