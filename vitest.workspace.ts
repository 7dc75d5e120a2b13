// The test projects: the server (route and unit tests on a real database), the client (jsdom), and the
// system tests (whole server processes and databases killed, stopped and frozen: slow, bounded in time,
// run once per `npm test`, one file at a time so their timings are not crowded by each other).
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: ".reports/vitest.json" },
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/src/**/*.test.ts", "common/src/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "system",
          environment: "node",
          include: ["server/test/system/**/*.system.test.ts"],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
        },
      },
    ],
  },
});
