import { createContext, useContext } from "react";
import type { AccentColor, ThemeMode } from "@savepoint/common";

export interface ThemeState {
  mode: ThemeMode;
  accent: AccentColor;
  toggleMode(): void;
  setMode(mode: ThemeMode): void;
  setAccent(accent: AccentColor): void;
}

export const ThemeContext = createContext<ThemeState | undefined>(undefined);

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used within a ThemeProvider");
  return ctx;
}
