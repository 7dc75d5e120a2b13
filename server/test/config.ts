// The app configuration tests and benchmarks run with (no vitest here: the benchmark imports it too).
import type { AppConfig } from "../src/app.ts";

export const testConfig: AppConfig = {
  jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
  sessionDays: 30,
  authRateLimit: 1000,
  authRateWindowMs: 60_000,
  trustProxy: false,
  appOrigins: [],
  secureCookies: false,
  adminEmails: [],
  version: "0.0.0-test",
};
