import { QueryClient } from "@tanstack/react-query";
import { browserOffline } from "../offline/status.ts";
import { ApiError } from "./client.ts";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a read still goes out, once: the service worker may answer it from what it kept
        // (client/src/offline/), and one it kept nothing of fails at once instead of waiting for the
        // network on a spinner (TanStack Query's default).
        networkMode: "always",
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !browserOffline() && !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
      // A change made offline is sent (and refused at once, saying why: api/client.ts), never left waiting.
      mutations: { networkMode: "always" },
    },
  });
}
