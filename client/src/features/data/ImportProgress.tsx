// A run being applied in the background: a progress bar (games written of the games to write), read
// again once a second until the run is applied or failed. Leaving the page does not stop the run, and
// coming back shows where it is (the runs list renders one of these for each run still going).
import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { IMPORT_SOURCE_LABELS, type ImportRunDto } from "@savepoint/common";
import { dataApi, dataKeys } from "./api.ts";

export const IMPORT_POLL_MS = 1000;
export const isGoing = (r: ImportRunDto) => r.state === "queued" || r.state === "running";
const count = (n: number) => n.toLocaleString("en-US");
/** A run as the page names it: where from, and the file. */
export const runName = (r: ImportRunDto) => `${IMPORT_SOURCE_LABELS[r.source]}${r.fileName ? `, ${r.fileName}` : ""}`;

/** What a run that ended did, as the page announces it. */
export const outcomeText = (r: ImportRunDto) =>
  r.state === "failed"
    ? `The import failed and nothing of it was kept: ${r.error ?? "unknown error"}`
    : `Imported: ${r.counts.add} added, ${r.counts.update} updated, ${r.counts.unchanged} unchanged,${r.counts.wishlist > 0 ? ` ${r.counts.wishlist} to your wishlist,` : ""} ${r.counts.skipped} skipped.`;

export function ImportProgressBar({ run, name }: { run: ImportRunDto; name: string }) {
  const { done, total } = run.progress;
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = run.state === "queued" ? "Waiting to start" : `${count(done)} of ${count(total)} games imported`;
  return (
    <div className="mt-2 space-y-1">
      <div
        role="progressbar"
        aria-label={`Importing ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-accent-700 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {text} ({pct}%). You can leave this page: the import goes on.
      </p>
    </div>
  );
}

/** A run still going: polled by id until it ends, then `onEnded` with the run as it ended. */
export function LiveImport({ run, name, onEnded }: { run: ImportRunDto; name: string; onEnded: (r: ImportRunDto) => void }) {
  const live = useQuery({
    queryKey: dataKeys.run(run.id),
    queryFn: ({ signal }) => dataApi.run(run.id, signal),
    initialData: run,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data && !isGoing(q.state.data) ? false : IMPORT_POLL_MS),
  });
  const current = live.data;
  const told = useRef(false);
  useEffect(() => {
    if (isGoing(current) || told.current) return;
    told.current = true;
    onEnded(current);
  }, [current, onEnded]);
  return <ImportProgressBar run={current} name={name} />;
}
