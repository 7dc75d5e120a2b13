// The authorization matrix: every registered route asked by nobody, its owner, another user and (for
// admin routes) an administrator, with the route's own example input. It reports, never throws:
// - a route mounted outside the registry;
// - a route that answers without a session while not declared public;
// - another user's resource answering anything but 404; a non-admin reaching an admin route;
// - any 5xx or 4xx outside the error envelope;
// - any answer holding a password hash or another user's email, ids or slugs;
// - a personal access token reaching a route declared `tokens: "never"`, a read token reaching a
//   write, or a read token refused a read it may make.
import type { Express } from "express";
import type { Db } from "../../src/db/prisma.ts";
import { routesOf, type RouteEntry } from "../../src/http/registry.ts";
import { buildApiToken, type TestUser } from "../builders.ts";
import { contractProblem, envelopeOf, leakProblem } from "./checks.ts";
import { createCast, factories as defaultFactories, resourceBuilder, standingData, type ActorName, type Cast, type Factories } from "./fixtures.ts";
import { clientFor, type Answer, type Client, type Probe } from "./http.ts";
import { unregisteredRoutes } from "./mounted.ts";

export interface Finding {
  route: string;
  as: ActorName | "anonymous" | "-";
  problem: string;
}

export interface MatrixReport {
  routes: number;
  requests: number;
  findings: Finding[];
  /** Route → "anonymous 401, other 404, owner 200": what each asker got. */
  answers: Record<string, string>;
}

type Asker = ActorName | "anonymous";

export const routeName = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export async function authorizationMatrix(opts: { app: Express; prisma: Db; factories?: Factories }): Promise<MatrixReport> {
  const { app, prisma } = opts;
  const factories = opts.factories ?? defaultFactories;
  const entries = routesOf(app);
  const client = clientFor(app);
  const report: MatrixReport = { routes: entries.length, requests: 0, findings: [], answers: {} };
  try {
    for (const r of unregisteredRoutes(app, entries)) {
      const a = await client.send({ method: r.method, path: r.path.replace(/:\w+/g, "x") });
      report.requests++;
      const open = a.status === 401 ? "" : `; it answers ${a.status} without a session`;
      report.findings.push({ route: routeName(r), as: "-", problem: `mounted outside the route registry (mount it with defineRoutes().route)${open}` });
    }
    const cast = await createCast(app, prisma);
    const owner = await cast.signIn("owner");
    const other = await cast.signIn("other");
    const ownerData = await standingData(factories, { app, prisma, owner });
    const otherData = await standingData(factories, { app, prisma, owner: other });
    // Minted by a session of their own: a route may have ended the owner's other sessions too.
    const mint = async () => {
      const minter = await cast.signIn("owner");
      return { read: (await buildApiToken(app, minter, { scope: "read" })).token, write: (await buildApiToken(app, minter, { scope: "write" })).token };
    };
    let apiTokens = await mint();
    for (const entry of entries) {
      await askRoute({ entry, app, prisma, cast, factories, client, report, ownerData, otherData, apiTokens });
      // A route's example may revoke the owner's tokens ('Sign out everywhere else' does): new ones then.
      const still = await client.send({ method: "get", path: "/api/games", token: apiTokens.read });
      if (still.status === 401) apiTokens = await mint();
    }
  } finally {
    await client.close();
  }
  return report;
}

interface RouteRun {
  entry: RouteEntry;
  app: Express;
  prisma: Db;
  cast: Cast;
  factories: Factories;
  client: Client;
  report: MatrixReport;
  ownerData: string[];
  otherData: string[];
  /** The owner's personal access tokens. */
  apiTokens: { read: string; write: string };
}

async function askRoute(run: RouteRun) {
  const { entry, cast, report } = run;
  const route = routeName(entry);
  const fail = (as: Finding["as"], problem: string) => report.findings.push({ route, as, problem });

  const problem = declarationProblem(entry, run.factories);
  if (problem) return fail("-", problem);

  const owner = await cast.signIn("owner");
  const tokens: Record<Asker, string | undefined> = {
    anonymous: undefined,
    other: (await cast.signIn("other")).token,
    admin: (await cast.signIn("admin")).token,
    owner: owner.token,
  };
  const { probe, ownedValues } = await probeFor(run, owner);
  const emails = (...who: ActorName[]) => who.map((w) => cast.actors[w].email);
  const foreign: Record<Asker, string[]> = {
    anonymous: [...emails("owner", "other", "admin"), ...run.ownerData, ...run.otherData, ...ownedValues],
    other: [...emails("owner", "admin"), ...run.ownerData, ...ownedValues],
    // An admin route shows the instance's accounts to its administrator (the user list holds every email).
    admin: entry.access === "admin" ? [] : [...emails("owner", "other"), ...run.ownerData, ...run.otherData, ...ownedValues],
    owner: [...emails("other", "admin"), ...run.otherData],
  };
  if (entry.access === "session") await askWithTokens(run, probe);
  // The owner goes last: the example may delete the resource or end the session.
  const askers: Asker[] = entry.access === "admin" ? ["anonymous", "other", "admin", "owner"] : ["anonymous", "other", "owner"];
  for (const as of askers) {
    const a = await run.client.send({ ...probe, token: tokens[as] });
    report.requests++;
    report.answers[route] = `${report.answers[route] ? `${report.answers[route]}, ` : ""}${as} ${a.status}`;
    const bad = contractProblem(a) ?? leakProblem(a, foreign[as]) ?? accessProblem(entry, as, a, ownedValues.length > 0);
    if (bad) fail(as, bad);
  }
}

/**
 * The owner's access tokens, on a route of the owner's: refused (403) where the route never takes one
 * or the read token would write; the read token let through on a read. Nothing is changed: every
 * request sent is one the route must refuse, or a read.
 */
async function askWithTokens(run: RouteRun, probe: Probe) {
  const { entry, report } = run;
  const reads = entry.method === "get";
  const ask = async (scope: "read" | "write", want: "refused" | "allowed") => {
    const a = await run.client.send({ ...probe, token: run.apiTokens[scope] });
    report.requests++;
    report.answers[routeName(entry)] = `${report.answers[routeName(entry)] ? `${report.answers[routeName(entry)]}, ` : ""}${scope} token ${a.status}`;
    const wrong = want === "refused" ? a.status !== 403 : a.status === 401 || a.status === 403;
    if (wrong) {
      report.findings.push({
        route: routeName(entry),
        as: "owner",
        problem: `answered ${a.status} to the owner's ${scope} token (${want === "refused" ? "must be 403" : "it may read"})`,
      });
    }
  };
  if (entry.tokens === "never") return ask("write", "refused");
  return ask("read", reads ? "allowed" : "refused");
}

/** Why the route's declaration cannot be checked (a param without a kind, a kind without a factory, no example). */
function declarationProblem(entry: RouteEntry, factories: Factories): string | undefined {
  for (const p of paramNames(entry.path)) {
    const kind = entry.resources[p];
    if (!kind) return `param :${p} names no resource kind (declare resources: { ${p}: "<kind>" })`;
    if (!factories[kind]) return `no fixture factory for resource kind "${kind}" (param :${p}); add one in server/test/harness/fixtures.ts`;
  }
  for (const part of ["query", "body"] as const) {
    const schema = entry[part];
    if (!schema) continue;
    const example: unknown = entry.example?.[part] ?? {};
    const r = schema.safeParse(example);
    if (!r.success) {
      return `the example ${part} does not pass the route's own schema: ${r.error.issues.map((i) => `${i.path.join(".") || part}: ${i.message}`).join("; ")}`;
    }
  }
  return undefined;
}

async function probeFor(run: RouteRun, owner: TestUser): Promise<{ probe: Probe; ownedValues: string[] }> {
  const { entry, factories } = run;
  const builder = resourceBuilder(factories, { app: run.app, prisma: run.prisma, owner });
  let path = entry.path;
  const ownedValues: string[] = [];
  for (const p of paramNames(entry.path)) {
    const kind = entry.resources[p]!;
    const value = await builder.need(kind);
    if (factories[kind]!.owned) ownedValues.push(value);
    path = path.replace(`:${p}`, encodeURIComponent(value));
  }
  const query = entry.example?.query ? new URLSearchParams(entry.example.query as Record<string, string>).toString() : undefined;
  const body = entry.body ? { json: entry.example?.body ?? {} } : undefined;
  return { probe: { method: entry.method, path, query, body }, ownedValues };
}

/** Why the answer is wrong for who asked, given the route's declared access. */
function accessProblem(entry: RouteEntry, as: Asker, a: Answer, ownedParams: boolean): string | undefined {
  const code = envelopeOf(a)?.code;
  if (as === "anonymous") {
    if (entry.access !== "public" && code !== "unauthenticated") return `answered ${a.status} without a session, but the route is not declared public`;
    return undefined;
  }
  const isAdmin = as === "admin";
  if (entry.access === "admin" && !isAdmin) {
    return a.status === 403 || a.status === 404 ? undefined : `answered ${a.status} to a user who is not an administrator`;
  }
  if (as === "other" && ownedParams) return a.status === 404 ? undefined : `answered ${a.status} for another user's resource (must be 404)`;
  if (entry.access !== "public" && (a.status === 401 || a.status === 403)) {
    return `refused its own ${isAdmin ? "administrator" : "user"} (${a.status}): the example or fixtures are wrong`;
  }
  return undefined;
}
