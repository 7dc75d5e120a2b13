// Data & Privacy → Export My Data: everything as Savepoint JSON (re-importable), or the library or the
// journal as a spreadsheet. Plain downloads: the browser saves what the server streams.
import { exportHref } from "./api.ts";

export function DataExport() {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Export My Data</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The JSON file holds everything: library with status history and sessions, reviews, likes, journal, follows and privacy settings. Import it here or on
        another Savepoint to get it all back.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className="btn-primary" href={exportHref("json")} download>
          Export everything (JSON)
        </a>
        <a className="btn-secondary" href={exportHref("csv", "library")} download>
          Library (CSV)
        </a>
        <a className="btn-secondary" href={exportHref("csv", "journal")} download>
          Journal (CSV)
        </a>
      </div>
    </div>
  );
}
