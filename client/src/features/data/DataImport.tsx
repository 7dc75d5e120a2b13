// Data & Privacy → Import: choose where the data comes from, the file (or a Steam profile), see what
// will happen (the preview), then import. Every run is listed below with its outcome and can be undone;
// a preview not imported yet can be come back to from the list, and so can a run being imported.
import { useCallback, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CSV_MAPPING_FIELDS,
  GAME_STATUSES,
  countOf,
  csvHeaders,
  type CsvMapping,
  type GameStatus,
  type ImportPreviewInput,
  type ImportRunDto,
  type ImportSource,
} from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { dataApi, dataKeys } from "./api.ts";
import { LiveImport, outcomeText, runName } from "./ImportProgress.tsx";
import { ImportRunView } from "./ImportRunView.tsx";
import { CopyChoicesField, choicesBody, type CopyChoices } from "./CopyChoices.tsx";
import { ImportRuns } from "./ImportRuns.tsx";

const STATUS_LABELS: Record<GameStatus, string> = { BACKLOG: "Backlog", IN_PROGRESS: "Playing", COMPLETED: "Completed", ABANDONED: "Abandoned" };
const FIELD_LABELS: Record<(typeof CSV_MAPPING_FIELDS)[number], string> = {
  title: "Title (required)",
  platform: "Platform",
  status: "Status",
  rating: "Rating",
  hours: "Hours played",
  startDate: "Start date",
  completedDate: "Completion date",
  notes: "Notes",
  igdbId: "IGDB id",
  steamAppId: "Steam app id",
  tags: "Tags",
};

/** A file's text (FileReader: every browser, and the test DOM, has it). */
const readText = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsText(f);
  });

const errorText = (err: unknown) => (err instanceof Error ? err.message : "Something went wrong.");

export function DataImport() {
  const client = useQueryClient();
  const sources = useQuery({ queryKey: dataKeys.sources(), queryFn: ({ signal }) => dataApi.sources(signal) });
  const [source, setSource] = useState<ImportSource>("grouvee");
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [steamId, setSteamId] = useState("");
  const [listStatus, setListStatus] = useState<GameStatus | "">("");
  const [mapping, setMapping] = useState<Partial<CsvMapping>>({ ratingScale: "10" });
  const [run, setRun] = useState<ImportRunDto | null>(null);
  const [copies, setCopies] = useState<CopyChoices>({});
  const [done, setDone] = useState<string | null>(null);
  /** The run imported from this page, followed here until it ends (the list shows any other still going). */
  const [started, setStarted] = useState<ImportRunDto | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);

  const chosen = sources.data?.find((s) => s.source === source);
  const headers = source === "csv" && file ? csvHeaders(file.text) : [];
  const refresh = useCallback(() => client.invalidateQueries(), [client]);
  const ended = useCallback(
    (r: ImportRunDto) => {
      setDone(outcomeText(r));
      setStarted(null);
      void refresh();
    },
    [refresh],
  );

  const preview = useMutation({
    mutationFn: (body: ImportPreviewInput) => dataApi.preview(body),
    onSuccess: (r) => {
      setRun(r);
      setCopies({});
      void client.invalidateQueries({ queryKey: dataKeys.runs() });
    },
  });
  const apply = useMutation({
    mutationFn: (id: string) => dataApi.apply(id, choicesBody(copies)),
    // Queued: the runs list below shows its progress, then its outcome.
    onSuccess: (r) => {
      setRun(null);
      setStarted(r);
      setFollowed(r.id);
      setDone("Import started: you can leave this page, the import goes on.");
      void client.invalidateQueries({ queryKey: dataKeys.runs() });
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    setRun(null);
    const body: ImportPreviewInput =
      source === "steam"
        ? { source, steamId }
        : {
            source,
            content: file?.text ?? "",
            fileName: file?.name,
            ...(listStatus ? { listStatus } : {}),
            ...(source === "csv" ? { mapping: mapping as CsvMapping } : {}),
          };
    preview.mutate(body);
  };

  const readFile = async (f: File | undefined) => {
    setRun(null);
    setFile(f ? { name: f.name, text: await readText(f) } : null);
  };

  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Import</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Bring your games from another tracker. You see what will happen before anything is written, importing the same file again changes nothing, and every
        import can be undone.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4" aria-busy={preview.isPending}>
        <FormAlert message={preview.isError ? errorText(preview.error) : null} />
        <div>
          <label htmlFor="import-source" className="field-label">
            Import from
          </label>
          <select
            id="import-source"
            className="field-input"
            value={source}
            onChange={(e) => {
              setSource(e.target.value as ImportSource);
              setRun(null);
            }}
          >
            {(sources.data ?? []).map((s) => (
              <option key={s.source} value={s.source}>
                {s.label}
                {s.available ? "" : " (not available)"}
              </option>
            ))}
          </select>
          {chosen && !chosen.available ? (
            <p className="mt-1 text-sm text-amber-700 dark:text-amber-300" id="import-source-hint">
              {chosen.reason}
            </p>
          ) : null}
        </div>
        {source === "steam" ? (
          <div>
            <label htmlFor="import-steam" className="field-label">
              Steam profile (SteamID64, profile URL or custom URL name)
            </label>
            <input
              id="import-steam"
              className="field-input"
              value={steamId}
              onChange={(e) => setSteamId(e.target.value)}
              disabled={!chosen?.available}
              autoComplete="off"
            />
          </div>
        ) : (
          <div>
            <label htmlFor="import-file" className="field-label">
              File
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="block w-full max-w-full text-sm text-slate-900 dark:text-slate-100"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          </div>
        )}
        {source === "igdb" ? (
          <div>
            <label htmlFor="import-list" className="field-label">
              This list is
            </label>
            <select id="import-list" className="field-input" value={listStatus} onChange={(e) => setListStatus(e.target.value as GameStatus | "")}>
              <option value="">From the file name (played.csv, want-to-play.csv…)</option>
              {GAME_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {source === "csv" && headers.length > 0 ? (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="field-label">Which column holds what</legend>
            {CSV_MAPPING_FIELDS.map((f) => (
              <div key={f}>
                <label htmlFor={`map-${f}`} className="text-sm text-slate-900 dark:text-white">
                  {FIELD_LABELS[f]}
                </label>
                <select
                  id={`map-${f}`}
                  className="field-input"
                  value={mapping[f] ?? ""}
                  onChange={(e) => setMapping({ ...mapping, [f]: e.target.value || undefined })}
                >
                  <option value="">—</option>
                  {headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div>
              <label htmlFor="map-scale" className="text-sm text-slate-900 dark:text-white">
                Ratings are out of
              </label>
              <select
                id="map-scale"
                className="field-input"
                value={mapping.ratingScale}
                onChange={(e) => setMapping({ ...mapping, ratingScale: e.target.value as CsvMapping["ratingScale"] })}
              >
                <option value="10">10</option>
                <option value="5">5 (stars)</option>
                <option value="100">100</option>
              </select>
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className="btn-secondary" disabled={preview.isPending || (chosen !== undefined && !chosen.available)}>
          {preview.isPending ? "Reading..." : "Preview"}
        </button>
      </form>

      <div role="status" className="mt-2 min-h-5 text-sm text-slate-900 dark:text-white">
        {done}
      </div>
      {started ? <LiveImport run={started} name={runName(started)} onEnded={ended} /> : null}
      {run ? (
        <section aria-label="Import preview" className="mt-3 space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <ImportRunView run={run} />
          <CopyChoicesField rows={run.ambiguous} value={copies} onChange={setCopies} />
          <FormAlert message={apply.isError ? errorText(apply.error) : null} />
          <button type="button" className="btn-primary" disabled={apply.isPending} onClick={() => apply.mutate(run.id)}>
            {apply.isPending ? "Importing..." : `Import ${countOf(run.counts.add + run.counts.update + run.counts.wishlist, "game")}`}
          </button>
          {apply.isPending ? <Spinner label="Importing..." /> : null}
        </section>
      ) : null}

      <ImportRuns onChanged={() => void refresh()} followed={followed} />
    </div>
  );
}
