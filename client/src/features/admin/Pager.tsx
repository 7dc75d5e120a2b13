// A numbered list's pager: 'Page 2 of 5' between Previous and Next (each disabled at its end).
import type { NumberedPage } from "@savepoint/common";

export function Pager({ data, onPage, label }: { data: NumberedPage<unknown>; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <button type="button" className="btn-secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
        Previous
      </button>
      <span className="text-sm text-slate-600 dark:text-slate-300">
        Page {data.page} of {pages}
      </span>
      <button type="button" className="btn-secondary" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
        Next
      </button>
    </nav>
  );
}
