// The analytics endpoints (/api/analytics/…), typed with the shared contract. Every call sends the
// browser's time zone: calendar days and "this year" are the player's own.
import type { AnalyticsSummary, BacklogForecast, CompletedAnalytics, MonthlySeries, PlayCalendar, TotalGamesAnalytics, YearInReview } from "@savepoint/common";
import { api, queryString } from "../../api/client.ts";

/** The browser's IANA time zone ("Europe/Paris"); the server falls back to UTC without one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const tz = (extra: Record<string, string | undefined> = {}) => queryString({ tz: browserTimeZone(), ...extra });

export const analyticsApi = {
  summary: (signal?: AbortSignal) => api.get<AnalyticsSummary>(`/analytics/summary${tz()}`, { signal }),
  monthly: (year: number, signal?: AbortSignal) => api.get<MonthlySeries>(`/analytics/monthly${tz({ year: String(year) })}`, { signal }),
  totalGames: (signal?: AbortSignal) => api.get<TotalGamesAnalytics>(`/analytics/total-games${tz()}`, { signal }),
  completed: (signal?: AbortSignal) => api.get<CompletedAnalytics>(`/analytics/completed${tz()}`, { signal }),
  year: (year: number, signal?: AbortSignal) => api.get<YearInReview>(`/analytics/year/${year}${tz()}`, { signal }),
  forecast: (signal?: AbortSignal) => api.get<BacklogForecast>(`/analytics/forecast${tz()}`, { signal }),
  playCalendar: (signal?: AbortSignal) => api.get<PlayCalendar>(`/analytics/play-calendar${tz()}`, { signal }),
};
