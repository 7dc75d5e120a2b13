// Test support for timeouts without waiting: the fake server leaves requests unanswered, and a fake
// clock is moved past the timeout instead of sleeping through it.

import { expect, vi } from "vitest";
import type { FakeServer, RecordedRequest } from "../../../../test/fixtures/providers/fake-server.ts";

/**
 * Makes `server` leave the requests `hangs` accepts unanswered (the others get its current handler),
 * then runs `call` on a fake clock: once a request is hanging, the clock moves to 1 ms before
 * `timeoutMs`, where the call must still be pending, then to `timeoutMs`. Answers what the call
 * settled with: its value, or the error it threw.
 */
export async function settleWhileHanging(
  server: FakeServer,
  timeoutMs: number,
  call: () => Promise<unknown>,
  hangs: (req: RecordedRequest) => boolean = () => true,
): Promise<unknown> {
  let arrived = (): void => {};
  const firstHang = new Promise<void>((resolve) => (arrived = resolve));
  const answer = server.handler;
  server.handler = (req) => {
    if (!hangs(req)) return answer(req);
    arrived();
    return "hang";
  };
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    let settled = false;
    const outcome = call().then(
      (value) => value,
      (err: unknown) => err,
    );
    void outcome.finally(() => (settled = true));
    await firstHang;
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(settled, `settled before ${timeoutMs} ms`).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    return await outcome;
  } finally {
    vi.useRealTimers();
  }
}
