// The test projects: the server (route and unit tests on a real database) and the client (jsdom).
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
