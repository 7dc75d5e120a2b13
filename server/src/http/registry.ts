// The route registry. Every /api route is mounted through a route group's `route()`, which checks the
// declared access, parses params, query and body with the declared zod schemas (handlers get typed
// input) and records the route in its group. createApp mounts the groups into its own RouteTable,
// so the authorization matrix and the fuzzer read every route of that app: a route joins them by
// being mounted, and one mounted any other way fails them.
import { Router, type Express, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import { requireAdmin, requireAuth, tokenCheck, type AuthContext, type TokenUse } from "./auth.ts";
import { notFound } from "./errors.ts";
import { takeTurn } from "./turns.ts";
import { parse } from "./validate.ts";

/** Who may call a route: anyone, a signed-in user, or an administrator. */
export type Access = "public" | "session" | "admin";
export type Method = "get" | "post" | "put" | "patch" | "delete";
/**
 * What the numbers a route answers count (ADR 019). "players": other players' libraries or activity,
 * so a hidden player (private, or hiding activity or what they play) must never change them; the
 * harness adds hidden players' games and checks the answer does not move. "operator": an
 * administrator's figures, which count every account. "none": only the caller's own things, the
 * catalog, or what is shown by name anyway (follows, likes, reviews). A GET answering counts must
 * declare one (server/src/harness/aggregates.test.ts).
 */
export type Counts = "players" | "operator" | "none";

type Schema = z.ZodType;
type Out<S, Otherwise> = S extends Schema ? z.output<S> : Otherwise;
type In<S> = S extends Schema ? z.input<S> : never;

/** A request that succeeds (or is refused only for a reason other than its shape). */
export interface RouteExample<Q = unknown, B = unknown> {
  query?: Q;
  body?: B;
  /** Body fields that must differ on every request (an email, a username): the fuzzer varies them. */
  unique?: readonly string[];
}

export interface RouteInput<P, Q, B, A extends Access> {
  params: Out<P, Record<string, string>>;
  query: Out<Q, undefined>;
  body: Out<B, undefined>;
  auth: A extends "public" ? AuthContext | undefined : AuthContext;
}

export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, A extends Access> {
  method: Method;
  /** Relative to the group's mount point, in Express syntax ("/:id/sessions"). */
  path: string;
  access: A;
  /**
   * Whether a personal access token may call it: "scope" (the default) — a read token on GET and
   * HEAD, a write token on anything; "never" — credentials, sessions, tokens and deleting the account
   * need the signed-in app. A refused token is a 403.
   */
  tokens?: TokenUse;
  params?: P;
  /** What a path whose params fail `params` names: it answers 404 "<notFound> not found". */
  notFound?: string;
  query?: Q;
  body?: B;
  /**
   * The kind of thing each path param names ("libraryGame", "catalogGame"): the authorization matrix
   * builds one of that kind for the owner, and a kind it cannot build fails it.
   */
  resources?: Record<string, string>;
  /** A valid request: the matrix sends it, the fuzzer mutates it field by field. Required with a body. */
  example?: RouteExample<In<Q>, In<B>>;
  /** What the numbers it answers count, for a route that answers counts (see Counts). */
  counts?: Counts;
  /** Middleware run after the access check, before parsing (rate limits). */
  before?: RequestHandler[];
  /**
   * The largest body this route reads, in bytes, when it is above the API's 200 KB (the app mounts a
   * parser with this limit for the route's path); the fuzzer's oversized bodies go above it.
   */
  bodyLimit?: number;
  /**
   * false for a route whose time goes to waiting off the server's thread (a password hash, a remote
   * cover, a download the client reads at its own pace): it runs beside the request turns instead
   * of holding one (http/turns.ts, ADR 024). Every other route waits for its turn.
   */
  takesTurn?: boolean;
  handler(input: RouteInput<P, Q, B, A>, req: Request, res: Response): unknown;
}

/** What the registry knows of one mounted route. */
export interface RouteEntry {
  method: Method;
  /** The full path ("/api/games/:id"). */
  path: string;
  access: Access;
  tokens: TokenUse;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Param name → the kind of thing it names; every `:param` of `path` should be listed. */
  resources: Readonly<Record<string, string>>;
  example?: RouteExample;
  bodyLimit?: number;
  counts?: Counts;
}

export interface RouteGroup {
  readonly router: Router;
  /** This group's routes, paths relative to its mount point. */
  readonly routes: readonly RouteEntry[];
  route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    A extends Access = Access,
  >(
    spec: RouteSpec<P, Q, B, A>,
  ): void;
}

const ACCESS_CHECK: Record<Access, RequestHandler[]> = { public: [], session: [requireAuth], admin: [requireAdmin] };

/** A group of routes sharing a mount point (one per feature). */
export function defineRoutes(): RouteGroup {
  const router = Router();
  const routes: RouteEntry[] = [];
  return {
    router,
    routes,
    route(spec) {
      const { method, path, access } = spec;
      const tokens = spec.tokens ?? "scope";
      routes.push({
        method,
        path,
        access,
        tokens,
        params: spec.params,
        query: spec.query,
        body: spec.body,
        resources: spec.resources ?? {},
        example: spec.example,
        bodyLimit: spec.bodyLimit,
        counts: spec.counts,
      });
      const run: RequestHandler = async (req, res) => {
        if (spec.takesTurn !== false && !(await takeTurn(req, res))) return;
        const input = {
          params: spec.params ? parseParams(spec.params, req.params, spec.notFound) : req.params,
          query: spec.query ? parse(spec.query, req.query, "query") : undefined,
          body: spec.body ? parse(spec.body, req.body) : undefined,
          auth: req.auth,
        } as unknown as Parameters<typeof spec.handler>[0];
        await spec.handler(input, req, res);
      };
      router[method](path, ...ACCESS_CHECK[access], tokenCheck(tokens), ...(spec.before ?? []), run);
    },
  };
}

function parseParams(schema: Schema, raw: unknown, what = "Resource"): unknown {
  const r = schema.safeParse(raw);
  // A path that names nothing is not found, whatever is wrong with it.
  if (!r.success) throw notFound(what);
  return r.data;
}

/** The path a route is reached at: "/api" + "/games" + "/" → "/api/games". */
export function joinPath(...parts: string[]): string {
  const joined = parts.join("/").replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined;
}

const SEGMENT_ROUTERS = Symbol("segment routers");
type DispatchLayer = RequestHandler & { [SEGMENT_ROUTERS]?: Map<string, Router> };

/** The routers a RouteTable's dispatch layer picks from (for walking what is mounted), or undefined for any other handler. */
export function segmentRouters(handle: unknown): Router[] | undefined {
  const mounted = typeof handle === "function" ? (handle as DispatchLayer)[SEGMENT_ROUTERS] : undefined;
  return mounted ? [...mounted.values()] : undefined;
}

/** A path's first segment, lower-cased as Express matches it: "/Games/12?x" → "games", "/" → "". */
export function firstSegment(path: string): string {
  let end = 1;
  while (end < path.length && path[end] !== "/" && path[end] !== "?") end++;
  return path.slice(1, end).toLowerCase();
}

/**
 * One app's routes: createApp mounts every group through it and keeps it in `app.locals`.
 *
 * The groups mounted on a parent are reached through one layer that picks them by the path's first
 * segment. Mounted one after another, every request walked the mount layer of each group before its
 * own (about 30 path matches, and the router's bookkeeping for each) before reaching, say, the
 * journal. Groups whose prefixes share a first segment ("/account", "/account/tokens") keep their
 * order in one router; a group at "/" is tried after the segment's own groups have passed.
 */
export class RouteTable {
  private readonly entries: RouteEntry[] = [];
  private readonly bySegment = new WeakMap<Router, Map<string, Router>>();
  constructor(private readonly base: string) {}

  /** Mounts the group on `parent` at `prefix` (relative to the table's base) and records its routes. */
  mount(parent: Router, prefix: string, group: RouteGroup): void {
    const segment = firstSegment(prefix);
    // Groups are picked by a literal first segment: a pattern there would never be matched.
    if (/[:*?(){}[\]]/.test(segment)) throw new Error(`a route group's first segment must be literal: "${prefix}"`);
    const segments = this.segmentsOf(parent);
    let router = segments.get(segment);
    if (!router) {
      router = Router();
      segments.set(segment, router);
    }
    router.use(prefix, group.router);
    for (const r of group.routes) this.entries.push({ ...r, path: joinPath(this.base, prefix, r.path) });
  }

  /** The parent's routers by first segment, behind one layer added where the first group is mounted. */
  private segmentsOf(parent: Router): Map<string, Router> {
    const segments = this.bySegment.get(parent);
    if (segments) return segments;
    const mounted = new Map<string, Router>();
    this.bySegment.set(parent, mounted);
    const dispatch: RequestHandler = (req, res, next) => {
      const atRoot = mounted.get("");
      const own = mounted.get(firstSegment(req.url));
      if (!own || own === atRoot) {
        if (atRoot) atRoot(req, res, next);
        else next();
        return;
      }
      own(req, res, atRoot ? (err?: unknown) => (err ? next(err) : atRoot(req, res, next)) : next);
    };
    (dispatch as DispatchLayer)[SEGMENT_ROUTERS] = mounted;
    parent.use(dispatch);
    return mounted;
  }

  list(): readonly RouteEntry[] {
    return this.entries;
  }
}

const LOCALS_KEY = "routeTable";

export function keepRouteTable(app: Express, table: RouteTable): void {
  app.locals[LOCALS_KEY] = table;
}

/** Every route mounted through the app's route table. */
export function routesOf(app: Express): readonly RouteEntry[] {
  const table: unknown = app.locals[LOCALS_KEY];
  if (!(table instanceof RouteTable)) throw new Error("this app has no route table (was it built by createApp?)");
  return table.list();
}
