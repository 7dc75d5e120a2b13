// A row of toggle buttons: 'All' plus each value present; the chosen one is pressed.
interface FilterButtonsProps {
  /** The group's name for screen readers ('Filter by category'). */
  label: string;
  values: string[];
  /** null: All. */
  chosen: string | null;
  onChoose: (value: string | null) => void;
  /** How a value reads ('#tag'). */
  display?: (value: string) => string;
}

const base = "rounded-full border px-3 py-1 text-sm font-medium transition";
const pressed = "border-accent-700 bg-accent-700 text-white dark:border-accent-400 dark:bg-accent-400 dark:text-slate-950";
const idle = "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";

export function FilterButtons({ label, values, chosen, onChoose, display = (v) => v }: FilterButtonsProps) {
  const option = (value: string | null, text: string) => (
    <li key={value ?? "\u0000all"}>
      <button type="button" aria-pressed={chosen === value} className={`${base} ${chosen === value ? pressed : idle}`} onClick={() => onChoose(value)}>
        {text}
      </button>
    </li>
  );
  return (
    <div role="group" aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {option(null, "All")}
        {values.map((v) => option(v, display(v)))}
      </ul>
    </div>
  );
}
