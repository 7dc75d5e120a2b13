// Catalog: upload a catalog file with its progress, and hide an entry from everyone's search and
// recommendations (or show a hidden one again).
import { useState } from "react";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Panel } from "../../components/ui/Panel.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { CatalogUpload } from "./CatalogUpload.tsx";
import { Loaded } from "./NotAllowed.tsx";
import { SearchForm } from "./SearchForm.tsx";
import { errorText } from "./api.ts";
import { formatDateTime } from "./format.ts";
import { useHideEntry, useUnhideEntry } from "./mutations.ts";
import { useCatalogLookup, useHiddenEntries } from "./queries.ts";

const rowClass = "flex flex-wrap items-center justify-between gap-2 py-2.5";

function SearchToHide() {
  const [q, setQ] = useState("");
  const results = useCatalogLookup(q);
  const hide = useHideEntry();
  return (
    <div>
      <SearchForm id="admin-catalog-search" label="Search the catalog" placeholder="A title" onSearch={setQ} />
      <FormAlert className="mt-3" message={hide.isError ? errorText(hide.error, "Failed to hide the entry") : null} />
      {q.length >= 2 ? (
        <div className="mt-2" aria-live="polite">
          {results.isPending ? (
            <Spinner size="sm" label="Searching..." />
          ) : results.isError ? (
            <FormAlert message={errorText(results.error, "Search failed")} />
          ) : results.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">No visible entries match “{q}”.</p>
          ) : (
            <ul aria-label="Catalog entries" className="divide-y divide-slate-200 dark:divide-slate-700">
              {results.data.map((g) => (
                <li key={g.slug} aria-label={g.title} className={rowClass}>
                  <span className="min-w-0 text-sm">
                    <span className="font-medium text-slate-900 dark:text-white">{g.title}</span>
                    <span className="text-slate-600 dark:text-slate-300">
                      {g.year ? ` · ${g.year}` : ""} · {g.source}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    disabled={hide.isPending && hide.variables === g.slug}
                    onClick={() => hide.mutate(g.slug)}
                  >
                    Hide
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

function HiddenEntries() {
  const hidden = useHiddenEntries();
  const unhide = useUnhideEntry();
  return (
    <Loaded query={hidden} what="hidden entries">
      {(items) =>
        items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No hidden entries.</p>
        ) : (
          <>
            <FormAlert className="mb-2" message={unhide.isError ? errorText(unhide.error, "Failed to unhide the entry") : null} />
            <ul aria-label="Hidden entries" className="divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((g) => (
                <li key={g.id} aria-label={g.title} className={rowClass}>
                  <span className="min-w-0 text-sm">
                    <span className="font-medium text-slate-900 dark:text-white">{g.title}</span>
                    <span className="block text-slate-600 dark:text-slate-300">
                      Hidden {formatDateTime(g.hiddenAt)}
                      {g.hiddenBy ? ` by @${g.hiddenBy}` : ""}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    disabled={unhide.isPending && unhide.variables === g.id}
                    onClick={() => unhide.mutate(g.id)}
                  >
                    Unhide
                  </button>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </Loaded>
  );
}

export function CatalogSection() {
  return (
    <div className="space-y-6">
      <Panel title="Upload a catalog file">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          JSON Lines or CSV in the catalog import format. Rows are matched by slug: uploading the same file again changes nothing.
        </p>
        <CatalogUpload />
      </Panel>
      <Panel title="Hide an entry">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          A hidden entry no longer appears in search or recommendations; libraries that have it keep it.
        </p>
        <SearchToHide />
      </Panel>
      <Panel title="Hidden entries">
        <HiddenEntries />
      </Panel>
    </div>
  );
}
