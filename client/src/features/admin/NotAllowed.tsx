// What a signed-in user who is not an administrator sees on /admin (and what a 403 from an admin
// call turns into): no admin data, one sentence of why.
import type { ReactNode } from "react";
import { ADMIN_TEXTS } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { isForbidden } from "./api.ts";

export function NotAllowed() {
  return (
    <div role="alert" className="card text-center">
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{ADMIN_TEXTS.notAllowed}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Only an administrator of this instance can open the Admin Dashboard.</p>
    </div>
  );
}

interface Loadable<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/** A section's load: its spinner, 'Not allowed' on a 403, a retry on any other failure, then `children(data)`. */
export function Loaded<T>({ query, what, children }: { query: Loadable<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoader label={`Loading ${what}...`} className="py-10" />;
  if (query.isError || query.data === undefined) {
    return isForbidden(query.error) ? <NotAllowed /> : <LoadError message={`Failed to load ${what}`} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
