// Requests take turns (ADR 024): route handlers run `slots` at a time in arrival order, a wait that runs
// out is 503 server_busy, a route declaring `takesTurn: false` runs beside the turns, a request gives
// its turn up for a wait off the thread (asideOf), and a request whose client went away is not run.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, describe, expect, it, vi } from "vitest";
import { setupFile } from "../../test/helpers.ts";
import { defineRoutes } from "./registry.ts";
import { asideOf, requestTurns } from "./turns.ts";

const { makeApp } = await setupFile();

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** What the probe routes did, in order, and the waits they are held on (by name). */
const log: string[] = [];
const holds = new Map<string, ReturnType<typeof deferred>>();
const hold = (name: string) => holds.get(name) ?? holds.set(name, deferred()).get(name)!;

function probeRoutes() {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/in-turn/:name",
    access: "public",
    handler: async (_i, req, res) => {
      const name = String(req.params.name);
      log.push(`start ${name}`);
      await hold(name).promise;
      log.push(`end ${name}`);
      res.json({ name });
    },
  });
  g.route({
    method: "get",
    path: "/beside/:name",
    access: "public",
    takesTurn: false,
    handler: (_i, req, res) => {
      log.push(`beside ${String(req.params.name)}`);
      res.json({ ok: true });
    },
  });
  g.route({
    method: "get",
    path: "/aside/:name",
    access: "public",
    handler: async (_i, req, res) => {
      const name = String(req.params.name);
      log.push(`start ${name}`);
      await asideOf(res)(() => hold(name).promise);
      log.push(`back ${name}`);
      res.json({ name });
    },
  });
  return g;
}

async function serve(slots: number, waitMs = 60_000) {
  const app = makeApp({ requestTurns: { slots, waitMs }, extend: (api, routes) => routes.mount(api, "/probe", probeRoutes()) });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return { app, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/probe` };
}
const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});

function reset() {
  log.length = 0;
  holds.clear();
}

describe("request turns", () => {
  it("runs handlers one turn at a time, in the order the requests came", async () => {
    reset();
    const { app, base } = await serve(1);
    const a = fetch(`${base}/in-turn/a`);
    await vi.waitFor(() => expect(log).toEqual(["start a"]));
    const b = fetch(`${base}/in-turn/b`);
    await vi.waitFor(() => expect(requestTurns(app)!.queued).toBe(1));
    const c = fetch(`${base}/in-turn/c`);
    await vi.waitFor(() => expect(requestTurns(app)!.queued).toBe(2));
    // c's wait ends before b's: still, b came first and goes first
    hold("c").resolve();
    hold("b").resolve();
    hold("a").resolve();
    const answers = await Promise.all([a, b, c]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("answers 503 server_busy with Retry-After when the turn does not come within the wait", async () => {
    reset();
    const { base } = await serve(1, 50);
    const a = fetch(`${base}/in-turn/a`);
    await vi.waitFor(() => expect(log).toEqual(["start a"]));
    const refused = await fetch(`${base}/in-turn/b`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("server_busy");
    hold("a").resolve();
    expect((await a).status).toBe(200);
    expect(log).toEqual(["start a", "end a"]);
  });

  it("runs a route that takes no turn while every turn is taken", async () => {
    reset();
    const { base } = await serve(1);
    const a = fetch(`${base}/in-turn/a`);
    await vi.waitFor(() => expect(log).toEqual(["start a"]));
    expect((await fetch(`${base}/beside/x`)).status).toBe(200);
    expect(log).toEqual(["start a", "beside x"]);
    hold("a").resolve();
    await a;
  });

  it("gives the turn up for a wait aside, and queues for it again after", async () => {
    reset();
    const { base } = await serve(1);
    const a = fetch(`${base}/aside/a`);
    await vi.waitFor(() => expect(log).toEqual(["start a"]));
    // a waits aside: b gets the turn meanwhile
    const b = fetch(`${base}/in-turn/b`);
    await vi.waitFor(() => expect(log).toEqual(["start a", "start b"]));
    // a's wait is over, but b holds the turn: a comes back only after b
    hold("a").resolve();
    hold("b").resolve();
    await Promise.all([a, b]);
    expect(log).toEqual(["start a", "start b", "end b", "back a"]);
  });

  it("does not run a request whose client went away while it waited, and passes the turn on", async () => {
    reset();
    const { app, base } = await serve(1);
    const a = fetch(`${base}/in-turn/a`);
    await vi.waitFor(() => expect(log).toEqual(["start a"]));
    const gone = new AbortController();
    const b = fetch(`${base}/in-turn/b`, { signal: gone.signal }).catch(() => "aborted");
    await vi.waitFor(() => expect(requestTurns(app)!.queued).toBe(1));
    gone.abort();
    expect(await b).toBe("aborted");
    const c = fetch(`${base}/in-turn/c`);
    await vi.waitFor(() => expect(requestTurns(app)!.queued).toBe(2));
    hold("c").resolve();
    hold("a").resolve();
    expect((await c).status).toBe(200);
    await a;
    expect(log).toEqual(["start a", "end a", "start c", "end c"]);
  });

  it("passes the turn on when the client goes away during its turn", async () => {
    reset();
    const { base } = await serve(1);
    const gone = new AbortController();
    const a = fetch(`${base}/in-turn/a`, { signal: gone.signal }).catch(() => "aborted");
    await vi.waitFor(() => expect(log).toEqual(["start a"]));
    gone.abort();
    expect(await a).toBe("aborted");
    // a's handler is still waiting, but its turn is free
    const b = fetch(`${base}/in-turn/b`);
    hold("b").resolve();
    expect((await b).status).toBe(200);
    expect(log).toEqual(["start a", "start b", "end b"]);
    hold("a").resolve();
  });
});
