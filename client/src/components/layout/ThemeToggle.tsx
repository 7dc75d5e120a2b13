import { useTheme } from "../../theme/useTheme.ts";
import { MoonIcon, SunIcon } from "../ui/Icons.tsx";

export function ThemeToggle() {
  const { mode, toggleMode } = useTheme();
  const next = mode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={toggleMode}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {mode === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
