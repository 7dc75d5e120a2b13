// Upload a catalog file (JSON Lines or CSV, the import format of docs/catalog-format.md): the file is
// sent, then its rows are applied on the server while a progress bar follows the upload's job.
import { useState } from "react";
import { CATALOG_UPLOAD_MAX_BYTES, CATALOG_ADMIN_TEXTS, type CatalogUploadDto } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { errorText } from "./api.ts";
import { formatCount } from "./format.ts";
import { useUploadCatalog } from "./mutations.ts";
import { useUpload } from "./queries.ts";

/** The text of a chosen file. */
function fileText(file: File): Promise<string> {
  return new Promise((done, fail) => {
    const r = new FileReader();
    r.addEventListener("load", () => done(typeof r.result === "string" ? r.result : ""));
    r.addEventListener("error", () => fail(new Error("The file could not be read")));
    r.readAsText(file);
  });
}

function Progress({ job }: { job: CatalogUploadDto }) {
  const pct = job.total > 0 ? Math.round((job.done / job.total) * 100) : job.status === "done" ? 100 : 0;
  return (
    <div className="mt-4 space-y-2">
      <div
        role="progressbar"
        aria-label={`Applying ${job.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${formatCount(job.done)} of ${formatCount(job.total)} rows`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={`h-full rounded-full transition-[width] ${job.status === "failed" ? "bg-red-700" : "bg-accent-700"}`} style={{ width: `${pct}%` }} />
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {job.status === "running"
          ? `Applying ${job.fileName}: ${formatCount(job.done)} of ${formatCount(job.total)} rows (${pct}%)`
          : job.status === "done"
            ? `Uploaded ${job.fileName}: ${formatCount(job.total)} ${job.total === 1 ? "row" : "rows"}, ${formatCount(job.written)} new or changed.`
            : `The upload of ${job.fileName} failed: ${job.error ?? "unknown error"}`}
      </p>
    </div>
  );
}

export function CatalogUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadCatalog();
  const job = useUpload(jobId);
  const running = upload.isPending || job.data?.status === "running";

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFileError(null);
    if (!file) return setFileError("Choose a .jsonl or .csv file");
    if (!/\.(jsonl|csv)$/i.test(file.name)) return setFileError(CATALOG_ADMIN_TEXTS.fileName);
    if (file.size > CATALOG_UPLOAD_MAX_BYTES) return setFileError(CATALOG_ADMIN_TEXTS.tooLarge);
    const content = await fileText(file).catch((err: Error) => {
      setFileError(err.message);
      return null;
    });
    if (content === null) return;
    setJobId(null);
    upload.mutate({ fileName: file.name, content }, { onSuccess: (j) => setJobId(j.id) });
  };

  const issues = upload.error instanceof ApiError ? upload.error.issues.map((i) => i.message) : [];
  return (
    <div>
      <form noValidate aria-label="Upload a catalog file" onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="catalog-file" className="field-label">
            Catalog file (.jsonl or .csv)
          </label>
          <input
            id="catalog-file"
            type="file"
            accept=".jsonl,.csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "catalog-file-error" : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800 dark:text-slate-200 dark:file:bg-slate-700 dark:file:text-slate-100"
          />
          {fileError ? (
            <p id="catalog-file-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {fileError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary shrink-0" disabled={running}>
          {upload.isPending ? <Spinner size="sm" /> : null}
          {upload.isPending ? "Uploading..." : "Upload"}
        </button>
      </form>
      {upload.isError ? <FormAlert className="mt-3" message={[errorText(upload.error, "Failed to upload the file"), ...issues].join(" · ")} /> : null}
      {job.data ? <Progress job={job.data} /> : null}
      {job.isError ? <FormAlert className="mt-3" message={errorText(job.error, "Lost track of the upload")} /> : null}
    </div>
  );
}
