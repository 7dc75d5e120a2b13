import type { ReactNode } from "react";

/** One titled group of the game form, laid out in two columns from the sm breakpoint. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
