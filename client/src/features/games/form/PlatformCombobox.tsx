// The platform field: a combobox over the platform options with free-text filtering. It opens on
// focus and on every click, also a click after a choice (when the field already has focus).
import { useRef, useState } from "react";
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { CheckIcon, ChevronUpDownIcon } from "../../../components/ui/IconsMore.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";

interface PlatformComboboxProps {
  id: string;
  value: string;
  options: string[];
  onChange: (platform: string) => void;
  error?: string;
}

export function PlatformCombobox({ id, value, options, onChange, error }: PlatformComboboxProps) {
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const filtered = q === "" ? options : options.filter((o) => o.toLowerCase().includes(q));
  const errorId = `${id}-error`;
  const button = useRef<HTMLButtonElement>(null);

  return (
    <div>
      <label htmlFor={id} className="field-label">
        Platform
      </label>
      <Combobox
        immediate
        value={value || null}
        onChange={(p: string | null) => {
          if (p) onChange(p);
        }}
        onClose={() => setQuery("")}
      >
        {({ open }) => (
          <>
            <div className="relative">
              <ComboboxInput
                id={id}
                className="field-input pr-10"
                placeholder="Search platforms"
                autoComplete="off"
                displayValue={(p: string | null) => p ?? ""}
                onChange={(e) => setQuery(e.target.value)}
                onClick={() => {
                  if (!open) button.current?.click();
                }}
                onBlur={() => {
                  // A typed name that matches one option exactly is taken as chosen.
                  const exact = options.find((o) => o.toLowerCase() === q);
                  if (exact && exact !== value) onChange(exact);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <ComboboxButton
                ref={button}
                className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-2.5 text-slate-600 dark:text-slate-300"
                aria-label="Show platforms"
              >
                <ChevronUpDownIcon className="h-5 w-5" />
              </ComboboxButton>
            </div>
            <ComboboxOptions
              anchor="bottom start"
              modal={false}
              className="z-[60] mt-1 max-h-64 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg empty:invisible focus:outline-none dark:border-slate-700 dark:bg-slate-800"
            >
              {filtered.length === 0 ? (
                <ComboboxOption value={null} disabled className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
                  No platforms found
                </ComboboxOption>
              ) : (
                filtered.map((p) => (
                  <ComboboxOption
                    key={p}
                    value={p}
                    className="group flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-slate-800 select-none data-[focus]:bg-accent-100 data-[focus]:text-accent-800 dark:text-slate-100 dark:data-[focus]:bg-slate-700 dark:data-[focus]:text-white"
                  >
                    <span className="truncate">{p}</span>
                    <CheckIcon className="invisible h-4 w-4 shrink-0 group-data-[selected]:visible" />
                  </ComboboxOption>
                ))
              )}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
