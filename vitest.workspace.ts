// The test projects: the server (route and unit tests on a real database), the client (jsdom), and the
// system tests (whole server processes and databases killed, stopped and frozen: slow, bounded in time,
// run once per `npm test`, one file at a time so their timings are not crowded by each other).
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { LongestFirstSequencer } from "./server/test/sequencer.ts";

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    // the longest files start first (server/test/sequencer.ts)
    sequence: { sequencer: LongestFirstSequencer },
    outputFile: { json: ".reports/vitest.json" },
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/src/**/*.test.ts", "common/src/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one database per run, on the run's engine; each file starts from a copy of it
          // (server/test/helpers.ts) instead of running every migration again, and a worker empties the
          // copy its last file used for the next one instead of making another (server/test/db-pool.ts).
          globalSetup: ["server/test/global-setup.ts"],
          // Two workers even on a 2-core box (Vitest's default there is one): a file waits on its
          // database half the time, and the embedded database works on the worker's own core. Its
          // own group (after the client's), as projects in one group must share a worker count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Files share their worker's modules instead of importing the app (and Prisma's query
          // compiler) again for each: the server suite takes half the time (PostgreSQL 263 → 134 s on
          // this 2-core box). Each file opens its own database and app, so state belongs to an app
          // instance, never to a module; a test that changes a global (TZ, fake timers) restores it.
          isolate: false,
        },
      },
      {
        test: {
          name: "system",
          environment: "node",
          include: ["server/test/system/**/*.system.test.ts"],
          // one embedded data directory, created and migrated once, that files starting a server copy
          globalSetup: ["server/test/system/global-setup.ts"],
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
          // Above setup.ts's 10 s bound on findBy*/waitFor, which a starved run may need (nice 19 in npm test).
          testTimeout: 30_000,
          // One jsdom per worker and the modules shared by its files (setup.ts cleans the tree, stubs,
          // timers and storage after every test), on both cores: 124 → 34 s on this 2-core box.
          isolate: false,
          maxWorkers: 2,
        },
      },
    ],
  },
});
