// One import run: its counts per outcome, the first rows of each with how their values were mapped
// (status from a shelf or list, a rating from another scale, hours from a duration, where a review text
// goes), and what an applied run did not write because the feature that owns it refused it.
import { countOf, nounOf, type ImportOutcome, type ImportRowDto, type ImportRunDto } from "@savepoint/common";

const OUTCOME_LABELS: Record<ImportOutcome, string> = { matched: "Matched", created: "Added as your own game", skipped: "Skipped" };

function mapping(from: string | null, to: string | number | null) {
  if (to === null || to === "") return "—";
  return from && from !== String(to) ? `${from} → ${to}` : String(to);
}

/** Where a row's review text (HowLongToBeat's Review Notes) goes. */
export const REVIEW_NOTES_TEXT = { review: "Review Notes → your review", notes: "Review Notes → notes" } as const;

/** What the row does; where its review text goes, when it has one. */
function whatHappens(r: ImportRowDto): string {
  const action =
    r.reason ?? (r.action === "add" ? `New${r.matchedBy ? ` (by ${r.matchedBy})` : ""}` : r.action === "unchanged" ? "Already as in the file" : r.action);
  return r.reviewNotes && r.action !== "skip" ? `${action} · ${REVIEW_NOTES_TEXT[r.reviewNotes]}` : action;
}

function RowTable({ outcome, rows }: { outcome: ImportOutcome; rows: ImportRowDto[] }) {
  if (rows.length === 0) return null;
  return (
    // A wide table scrolls on its own on a phone; the keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${OUTCOME_LABELS[outcome]}: first rows`}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="mb-1 text-left font-medium text-slate-900 dark:text-white">{OUTCOME_LABELS[outcome]}: first rows</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="pr-3">
              Row
            </th>
            <th scope="col" className="pr-3">
              Game
            </th>
            <th scope="col" className="pr-3">
              Status
            </th>
            <th scope="col" className="pr-3">
              Rating
            </th>
            <th scope="col" className="pr-3">
              Hours
            </th>
            <th scope="col">{outcome === "skipped" ? "Why" : "What happens"}</th>
          </tr>
        </thead>
        <tbody className="text-slate-900 dark:text-slate-100">
          {rows.map((r) => (
            <tr key={r.line} className="border-t border-slate-200 dark:border-slate-700">
              <td className="pr-3">{r.line}</td>
              <td className="pr-3">
                {r.title}
                {r.platform ? <span className="text-slate-600 dark:text-slate-300"> · {r.platform}</span> : null}
              </td>
              <td className="pr-3">{mapping(r.statusFrom, r.status)}</td>
              <td className="pr-3">{mapping(r.ratingFrom, r.rating)}</td>
              <td className="pr-3">{mapping(r.hoursFrom, r.hours)}</td>
              <td>{whatHappens(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ImportCountsLine({ run }: { run: ImportRunDto }) {
  const c = run.counts;
  return (
    <p className="text-sm text-slate-900 dark:text-white">
      {countOf(c.rows, "row")}: {c.matched} matched, {c.created} added as your own {nounOf(c.created, "game")}, {c.skipped} skipped · {c.add} new, {c.update}{" "}
      updated, {c.unchanged} unchanged
      {c.wishlist > 0 ? `, ${c.wishlist} to your wishlist` : null}
    </p>
  );
}

/** What an applied run did not write because the feature that owns it refused it, and why. */
export function RejectedList({ run }: { run: ImportRunDto }) {
  if (run.rejected.length === 0) return null;
  return (
    <details className="mt-1 text-sm text-slate-900 dark:text-white">
      <summary>
        {run.rejected.length} not written: {run.rejected.length === 1 ? "it breaks a rule" : "they break a rule"} of Savepoint&apos;s
      </summary>
      <ul className="list-disc pl-5">
        {run.rejected.map((x, i) => (
          <li key={i}>
            {x.what}: {x.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ImportRunView({ run }: { run: ImportRunDto }) {
  return (
    <div className="space-y-3">
      <ImportCountsLine run={run} />
      {(["matched", "created", "skipped"] as const).map((o) => (
        <RowTable key={o} outcome={o} rows={run.samples[o]} />
      ))}
    </div>
  );
}
