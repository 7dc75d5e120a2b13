// Light/dark mode (localStorage `theme`, dark by default, a class on <html>, meta theme-color) and the
// accent colour (localStorage `colorTheme`, unknown values reset to indigo).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { ACCENT_COLORS, DEFAULT_ACCENT, type AccentColor, type ThemeMode } from "@savepoint/common";
import { DEFAULT_THEME, ThemeContext, type ThemeState } from "./useTheme.ts";

const THEME_COLOR = { dark: "#0f172a", light: "#ffffff" } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

function readStoredAccent(): AccentColor {
  const stored = read("colorTheme");
  if (stored && (ACCENT_COLORS as readonly string[]).includes(stored)) return stored as AccentColor;
  if (stored) write("colorTheme", DEFAULT_ACCENT);
  return DEFAULT_ACCENT;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => (read("theme") === "light" ? "light" : DEFAULT_THEME));
  const [accent, setAccentState] = useState<AccentColor>(() => readStoredAccent());

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove("dark", "light");
    root.classList.add(mode);
    // both of index.html's theme colours (the system's light and dark): the mode chosen here wins
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute("content", THEME_COLOR[mode]);
  }, [mode]);

  useEffect(() => {
    document.documentElement.setAttribute("data-accent", accent);
  }, [accent]);

  const setMode = useCallback((m: ThemeMode) => {
    write("theme", m);
    setModeState(m);
  }, []);

  const setAccent = useCallback((a: AccentColor) => {
    const safe = (ACCENT_COLORS as readonly string[]).includes(a) ? a : DEFAULT_ACCENT;
    write("colorTheme", safe);
    setAccentState(safe);
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ mode, accent, setMode, setAccent, toggleMode: () => setMode(mode === "dark" ? "light" : "dark") }),
    [mode, accent, setMode, setAccent],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
