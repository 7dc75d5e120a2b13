// The query client of component tests: the app's (client/src/api/queryClient.ts: the same stale time,
// no refetch on focus) with retries off, for queries and mutations. The app retries a failed load
// after 1 s and again after 2 s; a test that shows a failure would wait that out in real time. The
// retry rule itself is tested on its own (client/src/api/queryClient.test.ts).
import type { QueryClient } from "@tanstack/react-query";
// eslint-disable-next-line no-restricted-syntax -- the one place a test builds on the app's client
import { createQueryClient } from "../api/queryClient.ts";

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false }, mutations: { ...defaults.mutations, retry: false } });
  return client;
}
