// The analytics series' colours, apart from chart.js so tables and CSS bars can use them without
// loading the chart code: Started blue, Completed green, Backlog yellow, Abandoned red.
export const SERIES_COLORS = {
  started: "#3b82f6",
  completed: "#22c55e",
  backlog: "#eab308",
  abandoned: "#ef4444",
} as const;

/** The rating distribution's bars (amber, as stars) and the hours per month's (violet, apart from the series). */
export const RATING_COLOR = "#f59e0b";
export const HOURS_COLOR = "#8b5cf6";
