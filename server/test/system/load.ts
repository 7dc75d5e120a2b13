// Light, steady API traffic for the system tests: a few workers, each sending one request at a time
// (list, add a game, who am I, health) and recording what came back and how long it took.
import { userInput } from "../builders.ts";

export interface Outcome {
  /** ms since the load started */
  at: number;
  ms: number;
  /** HTTP status, or "hang" (no answer within the client's limit) or "network" (the connection failed). */
  status: number | "hang" | "network";
  code?: string;
  what: string;
}

const CLIENT_LIMIT_MS = 5_000;

/**
 * Lets the scenario run for `ms` of real time. Load shaping, not a wait for a condition: the system
 * tests are defined in wall-clock time (each worker's pace, an outage that lasts 5 s, a kill 1–2 s
 * into the load), so this is the one real-time pause they make. Waiting for something to happen is
 * vi.waitFor's job.
 */
export function hold(ms: number): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- load shaping (see above), not a wait for a condition
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Signs up a new user through the API and returns the Bearer token. */
export async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(userInput()),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // The session token is only in the httpOnly cookie: a script reads it from Set-Cookie.
  const token = /sp_session=([^;]+)/.exec(res.headers.getSetCookie().join("\n"))?.[1];
  if (!token) throw new Error("sign-up set no session cookie");
  return token;
}

export function startLoad(opts: { base: string; token: string; workers?: number; pauseMs?: number }) {
  const t0 = Date.now();
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const auth = { authorization: `Bearer ${opts.token}` };
  const requests = [
    { what: "GET /api/games", init: () => ({ headers: auth }), path: "/api/games" },
    {
      what: "POST /api/games",
      init: () => ({
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ title: `Load ${++n}`, platform: "PC" }),
      }),
      path: "/api/games",
    },
    { what: "GET /api/auth/me", init: () => ({ headers: auth }), path: "/api/auth/me" },
    { what: "GET /api/health", init: () => ({}), path: "/api/health" },
  ];

  async function one(kind: (typeof requests)[number]) {
    const start = Date.now();
    const outcome: Outcome = { at: start - t0, ms: 0, status: "network", what: kind.what };
    try {
      const res = await fetch(`${opts.base}${kind.path}`, { ...kind.init(), signal: AbortSignal.timeout(CLIENT_LIMIT_MS) });
      const text = await res.text();
      outcome.status = res.status;
      if (res.status >= 400) {
        try {
          outcome.code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
        } catch {
          /* not JSON */
        }
      }
    } catch (err) {
      outcome.status = (err as Error).name === "TimeoutError" ? "hang" : "network";
    }
    outcome.ms = Date.now() - start;
    outcomes.push(outcome);
  }

  async function worker(offset: number) {
    for (let i = offset; running; i++) {
      await one(requests[i % requests.length]!);
      await hold(opts.pauseMs ?? 40);
    }
  }
  const workers = Array.from({ length: opts.workers ?? 4 }, (_, i) => worker(i));
  return {
    outcomes,
    /** ms since the load started */
    now: () => Date.now() - t0,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}
