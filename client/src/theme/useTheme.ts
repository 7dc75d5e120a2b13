import { createContext, useContext } from "react";
import type { AccentColor, ThemeMode } from "@savepoint/common";

export interface ThemeState {
  mode: ThemeMode;
  accent: AccentColor;
  toggleMode(): void;
  setMode(mode: ThemeMode): void;
  setAccent(accent: AccentColor): void;
}

/** The mode of a visitor who never chose one (and of the prerendered landing page). */
export const DEFAULT_THEME: ThemeMode = "dark";

export const ThemeContext = createContext<ThemeState | undefined>(undefined);

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used within a ThemeProvider");
  return ctx;
}
