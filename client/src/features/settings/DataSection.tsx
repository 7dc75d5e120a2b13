// Settings → Data & Privacy: export, import, and deleting the account.
import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { DataExport, DataImport } from "../data/index.ts";

const DeleteAccount = lazy(() => import("./DeleteAccount.tsx").then((m) => ({ default: m.DeleteAccount })));

export function DataSection() {
  return (
    <section aria-labelledby="data-privacy" className="card space-y-6">
      <h2 id="data-privacy" className="text-xl font-semibold text-slate-900 dark:text-white">
        Data &amp; Privacy
      </h2>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <DataExport />
        <DataImport />
        <DeleteAccount />
      </Suspense>
    </section>
  );
}
