// The app's query client retries a failed load twice (after 1 s, then 2 s) unless the server refused
// it (4xx). Component tests run with retries off (client/src/test/queryClient.ts), so the rule is
// tested here, on the app's own client, with the back-off driven by fake timers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
// eslint-disable-next-line no-restricted-syntax -- the app's client is what this file tests
import { createQueryClient } from "./queryClient.ts";
import { createTestQueryClient } from "../test/queryClient.ts";
import { ApiError } from "./client.ts";

afterEach(() => vi.useRealTimers());

/** Runs one query on `client` whose function throws `err` every time; returns its calls and the settled state. */
function failingQuery(client: ReturnType<typeof createQueryClient>, err: Error) {
  const queryFn = vi.fn(() => Promise.reject(err));
  const observer = new QueryObserver(client, { queryKey: ["q"], queryFn });
  const settled = new Promise<void>((resolve) => {
    const stop = observer.subscribe((r) => {
      if (r.status !== "pending") {
        stop();
        resolve();
      }
    });
  });
  return { queryFn, settled };
}

describe("createQueryClient (the app's)", () => {
  it("retries a server error twice, after 1 s and then 2 s, before it reports the failure", async () => {
    vi.useFakeTimers();
    const { queryFn, settled } = failingQuery(createQueryClient(), new ApiError(500, "internal_error", "Something went wrong"));
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it("retries a network failure (not an ApiError) the same way", async () => {
    vi.useFakeTimers();
    const { queryFn, settled } = failingQuery(createQueryClient(), new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(3_000);
    await settled;
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it("reads while the browser is offline (the service worker may answer), once, without retrying", async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { queryFn, settled } = failingQuery(createQueryClient(), new TypeError("Failed to fetch"));
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it.each([400, 401, 403, 404, 409, 422, 429])("never retries a %i", async (status) => {
    vi.useFakeTimers();
    const { queryFn, settled } = failingQuery(createQueryClient(), new ApiError(status, "validation_failed", "refused"));
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe("createTestQueryClient (component tests')", () => {
  it("keeps the app's defaults but never retries, queries or mutations", () => {
    const app = createQueryClient().getDefaultOptions();
    const test = createTestQueryClient().getDefaultOptions();
    expect(test.queries).toEqual({ ...app.queries, retry: false });
    expect(test.mutations).toEqual({ ...app.mutations, retry: false });
  });

  it("reports a server error at once, after one call", async () => {
    const { queryFn, settled } = failingQuery(createTestQueryClient(), new ApiError(500, "internal_error", "Something went wrong"));
    await settled;
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
