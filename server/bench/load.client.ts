// The load bench's HTTP client: keep-alive agents with a fixed number of sockets (one per simulated
// connection), every answer timed and recorded under its endpoint class, and the tables printed from them.
import { Agent, request, type RequestOptions } from "node:http";
import { gunzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";

/** Longest any one request may take before it is counted as unanswered (status 0). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  ms: number;
  json: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** Classes where a 429 (the sign-in/sign-up rate limit) is the server keeping its word, not an error. */
const RATE_LIMITED_CLASSES = new Set(["sign-in", "sign-up"]);

/** An error: unanswered (0) or any status from 400 up, but a 429 on sign-in and sign-up. */
export const isError = (cls: string, status: number) => status === 0 || (status >= 400 && !(status === 429 && RATE_LIMITED_CLASSES.has(cls)));

/** Latencies by endpoint class and answers by class and status (with the error envelope's code, when one came). */
export class Recorder {
  private readonly times = new Map<string, number[]>();
  /** class → "status" or "status code" → count */
  private readonly answers = new Map<string, Map<string, number>>();
  first = performance.now();
  last = this.first;

  record(cls: string, status: number, ms: number, code?: string): void {
    (this.times.get(cls) ?? this.times.set(cls, []).get(cls)!).push(ms);
    const byAnswer = this.answers.get(cls) ?? this.answers.set(cls, new Map()).get(cls)!;
    const key = code ? `${status} ${code}` : String(status);
    byAnswer.set(key, (byAnswer.get(key) ?? 0) + 1);
    this.last = performance.now();
  }

  get total(): number {
    return [...this.times.values()].reduce((n, t) => n + t.length, 0);
  }

  /** The slowest answer of `classes` (every class when omitted), in ms. */
  maxMs(classes?: string[]): number {
    return Math.max(0, ...[...this.times].filter(([c]) => !classes || classes.includes(c)).flatMap(([, t]) => t));
  }

  /** `pct` percentile (0–100) of a class's latencies, in ms. */
  percentile(cls: string, pct: number): number {
    const sorted = [...(this.times.get(cls) ?? [])].sort((a, b) => a - b);
    if (sorted.length === 0) return 0;
    return sorted[Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1)]!;
  }

  classes(): string[] {
    return [...this.times.keys()];
  }

  /** Errors (isError) as "status class" → count. */
  errors(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [cls, byAnswer] of this.answers) {
      for (const [key, n] of byAnswer) if (isError(cls, parseInt(key, 10))) out.set(`${key} ${cls}`, n);
    }
    return out;
  }

  errorCount(): number {
    return [...this.errors().values()].reduce((a, b) => a + b, 0);
  }

  count(cls: string, status: number): number {
    return [...(this.answers.get(cls) ?? [])].reduce((sum, [key, n]) => sum + (parseInt(key, 10) === status ? n : 0), 0);
  }

  /**
   * The per-class table, then errors by status (and 429s, which are not errors); with `everyAnswer`, every
   * answer by status instead (for the attack, whose requests should all be refused).
   */
  print(indent = "  ", everyAnswer = false): void {
    const width = Math.max(14, ...this.classes().map((c) => c.length));
    console.log(
      `${indent}${"endpoint class".padEnd(width)}  ${"count".padStart(6)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}  ${"p99 ms".padStart(7)}  ${"max ms".padStart(7)}`,
    );
    for (const cls of this.classes()) {
      const cells = [50, 95, 99].map((p) => this.percentile(cls, p).toFixed(1).padStart(7));
      console.log(
        `${indent}${cls.padEnd(width)}  ${String(this.times.get(cls)!.length).padStart(6)}  ${cells.join("  ")}  ${this.maxMs([cls]).toFixed(0).padStart(7)}`,
      );
    }
    if (everyAnswer) {
      const answers = [...this.answers].flatMap(([cls, byAnswer]) => [...byAnswer].map(([key, n]) => `${key} ${cls} ×${n}`));
      console.log(`${indent}answers: ${answers.join(", ")}`);
      return;
    }
    const errors = [...this.errors()].map(([k, n]) => `${k} ×${n}`);
    console.log(`${indent}errors by status: ${errors.length ? errors.join(", ") : "none"}`);
    const limited = [...RATE_LIMITED_CLASSES].map((c) => [c, this.count(c, 429)] as const).filter(([, n]) => n > 0);
    if (limited.length) console.log(`${indent}rate limited (429, not errors): ${limited.map(([c, n]) => `${c} ×${n}`).join(", ")}`);
  }
}

export interface Client {
  call(cls: string, method: string, path: string, opts?: { token?: string; body?: unknown }): Promise<Answer>;
  close(): void;
}

/** A client of `base` over at most `connections` keep-alive sockets, recording into `rec`. */
export function createClient(base: string, connections: number, rec: Recorder): Client {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const url = new URL(base);
  return {
    async call(cls, method, path, opts = {}) {
      const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
      const headers: Record<string, string | number> = { origin: base, "accept-encoding": "gzip" };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (payload) Object.assign(headers, { "content-type": "application/json", "content-length": payload.length });
      const t0 = performance.now();
      const answer = await send(agent, { hostname: url.hostname, port: url.port, method, path, headers }, payload);
      answer.ms = performance.now() - t0;
      rec.record(cls, answer.status, answer.ms, (answer.json as { error?: { code?: string } } | null)?.error?.code);
      return answer;
    },
    close: () => agent.destroy(),
  };
}

/** One request; a network error or a timeout answers status 0. */
export function send(agent: Agent | false, options: RequestOptions, payload?: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (a: Answer) => {
      if (!done) resolve(a);
      done = true;
    };
    const req = request({ ...options, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", () => finish({ status: res.statusCode ?? 0, ms: 0, json: null, headers: res.headers }));
      res.on("end", () => {
        let raw = Buffer.concat(chunks);
        if (res.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
        let json: unknown = null;
        if (/json/.test(res.headers["content-type"] ?? "") && raw.length) json = JSON.parse(raw.toString("utf8")) as unknown;
        finish({ status: res.statusCode ?? 0, ms: 0, json, headers: res.headers });
      });
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => finish({ status: 0, ms: 0, json: null, headers: {} }));
    req.end(payload);
  });
}

/** The session token a sign-up or sign-in set (its cookie), sent back as a bearer token. */
export function sessionToken(a: Answer): string | undefined {
  const cookies = a.headers["set-cookie"] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).map((c) => /^sp_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
}
