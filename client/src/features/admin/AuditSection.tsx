// The audit log: every admin action, newest first — who did it, what (and to what), when — a page at a time.
import { useState } from "react";
import { ADMIN_ACTION_LABELS, type AuditEntryDto } from "@savepoint/common";
import { Panel } from "../../components/ui/Panel.tsx";
import { Loaded } from "./NotAllowed.tsx";
import { Pager } from "./Pager.tsx";
import { formatDateTime } from "./format.ts";
import { useAudit } from "./queries.ts";

/** A detail as the log shows it ('mode: invite'); nested values as JSON. */
const detailText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(", ");

function Entry({ e }: { e: AuditEntryDto }) {
  const details = detailText(e.details);
  return (
    <li className="flex flex-col gap-0.5 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={e.at} className="shrink-0 text-slate-600 tabular-nums sm:w-44 dark:text-slate-300">
        {formatDateTime(e.at)}
      </time>
      <span className="min-w-0 break-words text-slate-900 dark:text-white">
        <span className="font-semibold">{e.actorName}</span> · {ADMIN_ACTION_LABELS[e.action] ?? e.action}
        {e.targetLabel ? <span className="font-medium"> · {e.targetLabel}</span> : null}
        {details ? <span className="block text-slate-600 dark:text-slate-300">{details}</span> : null}
      </span>
    </li>
  );
}

export function AuditSection() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  return (
    <Panel title="Audit log">
      <Loaded query={audit} what="the audit log">
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">No admin actions yet.</p>
          ) : (
            <>
              <ol aria-label="Admin actions" className="divide-y divide-slate-200 dark:divide-slate-700">
                {data.items.map((e) => (
                  <Entry key={e.id} e={e} />
                ))}
              </ol>
              <Pager data={data} onPage={setPage} label="Audit log pages" />
            </>
          )
        }
      </Loaded>
    </Panel>
  );
}
