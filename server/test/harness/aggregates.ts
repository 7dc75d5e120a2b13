// The privacy rule of aggregates (ADR 019) over every route the app mounts:
// - every GET whose answer holds counts (a number under a count-like name) declares what they count
//   (`counts` in its registry declaration: "players", "operator" or "none");
// - on every route declared "players", hidden players' games (a private profile, one hiding its
//   activity, one hiding what it plays) leave the viewer's answer as it was (its numbers, and what a
//   list shows or says because of them), while a public player doing the same changes it (so the check
//   can see the route's figures).
import { randomUUID } from "node:crypto";
import { TIME_TO_BEAT_MIN_PLAYERS } from "@savepoint/common";
import type { Express } from "express";
import type { Db } from "../../src/db/prisma.ts";
import { routesOf, type RouteEntry } from "../../src/http/registry.ts";
import { buildCatalogGame, buildSession, buildUser, type TestUser } from "../builders.ts";
import { factories as defaultFactories, resourceBuilder, type Factories } from "./fixtures.ts";
import { clientFor, type Client, type Probe } from "./http.ts";
import { paramNames, routeName } from "./matrix.ts";

/** Names a number is a count or an average under (analytics' own figures included: they declare "none"). */
const COUNT_KEY =
  /(count|^total|players|^average|^adds$|^active|^recent|^(games|users|reviews|ratings|followers|following|completed|playing|sharedGames|gamesTracked|catalogGames)$)/i;

/** Every count-like number in a JSON answer, by its path ("items.0.adds" → 2). */
export function countsIn(json: unknown, path = ""): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (v: unknown, at: string, key: string) => {
    if (typeof v === "number") {
      if (COUNT_KEY.test(key)) found.set(at, v);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, `${at}.${i}`, key));
    } else if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) walk(child, at ? `${at}.${k}` : k, k);
    }
  };
  walk(json, path, "");
  return found;
}

export interface AggregateFinding {
  route: string;
  problem: string;
}

interface Ctx {
  app: Express;
  prisma: Db;
  client: Client;
  /** Moves the app's clock past the answers kept for a while (the landing page's 30 s). */
  tick: () => void;
}

const isGet = (r: RouteEntry) => r.method === "get";

async function probeOf(ctx: Ctx, entry: RouteEntry, asker: TestUser, factories: Factories): Promise<Probe> {
  const builder = resourceBuilder(factories, { app: ctx.app, prisma: ctx.prisma, owner: asker });
  let path = entry.path;
  for (const p of paramNames(entry.path)) {
    const kind = entry.resources[p];
    if (!kind) throw new Error(`${routeName(entry)}: param :${p} names no resource kind`);
    path = path.replace(`:${p}`, encodeURIComponent(await builder.need(kind)));
  }
  const query = entry.example?.query ? new URLSearchParams(entry.example.query as Record<string, string>).toString() : undefined;
  return { method: entry.method, path, query, token: asker.token };
}

/** GET routes answering counts without declaring what they count. */
export async function undeclaredCounts(ctx: Ctx, askers: { user: TestUser; admin: TestUser }): Promise<AggregateFinding[]> {
  const findings: AggregateFinding[] = [];
  for (const entry of routesOf(ctx.app).filter(isGet)) {
    const asker = entry.access === "admin" ? askers.admin : askers.user;
    const a = await ctx.client.send(await probeOf(ctx, entry, asker, defaultFactories));
    const counts = countsIn(a.json);
    if (a.status === 200 && counts.size > 0 && entry.counts === undefined) {
      findings.push({
        route: routeName(entry),
        problem: `answers counts (${[...counts.keys()].slice(0, 4).join(", ")}) without declaring what they count (counts: "players" | "operator" | "none")`,
      });
    }
  }
  return findings;
}

/** The privacy settings that hide a player from other people's numbers. */
export const HIDDEN_SETTINGS = [
  { profileVisibility: "PRIVATE", showActivity: true, showPlaying: true },
  { profileVisibility: "PUBLIC", showActivity: false, showPlaying: true },
  { profileVisibility: "PUBLIC", showActivity: true, showPlaying: false },
] as const;

/**
 * What a player does to the numbers: the shared catalog game on two platforms (completed and rated,
 * in progress with a session), and a game of their own making, all dated `today`.
 */
async function play(ctx: Ctx, player: TestUser, slugs: string[], today: string) {
  for (const slug of slugs) {
    const send = async (body: Record<string, unknown>) => {
      const res = await ctx.client.send({ method: "post", path: "/api/games", body: { json: { catalogSlug: slug, ...body } }, token: player.token });
      if (res.status !== 201) throw new Error(`add ${slug} failed: ${res.status} ${res.text}`);
      return res.json as { id: string };
    };
    // With hours: a game's time to beat counts the players who completed it with time.
    await send({ platform: "PC", status: "COMPLETED", rating: 9, playTime: 12, startDate: today, completedDate: today });
    const playing = await send({ platform: "Nintendo Switch", status: "IN_PROGRESS", rating: 7, startDate: today });
    await buildSession(ctx.app, player, playing.id, { minutes: 95, date: today });
  }
}

async function playerWith(ctx: Ctx, settings: Record<string, unknown> | undefined): Promise<TestUser> {
  const u = await buildUser(ctx.app);
  if (settings) {
    const res = await ctx.client.send({ method: "put", path: "/api/profile/privacy", body: { json: settings }, token: u.token });
    if (res.status !== 200) throw new Error(`privacy failed: ${res.status} ${res.text}`);
  }
  return u;
}

/** The two answers' counts when those differ, else the answers themselves (a list that changed). */
function show(before: string, after: string): string {
  const counts = (text: string) => JSON.stringify(Object.fromEntries(countsIn(JSON.parse(text) as unknown)));
  const [a, b] = [counts(before), counts(after)];
  return a !== b ? `${a} → ${b}` : `${before.slice(0, 300)} → ${after.slice(0, 300)}`;
}

/**
 * For each route declared "players": the viewer's counts before and after hidden players play the
 * route's game (and others), then after a public player does the same. Each route gets its own game
 * and players, so one route's check does not move another's.
 */
export async function hiddenPlayersCheck(ctx: Ctx, today: string): Promise<{ checked: string[]; findings: AggregateFinding[]; unseen: AggregateFinding[] }> {
  const findings: AggregateFinding[] = [];
  const unseen: AggregateFinding[] = [];
  const checked: string[] = [];
  for (const entry of routesOf(ctx.app).filter((r) => isGet(r) && r.counts === "players")) {
    const route = routeName(entry);
    const game = await buildCatalogGame(ctx.prisma, {
      title: `Aggregate ${randomUUID().slice(0, 8)}`,
      slug: `aggregate-${randomUUID().slice(0, 8)}`,
      year: 2026,
    });
    const viewer = await buildUser(ctx.app);
    // The viewer's own copy is what a path naming a library game opens; a catalog game is the same one.
    const ownCopy = async () => {
      const res = await ctx.client.send({
        method: "post",
        path: "/api/games",
        body: { json: { catalogSlug: game.slug, platform: "PC" } },
        token: viewer.token,
      });
      return (res.json as { id: string }).id;
    };
    const factories: Factories = {
      ...defaultFactories,
      libraryGame: { owned: true, build: ownCopy },
      catalogGame: { owned: false, build: () => Promise.resolve(game.slug) },
    };
    // A taste to recommend from: another game of the same kind, rated by the viewer.
    const liked = await buildCatalogGame(ctx.prisma, { slug: `aggregate-liked-${randomUUID().slice(0, 8)}`, year: 2025 });
    await ctx.client.send({
      method: "post",
      path: "/api/games",
      body: { json: { catalogSlug: liked.slug, platform: "PC", status: "COMPLETED", rating: 9 } },
      token: viewer.token,
    });
    // The game in the viewer's backlog too: the backlog's times to beat are of their own games.
    await ctx.client.send({
      method: "post",
      path: "/api/games",
      body: { json: { catalogSlug: game.slug, platform: "PC", status: "BACKLOG" } },
      token: viewer.token,
    });
    const probe = await probeOf(ctx, entry, viewer, factories);
    // A route that keeps its answer recomputes it on ?refresh=1 (the recommendations).
    if (probe.query?.includes("refresh=")) probe.query = probe.query.replace(/refresh=\w*/, "refresh=1");
    const hidden = await Promise.all(HIDDEN_SETTINGS.map((s) => playerWith(ctx, s)));
    const read = async () => {
      ctx.tick();
      const a = await ctx.client.send(probe);
      if (a.status !== 200) throw new Error(`${route} answered ${a.status}: ${a.text.slice(0, 200)}`);
      // When it was made ("generatedAt") moves with the clock, not with the data.
      return JSON.stringify(a.json, (key, value: unknown) => (key.endsWith("At") ? undefined : value));
    };
    const before = await read();
    for (const h of hidden) await play(ctx, h, [game.slug], today);
    const afterHidden = await read();
    if (before !== afterHidden) {
      findings.push({ route, problem: `hidden players' games changed the viewer's answer: ${show(before, afterHidden)}` });
    }
    // Three public players (a list may want more than one before it says "players here", a time to beat three).
    for (let i = 0; i < TIME_TO_BEAT_MIN_PLAYERS; i++) await play(ctx, await playerWith(ctx, undefined), [game.slug], today);
    const afterPublic = await read();
    if (afterHidden === afterPublic) {
      unseen.push({
        route,
        problem: `a public player's games did not change the answer either (${afterPublic.slice(0, 300)}): the check cannot see this route's figures`,
      });
    }
    checked.push(route);
  }
  return { checked, findings, unseen };
}

export function aggregateContext(app: Express, prisma: Db, tick: () => void): Ctx & { close: () => Promise<void> } {
  const client = clientFor(app);
  return { app, prisma, client, tick, close: () => client.close() };
}
