// A row of colour swatches as one radio group: arrow keys move, the group is named by its label and
// each swatch by its name (on the radio itself: a visible Label inside would also name the group after
// every swatch). A value matching no option checks none.
import { RadioGroup, Radio } from "@headlessui/react";
import { CheckIcon } from "./IconsMore.tsx";

export interface Swatch<V extends string> {
  value: V;
  name: string;
  /** The CSS colour the swatch shows. */
  fill: string;
}

export function SwatchRadioGroup<V extends string>({
  options,
  value,
  onChange,
  label,
  compact = false,
}: {
  options: readonly Swatch<V>[];
  value: V | "";
  onChange: (v: V) => void;
  label: string;
  /** Smaller swatches in a tighter row (for dialogs). */
  compact?: boolean;
}) {
  return (
    // "" stays controlled and matches no option (undefined would leave the last checked swatch).
    <RadioGroup value={value as V} onChange={onChange} aria-label={label} className={`flex flex-wrap ${compact ? "gap-1" : "gap-3"}`}>
      {options.map((o) => (
        <Radio
          key={o.value}
          value={o.value}
          aria-label={o.name}
          className={`group flex cursor-pointer flex-col items-center gap-1 rounded-lg p-1 focus:outline-none data-[focus]:ring-2 data-[focus]:ring-accent-500 ${compact ? "w-14" : ""}`}
        >
          <span
            aria-hidden="true"
            className={`grid place-items-center rounded-full ring-offset-2 ring-offset-white group-data-[checked]:ring-2 group-data-[checked]:ring-slate-900 dark:ring-offset-slate-800 dark:group-data-[checked]:ring-white ${compact ? "h-8 w-8" : "h-9 w-9"}`}
            style={{ backgroundColor: o.fill }}
          >
            <CheckIcon className={`hidden text-white group-data-[checked]:block ${compact ? "h-4 w-4" : "h-5 w-5"}`} />
          </span>
          <span aria-hidden="true" className="cursor-pointer text-xs text-slate-700 dark:text-slate-200">
            {o.name}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
