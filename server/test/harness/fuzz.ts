// The fuzzer: every registered route, sent malformed and hostile input by its owner (so validation is
// reached), at least `inputs` requests. It reports, never throws:
// - any 5xx;
// - any 4xx that is not the one error envelope, or not the status the case calls for (415, 413);
// - any validation_failed whose details.issues do not name the failing field;
// - a prototype polluted by a request, or the owner made an administrator by one.
import type { Express } from "express";
import type { Db } from "../../src/db/prisma.ts";
import { routesOf, type RouteEntry } from "../../src/http/registry.ts";
import { contractProblem, envelopeOf } from "./checks.ts";
import { createCast, factories as defaultFactories, resourceBuilder, type Factories } from "./fixtures.ts";
import { buildCases, type FuzzCase, type FuzzTarget } from "./fuzz-cases.ts";
import { clientFor, type Answer, type Client } from "./http.ts";
import { paramNames, routeName } from "./matrix.ts";
import { issuePaths } from "./schema-shape.ts";

export interface FuzzFinding {
  route: string;
  field: string;
  what: string;
  status: number;
  problem: string;
}

export interface FuzzReport {
  seed: number;
  /** Requests sent with a broken input. */
  inputs: number;
  routes: number;
  /** Routes with nothing to break (no params, query or body). */
  untouched: string[];
  statuses: Record<number, number>;
  findings: FuzzFinding[];
  ms: number;
}

export interface FuzzOptions {
  app: Express;
  prisma: Db;
  seed: number;
  inputs: number;
  factories?: Factories;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Fuzz only these routes (default: every one). */
  only?: (route: RouteEntry) => boolean;
}

export async function fuzzRoutes(opts: FuzzOptions): Promise<FuzzReport> {
  const t0 = Date.now();
  const { app, prisma, seed } = opts;
  const factories = opts.factories ?? defaultFactories;
  const entries = routesOf(app).filter(opts.only ?? (() => true));
  const client = clientFor(app);
  const report: FuzzReport = { seed, inputs: 0, routes: 0, untouched: [], statuses: {}, findings: [], ms: 0 };
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).join();
  try {
    const cast = await createCast(app, prisma);
    const owner = await cast.signIn("owner");
    await warmUp(client, entries, owner.token, report);
    const targets: FuzzTarget[] = [];
    for (const route of entries) {
      const names = paramNames(route.path);
      if (names.length === 0 && !route.query && !route.body) {
        report.untouched.push(routeName(route));
        continue;
      }
      if (names.some((p) => !factories[route.resources[p] ?? ""])) continue; // the matrix reports it
      const builder = resourceBuilder(factories, { app, prisma, owner });
      const params: Record<string, string> = {};
      for (const p of names) params[p] = await builder.need(route.resources[p]!);
      targets.push({ route, params });
    }
    report.routes = targets.length;
    const cases = buildCases(targets, seed, opts.inputs);
    await pool(cases, opts.concurrency ?? 6, async (c) => {
      const a = await client.send({ method: c.route.method, path: c.path, query: c.query, body: c.body, token: owner.token });
      report.inputs++;
      report.statuses[a.status] = (report.statuses[a.status] ?? 0) + 1;
      const problem = caseProblem(c, a);
      if (problem) report.findings.push({ route: routeName(c.route), field: c.field, what: c.what, status: a.status, problem });
    });
    const me = await client.send({ method: "get", path: "/api/auth/me", token: (await cast.signIn("owner")).token });
    if ((me.json as { isAdmin?: unknown } | undefined)?.isAdmin !== false) {
      report.findings.push({ route: "GET /api/auth/me", field: "-", what: "after the run", status: me.status, problem: "the owner is an administrator now" });
    }
  } finally {
    await client.close();
  }
  const polluted = Object.getOwnPropertyNames(Object.prototype).join() !== protoBefore || ({} as Record<string, unknown>).isAdmin !== undefined;
  if (polluted) report.findings.push({ route: "-", field: "-", what: "after the run", status: 0, problem: "Object.prototype was changed by a request" });
  report.ms = Date.now() - t0;
  return report;
}

/** Sends each example with an input once, so what later examples rely on exists (the sign-in example's account). */
async function warmUp(client: Client, entries: readonly RouteEntry[], token: string, report: FuzzReport) {
  for (const route of entries) {
    if (route.method === "delete" || paramNames(route.path).length > 0 || !route.example) continue;
    const query = route.example.query ? new URLSearchParams(route.example.query as Record<string, string>).toString() : undefined;
    const a = await client.send({ method: route.method, path: route.path, query, body: route.body ? { json: route.example.body ?? {} } : undefined, token });
    if (a.status >= 500 || envelopeOf(a)?.code === "validation_failed") {
      report.findings.push({
        route: routeName(route),
        field: "-",
        what: "its example",
        status: a.status,
        problem: `the route's own example answered ${a.status}: ${a.text.slice(0, 200)}`,
      });
    }
  }
}

/** Why the answer is wrong for the case, or undefined. */
export function caseProblem(c: FuzzCase, a: Answer): string | undefined {
  const broken = contractProblem(a);
  if (broken) return broken;
  if (c.expectStatus !== undefined && a.status !== c.expectStatus) return `answered ${a.status}, expected ${c.expectStatus}`;
  const error = envelopeOf(a);
  if (error?.code !== "validation_failed") return undefined;
  const issues = error.details?.issues ?? [];
  if (issues.length === 0) return `answered validation_failed without details.issues naming "${c.field}"`;
  const schema = c.part === "body" ? c.route.body : c.part === "query" ? c.route.query : c.route.params;
  const alsoFine = issuePaths(schema, c.sent, c.part);
  const names = (p: string) => p === c.field || p.startsWith(`${c.field}.`) || alsoFine.has(p);
  if (!issues.some((i) => names(i.path))) return `validation_failed names ${issues.map((i) => `"${i.path}"`).join(", ")}, not the failing field "${c.field}"`;
  return undefined;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/** Findings grouped by route, field and problem, with a count and the first input of each. */
export function summarise(findings: FuzzFinding[], limit = 40): string {
  const groups = new Map<string, { n: number; first: FuzzFinding }>();
  for (const f of findings) {
    const key = `${f.route} | ${f.field.slice(0, 40)} | ${f.problem.replace(/"[^"]*"|\d+/g, "…").slice(0, 80)}`;
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { n: 1, first: f });
  }
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const lines = [...groups.values()].map(
    ({ n, first: f }) => `${n}× ${f.route} [${cut(f.field, 40)}] ${cut(f.what, 120)} → ${f.status}: ${cut(f.problem, 240)}`,
  );
  return lines.slice(0, limit).join("\n") + (lines.length > limit ? `\n… and ${lines.length - limit} more kinds` : "");
}
