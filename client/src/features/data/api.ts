// The data endpoints (/api/data/…): import sources, preview, apply, undo and the runs list. Exports are
// plain downloads (links), not calls.
import type { CsvExport, ImportPreviewInput, ImportRunDto, ImportSourceDto } from "@savepoint/common";
import { api } from "../../api/client.ts";

export const dataApi = {
  sources: (signal?: AbortSignal) => api.get<ImportSourceDto[]>("/data/import/sources", { signal }),
  runs: (signal?: AbortSignal) => api.get<ImportRunDto[]>("/data/import/runs", { signal }),
  run: (id: string, signal?: AbortSignal) => api.get<ImportRunDto>(`/data/import/runs/${encodeURIComponent(id)}`, { signal }),
  preview: (body: ImportPreviewInput) => api.post<ImportRunDto>("/data/import/preview", body),
  /** Queues the run (it is applied in the background): the run, queued. `choices`: the copy each row matching several updates, where the player chose. */
  apply: (id: string, choices: { line: number; gameId: string | null }[] = []) =>
    api.post<ImportRunDto>(`/data/import/runs/${encodeURIComponent(id)}/apply`, choices.length > 0 ? { choices } : undefined),
  undo: (id: string) => api.post<ImportRunDto>(`/data/import/runs/${encodeURIComponent(id)}/undo`),
};

export const exportHref = (format: "json" | "csv", what?: CsvExport) => `/api/data/export?format=${format}${what ? `&what=${what}` : ""}`;

export const dataKeys = {
  sources: () => ["data", "sources"] as const,
  runs: () => ["data", "runs"] as const,
  run: (id: string) => ["data", "run", id] as const,
};
