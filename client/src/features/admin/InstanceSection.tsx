// Instance: what the instance holds (users, games tracked, reviews, journal entries, database size),
// the catalog (version, rows by source), the metadata providers (configured, last error) and the server.
import { REGISTRATION_MODE_LABELS, type InstanceOverview } from "@savepoint/common";
import { Panel } from "../../components/ui/Panel.tsx";
import { Loaded } from "./NotAllowed.tsx";
import { formatBytes, formatCount, formatDateTime, formatUptime } from "./format.ts";
import { useInstance } from "./queries.ts";

function Figures({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-col-reverse rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="text-xl font-bold break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Overview({ o }: { o: InstanceOverview }) {
  return (
    <div className="space-y-6">
      <Panel title="Instance">
        <Figures
          label="Instance figures"
          rows={[
            ["Users", formatCount(o.users)],
            ["Admins", formatCount(o.admins)],
            ["Games tracked", formatCount(o.gamesTracked)],
            ["Reviews", formatCount(o.reviews)],
            ["Journal entries", formatCount(o.journalEntries)],
            ["Database size", formatBytes(o.databaseBytes)],
          ]}
        />
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Database: {o.database === "embedded" ? "embedded PostgreSQL (PGlite)" : "PostgreSQL"} · Registration: {REGISTRATION_MODE_LABELS[o.registration]}
        </p>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Catalog">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Version {o.catalog.version ?? "none loaded"} · {formatCount(o.catalog.total)} entries
          </p>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">Catalog rows by source</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
                <th scope="col" className="py-1.5 font-medium">
                  Source
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody>
              {o.catalog.bySource.map((s) => (
                <tr key={s.source} className="border-b border-slate-100 last:border-0 dark:border-slate-700/60">
                  <th scope="row" className="py-1.5 font-normal text-slate-900 dark:text-white">
                    {s.source}
                  </th>
                  <td className="py-1.5 text-right tabular-nums text-slate-900 dark:text-white">{formatCount(s.rows)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
        <Panel title="Providers">
          <ul aria-label="Providers" className="space-y-2">
            {o.providers.map((p) => (
              <li key={p.name} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-900">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold uppercase text-slate-900 dark:text-white">{p.name}</span>
                  <span className={p.configured ? "text-emerald-800 dark:text-emerald-300" : "text-slate-600 dark:text-slate-300"}>
                    {p.configured ? "Configured" : "Not configured"}
                  </span>
                </div>
                {p.lastError ? (
                  <p className="mt-1 break-words text-red-800 dark:text-red-300">
                    Last error {formatDateTime(p.lastError.at)}: {p.lastError.message}
                  </p>
                ) : p.configured ? (
                  <p className="mt-1 text-slate-600 dark:text-slate-300">No errors since the server started</p>
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <Panel title="Server">
        <Figures
          label="Server figures"
          rows={[
            ["Version", o.server.version],
            ["Uptime", formatUptime(o.server.uptimeSeconds)],
            ["Node.js", o.server.node],
          ]}
        />
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">Started {formatDateTime(o.server.startedAt)}</p>
      </Panel>
    </div>
  );
}

export function InstanceSection() {
  const instance = useInstance();
  return (
    <Loaded query={instance} what="the instance">
      {(o) => <Overview o={o} />}
    </Loaded>
  );
}
