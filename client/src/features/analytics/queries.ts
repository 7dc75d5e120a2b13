// The analytics screens' queries. The server keeps each answer against the library version, so a
// visit always asks (staleTime 0) and a repeat costs the server almost nothing; the previous year's
// chart stays on screen while another year loads.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { analyticsApi } from "./api.ts";
import { analyticsKeys } from "./keys.ts";

const FRESH = { staleTime: 0 } as const;

export const useAnalyticsSummary = () => useQuery({ queryKey: analyticsKeys.summary(), queryFn: ({ signal }) => analyticsApi.summary(signal), ...FRESH });
export const useMonthlySeries = (year: number) =>
  useQuery({ queryKey: analyticsKeys.monthly(year), queryFn: ({ signal }) => analyticsApi.monthly(year, signal), placeholderData: keepPreviousData, ...FRESH });
export const useTotalGamesAnalytics = () =>
  useQuery({ queryKey: analyticsKeys.totalGames(), queryFn: ({ signal }) => analyticsApi.totalGames(signal), ...FRESH });
export const useCompletedAnalytics = () => useQuery({ queryKey: analyticsKeys.completed(), queryFn: ({ signal }) => analyticsApi.completed(signal), ...FRESH });
export const useYearInReview = (year: number) =>
  useQuery({ queryKey: analyticsKeys.year(year), queryFn: ({ signal }) => analyticsApi.year(year, signal), ...FRESH });
export const useBacklogForecast = () => useQuery({ queryKey: analyticsKeys.forecast(), queryFn: ({ signal }) => analyticsApi.forecast(signal), ...FRESH });
export const usePlayCalendar = () => useQuery({ queryKey: analyticsKeys.playCalendar(), queryFn: ({ signal }) => analyticsApi.playCalendar(signal), ...FRESH });
