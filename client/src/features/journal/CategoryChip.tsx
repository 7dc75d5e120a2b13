// A category's name with its colour as a dot; a category the account does not have shows in grey.
import { categoryColor } from "./format.ts";

export function CategoryChip({ name, color }: { name: string; color?: string | null }) {
  const c = categoryColor(color);
  return (
    <span
      className="inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-slate-800 dark:text-slate-100"
      style={{ borderColor: c, backgroundColor: `${c}1f` }}
    >
      <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: c }} />
      <span className="truncate">{name}</span>
    </span>
  );
}
