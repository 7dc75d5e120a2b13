// Credentials benchmark: the same endpoints asked with a session (the browser's credential, sent as a
// Bearer JWT like its cookie) and with a personal access token (a script's), A/B alternated.
//   npm run bench:auth          (BENCH_SECONDS=5 per run, BENCH_ROUNDS=3; BENCH_DATABASE_URL for PostgreSQL)
// Starts the real app on an in-memory embedded database (bench-support.ts), signs up a player with 200
// games and a write token, then for each endpoint runs session, token, session, token… at 10
// connections and prints each round and the medians. Target (issue 28): a token request within 15 % of
// the session's requests/s on every endpoint. A non-zero exit means a missed target.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { BENCH_DATABASE, finish, measure, registerUser, runBench, startBenchApp, warmUp } from "./bench-support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GAMES = 200;
const CONNECTIONS = 10;
/** A token's requests/s at least this share of the session's. */
const TOKEN_SHARE = 0.85;

const ENDPOINTS = { "auth/me": "/api/auth/me", "games/stats": "/api/games/stats", "games (200)": "/api/games" } as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

runBench(async () => {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { base } = bench;
  const { token: session } = await registerUser(base, "auth");
  const headers = { "content-type": "application/json", authorization: `Bearer ${session}`, origin: base };
  for (let i = 0; i < GAMES; i++) {
    const res = await fetch(`${base}/api/games`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Credential Game ${i}`,
        platform: "PC",
        ...(i % 3 ? { status: "COMPLETED", rating: (i % 10) + 1, playTime: i % 40 } : { status: "BACKLOG" }),
      }),
    });
    if (res.status !== 201) throw new Error(`seeding game ${i}: ${res.status} ${await res.text()}`);
  }
  const made = await fetch(`${base}/api/account/tokens`, { method: "POST", headers, body: JSON.stringify({ name: "bench", scope: "write" }) });
  if (made.status !== 201) throw new Error(`token: ${made.status} ${await made.text()}`);
  const { token } = (await made.json()) as { token: string };
  const credentials = { session, token } as const;

  console.log(
    `credentials bench: ${BENCH_DATABASE}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds A/B; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const checks: [string, boolean][] = [];
  for (const [name, path] of Object.entries(ENDPOINTS)) {
    const url = `${base}${path}`;
    const rps: Record<keyof typeof credentials, number[]> = { session: [], token: [] };
    const p99: Record<keyof typeof credentials, number[]> = { session: [], token: [] };
    for (const value of Object.values(credentials)) await warmUp(url, value);
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ["session", "token"] as const) {
        const r = await measure(url, credentials[kind], CONNECTIONS, 1, SECONDS);
        if (r.non2xx + r.errors > 0) throw new Error(`${name} with a ${kind}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        rps[kind].push(r.requests.average);
        p99[kind].push(r.latency.p99);
      }
      console.log(`  ${name.padEnd(12)} round ${round + 1}: session ${rps.session.at(-1)!.toFixed(0)} req/s, token ${rps.token.at(-1)!.toFixed(0)} req/s`);
    }
    const ratio = median(rps.token) / median(rps.session);
    console.log(
      `${name.padEnd(12)} median: session ${median(rps.session).toFixed(0)} req/s (p99 ${median(p99.session).toFixed(1)} ms), token ${median(rps.token).toFixed(0)} req/s (p99 ${median(p99.token).toFixed(1)} ms): token/session ${ratio.toFixed(2)}`,
    );
    checks.push([`${name}: a token's requests/s ≥ ${TOKEN_SHARE} × the session's (${ratio.toFixed(2)})`, ratio >= TOKEN_SHARE]);
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  await finish(bench, `${BENCH_DATABASE}, ${GAMES} games`, checks, t0);
});
