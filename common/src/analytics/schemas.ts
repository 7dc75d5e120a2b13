// The analytics queries: the caller's time zone (an IANA name, sent by the browser; UTC when absent)
// and, for the monthly series, a calendar year (the current one in that time zone when absent).
import { z } from "zod";
import { ANALYTICS_YEAR_MAX, ANALYTICS_YEAR_MIN } from "./limits.ts";

/** Names already found to be time zones: no formatter built for them again (bounded: case variants are valid too). */
const knownZones = new Set<string>();
const MAX_KNOWN_ZONES = 1000;

/** True when `tz` names a time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  if (tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    if (knownZones.size < MAX_KNOWN_ZONES) knownZones.add(tz);
    return true;
  } catch {
    return false;
  }
}

const tz = z
  .string({ error: "tz must be a time zone name" })
  .refine(isTimeZone, "tz must be a time zone name such as Europe/Paris")
  .optional()
  .transform((v) => v ?? "UTC");

const year = z
  .string({ error: "year must be a year" })
  .regex(/^\d{4}$/, `year must be a year from ${ANALYTICS_YEAR_MIN} to ${ANALYTICS_YEAR_MAX}`)
  .transform(Number)
  .refine((y) => y >= ANALYTICS_YEAR_MIN && y <= ANALYTICS_YEAR_MAX, `year must be a year from ${ANALYTICS_YEAR_MIN} to ${ANALYTICS_YEAR_MAX}`);

export const AnalyticsQuerySchema = z.object({ tz });
export const MonthlyQuerySchema = z.object({ tz, year: year.optional() });
/** The year of /api/analytics/year/:year. */
export const YearParamsSchema = z.object({ year });

export type AnalyticsQuery = z.output<typeof AnalyticsQuerySchema>;
export type MonthlyQuery = z.output<typeof MonthlyQuerySchema>;
