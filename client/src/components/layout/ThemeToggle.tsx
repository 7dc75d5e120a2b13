import { useSyncExternalStore } from "react";
import { useAuth } from "../../auth/AuthContext.ts";
import { DEFAULT_THEME, useTheme } from "../../theme/useTheme.ts";
import { MoonIcon, SunIcon } from "../ui/Icons.tsx";

/**
 * Switches light/dark mode on this device and, when signed in, saves it to the account (like the
 * accent in Settings). Signed out, the choice stays on this device.
 */
const noChanges = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

export function ThemeToggle() {
  const { mode: actual, setMode } = useTheme();
  // Over the prerendered landing page (made in the default mode), the first render shows that mode
  // and the next one the player's own: the page is taken over without a mismatch (main.tsx).
  const mode = useSyncExternalStore(
    noChanges,
    () => actual,
    () => DEFAULT_THEME,
  );
  // Prerendered, the button does nothing until the page is taken over: until then it says so
  // (aria-disabled: it stays a Tab stop, unlike `disabled`), rather than taking a click and losing it.
  const live = useSyncExternalStore(noChanges, onClient, onServer);
  const { user, setTheme } = useAuth();
  const next = mode === "dark" ? "light" : "dark";
  const toggle = () => {
    setMode(next);
    // A save that fails (offline) leaves the choice on this device only.
    if (user) setTheme(next).catch(() => undefined);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-disabled={live ? undefined : true}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 aria-disabled:cursor-progress dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {mode === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
