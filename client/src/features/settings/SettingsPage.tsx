import { Suspense, useState } from "react";
import { ACCENT_COLORS, THEMES, type AccentColor, type ThemeMode } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { useTheme } from "../../theme/useTheme.ts";
import { ColorSwatches } from "../../components/ui/ColorSwatches.tsx";
import { MoonIcon, SunIcon } from "../../components/ui/Icons.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { CategoryManager } from "../journal/index.ts";
import { PrivacySettings } from "../people/index.ts";

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

export function SettingsPage() {
  const { user, setAccountColor, setTheme } = useAuth();
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
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => chooseMode(m)}
                className={mode === m ? "btn-primary" : "btn-secondary"}
              >
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

      <section aria-labelledby="account" className="card">
        <h2 id="account" className="text-xl font-semibold text-slate-900 dark:text-white">
          Account
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Email</dt>
            <dd className="font-medium break-all text-slate-900 dark:text-white">{user?.email}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Member since</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{user ? longDate.format(new Date(user.createdAt)) : ""}</dd>
          </div>
        </dl>
      </section>

      <Suspense fallback={<Spinner label="Loading privacy settings..." />}>
        <PrivacySettings />
      </Suspense>

      <Suspense fallback={<Spinner label="Loading categories..." />}>
        <CategoryManager />
      </Suspense>
    </div>
  );
}
