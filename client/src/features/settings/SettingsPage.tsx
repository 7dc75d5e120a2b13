import { lazy, Suspense, useState } from "react";
import { ACCENT_COLORS, THEMES, type AccentColor, type ThemeMode } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { useTheme } from "../../theme/useTheme.ts";
import { ColorSwatches } from "../../components/ui/ColorSwatches.tsx";
import { MoonIcon, SunIcon } from "../../components/ui/Icons.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { CategoryManager } from "../journal/index.ts";
import { PrivacySettings } from "../people/index.ts";
import { DataExport, DataImport } from "../data/index.ts";
import { loadNotificationSettings } from "../notifications/index.ts";

// The account forms (and the schemas they check with) are fetched with the page's first render, not
// before it: the page is interactive without them.
const AccountSection = lazy(() => import("./AccountSection.tsx").then((m) => ({ default: m.AccountSection })));
const SecuritySection = lazy(() => import("./SecuritySection.tsx").then((m) => ({ default: m.SecuritySection })));
const DeleteAccount = lazy(() => import("./DeleteAccount.tsx").then((m) => ({ default: m.DeleteAccount })));
const NotificationSettings = lazy(loadNotificationSettings);
const ApiTokensSection = lazy(() => import("./ApiTokensSection.tsx").then((m) => ({ default: m.ApiTokensSection })));

export function SettingsPage() {
  const { setAccountColor, setTheme } = useAuth();
  const { mode, setMode, accent, setAccent } = useTheme();
  const [status, setStatus] = useState<string | null>(null);

  const chooseAccent = (c: AccentColor) => {
    setAccent(c);
    setStatus(null);
    setAccountColor(c).then(
      () => setStatus("Accent colour saved to your account."),
      () => setStatus("Saved on this device; your account could not be updated right now."),
    );
  };

  const chooseMode = (m: ThemeMode) => {
    setMode(m);
    setStatus(null);
    setTheme(m).catch(() => setStatus("Saved on this device; your account could not be updated right now."));
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Settings</h1>

      <section aria-labelledby="appearance" className="card space-y-6">
        <h2 id="appearance" className="text-xl font-semibold text-slate-900 dark:text-white">
          Appearance
        </h2>
        <div>
          <h3 className="field-label">Mode</h3>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Mode">
            {THEMES.map((m) => (
              <button key={m} type="button" aria-pressed={mode === m} onClick={() => chooseMode(m)} className={mode === m ? "btn-primary" : "btn-secondary"}>
                {m === "dark" ? <MoonIcon /> : <SunIcon />}
                {m === "dark" ? "Dark" : "Light"}
              </button>
            ))}
          </div>
        </div>
        <div>
          <h3 className="field-label" id="accent-label">
            Accent colour
          </h3>
          <ColorSwatches label="Accent colour" colors={ACCENT_COLORS} value={accent} onChange={chooseAccent} />
          <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-300">
            {status}
          </p>
        </div>
      </section>

      <Suspense fallback={<Spinner label="Loading account..." />}>
        <AccountSection />
        <SecuritySection />
      </Suspense>

      <Suspense fallback={<Spinner label="Loading API tokens..." />}>
        <ApiTokensSection />
      </Suspense>

      <Suspense fallback={<Spinner label="Loading privacy settings..." />}>
        <PrivacySettings />
      </Suspense>

      <Suspense fallback={<Spinner label="Loading notification settings..." />}>
        <NotificationSettings />
      </Suspense>

      <Suspense fallback={<Spinner label="Loading categories..." />}>
        <CategoryManager />
      </Suspense>

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
    </div>
  );
}
