// A category's colour: a named palette as swatches, and a custom colour for any other "#rrggbb". A
// colour outside the palette checks no swatch.
import { useId } from "react";
import { DEFAULT_JOURNAL_CATEGORIES } from "@savepoint/common";
import { SwatchRadioGroup } from "../../components/ui/SwatchRadioGroup.tsx";

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

const SWATCHES = CATEGORY_PALETTE.map((p) => ({ value: p.color, name: p.name, fill: p.color }));

/** The palette's name of a colour, or the colour itself. */
export const colorName = (color: string) => CATEGORY_PALETTE.find((p) => p.color === color.toLowerCase())?.name ?? color.toLowerCase();

export function CategoryColorPicker({ value, onChange, label = "Colour" }: { value: string; onChange: (color: string) => void; label?: string }) {
  const customId = useId();
  const inPalette = CATEGORY_PALETTE.some((p) => p.color === value.toLowerCase());
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      <SwatchRadioGroup compact options={SWATCHES} value={inPalette ? value.toLowerCase() : ""} onChange={onChange} label={label} />
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
