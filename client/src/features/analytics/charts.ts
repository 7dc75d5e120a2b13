// chart.js for the analytics pages only: the pieces the charts use are registered once, here (tree
// shaking keeps the rest out), and the colours follow the light or dark theme. Animation is off when
// the player prefers reduced motion.
import { BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";
import { useTheme } from "../../theme/useTheme.ts";

Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend, Filler);

/** The monthly chart's series colours: Started blue, Completed green, Backlog yellow, Abandoned red. */
export { SERIES_COLORS } from "./colors.ts";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Text and grid colours for the current theme. */
export function useChartColors() {
  const { mode } = useTheme();
  return mode === "dark" ? { text: "#cbd5e1", grid: "rgba(148, 163, 184, 0.2)" } : { text: "#334155", grid: "rgba(100, 116, 139, 0.2)" };
}
