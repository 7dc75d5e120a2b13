// The import runs, newest first: what each did, Undo for an applied one, Import for a preview left
// before it was imported, the progress of one being applied (and what it did once it ends).
import { useCallback, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ImportRunDto } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { dataApi, dataKeys } from "./api.ts";
import { LiveImport, outcomeText, runName } from "./ImportProgress.tsx";
import { ImportCountsLine, RejectedList } from "./ImportRunView.tsx";

const STATE_LABELS = {
  preview: "Not imported yet",
  queued: "Waiting to start",
  running: "Importing",
  applied: "Imported",
  failed: "Failed",
  undone: "Undone",
} as const;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** `followed`: a run the page follows itself (its progress is shown there, not twice). */
export function ImportRuns({ onChanged, followed = null }: { onChanged: () => void; followed?: string | null }) {
  const runs = useQuery({ queryKey: dataKeys.runs(), queryFn: ({ signal }) => dataApi.runs(signal) });
  const [status, setStatus] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ run, action }: { run: ImportRunDto; action: "apply" | "undo" }) => dataApi[action](run.id),
    onSuccess: (r) => {
      setStatus(r.state === "undone" ? "Import undone." : "Import started.");
      onChanged();
    },
  });
  // A run that ends while shown: its outcome is announced, and everything it changed is read again.
  const ended = useCallback(
    (r: ImportRunDto) => {
      setStatus(outcomeText(r));
      onChanged();
    },
    [onChanged],
  );

  if (runs.isPending) return <Spinner label="Loading imports..." />;
  if (runs.isError || runs.data.length === 0) return null;
  return (
    <section aria-labelledby="import-runs" className="mt-4">
      <h4 id="import-runs" className="font-semibold text-slate-900 dark:text-white">
        Your imports
      </h4>
      <FormAlert message={act.isError ? (act.error instanceof Error ? act.error.message : "Something went wrong.") : null} />
      <p role="status" className="min-h-5 text-sm text-slate-900 dark:text-white">
        {status}
      </p>
      <ul className="space-y-2">
        {runs.data.map((r) => {
          const name = runName(r);
          return (
            <li key={r.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-sm font-medium text-slate-900 dark:text-white">
                {name} · {STATE_LABELS[r.state]} · {when(r.appliedAt ?? r.createdAt)}
              </p>
              <ImportCountsLine run={r} />
              <RejectedList run={r} />
              {r.state === "failed" ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{r.error}</p> : null}
              {(r.state === "queued" || r.state === "running") && r.id !== followed ? <LiveImport run={r} name={name} onEnded={ended} /> : null}
              {r.state === "applied" ? (
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  aria-label={`Undo import: ${name}`}
                  disabled={act.isPending}
                  onClick={() => act.mutate({ run: r, action: "undo" })}
                >
                  Undo
                </button>
              ) : r.state === "preview" ? (
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  aria-label={`Import now: ${name}`}
                  disabled={act.isPending}
                  onClick={() => act.mutate({ run: r, action: "apply" })}
                >
                  Import now
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
