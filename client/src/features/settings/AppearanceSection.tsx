// Settings → Appearance: the mode (dark or light) and the accent colour, kept on this device at once and
// saved to the account.
import { useState } from "react";
import { ACCENT_COLORS, THEMES, type AccentColor, type ThemeMode } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { useTheme } from "../../theme/useTheme.ts";
import { ColorSwatches } from "../../components/ui/ColorSwatches.tsx";
import { MoonIcon, SunIcon } from "../../components/ui/Icons.tsx";

export function AppearanceSection() {
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
  );
}
