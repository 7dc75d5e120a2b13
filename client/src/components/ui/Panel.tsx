import type { ReactNode } from "react";

/**
 * A titled card section: its h2 names the section for assistive technology (the id is derived from
 * the title unless given), an optional action sits at the heading's right. `className` sets the
 * padding and anything else the card needs.
 */
export function Panel({
  title,
  children,
  action,
  id,
  className = "p-4 sm:p-5",
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id?: string;
  className?: string;
}) {
  const headingId = id ?? `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className={`card ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
