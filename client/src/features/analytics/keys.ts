// Analytics query keys, all under ["analytics"]: a library change refreshes them with one invalidation.
export const analyticsKeys = {
  all: ["analytics"] as const,
  summary: () => [...analyticsKeys.all, "summary"] as const,
  monthly: (year: number) => [...analyticsKeys.all, "monthly", year] as const,
  totalGames: () => [...analyticsKeys.all, "total-games"] as const,
  completed: () => [...analyticsKeys.all, "completed"] as const,
  year: (year: number) => [...analyticsKeys.all, "year", year] as const,
  forecast: () => [...analyticsKeys.all, "forecast"] as const,
  playCalendar: () => [...analyticsKeys.all, "play-calendar"] as const,
};
