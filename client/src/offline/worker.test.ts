// The service worker's rules (worker.ts, cache-rules.ts) over an in-memory Cache Storage and a fake
// network: what it keeps, for whom, what it serves when the network fails, and what it never touches.
import { ACCOUNT_HEADER } from "@savepoint/common";
import { describe, expect, it } from "vitest";
import { apiCacheName, forgetAccounts, isCachedApiRead, rememberAccount } from "./cache-rules.ts";
import { OFFLINE_HEADER } from "./offline-header.ts";
import { activate, install, respond, type WorkerEnv } from "./worker.ts";

const ORIGIN = "https://games.example.org";

/** A Cache keyed by URL (the worker's matches ignore Vary and, for shell files, the query). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (r: Request) => Promise<Response>) {}
  private key(r: RequestInfo | URL, ignoreSearch = false) {
    const url = new URL(typeof r === "string" ? r : r instanceof URL ? r.href : r.url, ORIGIN);
    if (ignoreSearch) url.search = "";
    return url.href;
  }
  match(r: RequestInfo | URL, opts?: CacheQueryOptions) {
    const hit = this.entries.get(this.key(r, opts?.ignoreSearch));
    return Promise.resolve(hit?.clone());
  }
  put(r: RequestInfo | URL, res: Response) {
    this.entries.set(this.key(r), res.clone());
    return Promise.resolve();
  }
  async addAll(paths: string[]) {
    for (const path of paths) await this.put(path, await this.network(new Request(new URL(path, ORIGIN))));
  }
}

class MemoryStorage {
  readonly stores = new Map<string, MemoryCache>();
  constructor(private readonly network: (r: Request) => Promise<Response>) {}
  open(name: string) {
    const cache = this.stores.get(name) ?? new MemoryCache(this.network);
    this.stores.set(name, cache);
    return Promise.resolve(cache as unknown as Cache);
  }
  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }
}

/** A worker over a network that answers as `server` says, or fails while `online` is false. */
function setup() {
  const net = { online: true, calls: 0, account: "ada" as string | null, status: 200 };
  const network = (r: Request) => {
    net.calls += 1;
    if (!net.online) return Promise.reject(new TypeError("Failed to fetch"));
    const headers = new Headers({ "Content-Type": "application/json" });
    if (net.account) headers.set(ACCOUNT_HEADER, net.account);
    return Promise.resolve(new Response(JSON.stringify({ url: new URL(r.url).pathname, for: net.account }), { status: net.status, headers }));
  };
  const storage = new MemoryStorage(network);
  const caches = storage as unknown as CacheStorage;
  const env: WorkerEnv = { caches, fetch: network, origin: ORIGIN, version: "v2", precache: ["/index.html", "/assets/index-abc.js"] };
  /** The worker's answer to a request of `path`; `navigate`: a page's address (no Request can be made so by hand). */
  const get = (path: string, init?: RequestInit & { navigate?: boolean }) => {
    const request = new Request(`${ORIGIN}${path}`, init);
    if (init?.navigate) Object.defineProperty(request, "mode", { value: "navigate" });
    const answer = respond(request, env);
    if (!answer) throw new Error(`${path}: left to the browser`);
    return answer;
  };
  return { net, env, caches, storage, get };
}

const body = async (res: Response) => (await res.json()) as { url: string; for: string | null };

describe("the API reads the worker keeps", () => {
  it("are My Games and a game page's, as GETs of this origin; nothing else of the API", () => {
    const kept = (method: string, path: string, origin = ORIGIN) => isCachedApiRead(method, new URL(path, origin), ORIGIN);
    for (const path of [
      "/api/games",
      "/api/games/stats",
      "/api/games/time-to-beat",
      "/api/games/lookup/celeste",
      "/api/games/3f1c",
      "/api/games/3f1c/community-stats",
      "/api/catalog/games/celeste",
      "/api/catalog/games/celeste/related",
      "/api/reviews/game/3f1c?sort=newest",
      "/api/journal/games/3f1c/summary",
    ]) {
      expect(kept("GET", path), path).toBe(true);
    }
    for (const path of [
      "/api/auth/me",
      "/api/games/notes-matches?q=boss",
      "/api/catalog/search?q=celeste",
      "/api/users/ada",
      "/api/profile",
      "/api/journal",
      "/api/admin/users",
    ]) {
      expect(kept("GET", path), path).toBe(false);
    }
    expect(kept("POST", "/api/games")).toBe(false);
    expect(kept("PUT", "/api/games/3f1c")).toBe(false);
    expect(kept("GET", "/api/games", "https://elsewhere.example")).toBe(false);
  });

  it("leaves every other request to the browser: changes, other API reads, other origins", () => {
    const { env } = setup();
    for (const [url, init] of [
      [`${ORIGIN}/api/games`, { method: "POST" }],
      [`${ORIGIN}/api/games/3f1c`, { method: "DELETE" }],
      [`${ORIGIN}/api/auth/me`, undefined],
      [`${ORIGIN}/api/catalog/search?q=zelda`, undefined],
      ["https://elsewhere.example/assets/index-abc.js", undefined],
      [`${ORIGIN}/assets/not-in-the-shell.js`, undefined],
    ] as const) {
      expect(respond(new Request(url, init), env), url).toBeNull();
    }
  });
});

describe("an account's kept answers", () => {
  it("come from the network while it answers, and from the account's own cache, marked, when it fails", async () => {
    const { net, caches, get } = setup();
    await rememberAccount(caches, "ada");
    const fresh = await get("/api/games");
    expect(fresh.headers.get(OFFLINE_HEADER)).toBeNull();
    expect(await body(fresh)).toEqual({ url: "/api/games", for: "ada" });
    net.online = false;
    const kept = await get("/api/games");
    expect(kept.headers.get(OFFLINE_HEADER)).toBe("1");
    expect(await body(kept)).toEqual({ url: "/api/games", for: "ada" });
    // never seen: the network's failure stands
    await expect(get("/api/games/stats")).rejects.toThrow(/Failed to fetch/);
  });

  it("are kept only in the cache of the account the server answered for, never while another is signed in", async () => {
    const { net, caches, storage, get } = setup();
    // the page has not said who is signed in yet: kept as the server's answer for Ada, served to no one
    await get("/api/games");
    expect(storage.stores.get(apiCacheName("ada"))?.entries.size).toBe(1);
    net.online = false;
    await expect(get("/api/games")).rejects.toThrow(/Failed to fetch/);
    // Ada signed in: hers, kept since
    await rememberAccount(caches, "ada");
    expect(await body(await get("/api/games"))).toEqual({ url: "/api/games", for: "ada" });
    // the page says Ada, but the answer is Bob's (his cookie, before the page caught up): not kept anywhere
    net.online = true;
    net.account = "bob";
    await get("/api/games/stats");
    expect(storage.stores.get(apiCacheName("ada"))?.entries.size).toBe(1);
    expect(storage.stores.has(apiCacheName("bob"))).toBe(false);
    // an answer naming no account (not a browser session) is not kept either
    net.account = null;
    await get("/api/games/stats");
    expect(storage.stores.get(apiCacheName("ada"))?.entries.size).toBe(1);
  });

  it("go at sign-out, and another account signing in never sees the last one's", async () => {
    const { net, caches, get } = setup();
    await rememberAccount(caches, "ada");
    await get("/api/games");
    await forgetAccounts(caches);
    net.online = false;
    await expect(get("/api/games")).rejects.toThrow(/Failed to fetch/);

    // Ada again, kept; then Bob signs in on the same browser without a sign-out between
    net.online = true;
    await rememberAccount(caches, "ada");
    await get("/api/games/lookup/celeste");
    await rememberAccount(caches, "bob");
    expect((await caches.keys()).filter((n) => n.startsWith("savepoint-api-"))).toEqual([]);
    net.online = false;
    await expect(get("/api/games/lookup/celeste")).rejects.toThrow(/Failed to fetch/);
  });

  it("all go when the server says the session has ended (401), and nothing more is kept", async () => {
    const { net, caches, get } = setup();
    await rememberAccount(caches, "ada");
    await get("/api/games");
    net.status = 401;
    expect((await get("/api/games")).status).toBe(401);
    net.status = 200;
    await get("/api/games/stats");
    net.online = false;
    await expect(get("/api/games")).rejects.toThrow(/Failed to fetch/);
    await expect(get("/api/games/stats")).rejects.toThrow(/Failed to fetch/);
  });
});

describe("the app shell", () => {
  it("is kept at install, serves pages when the network fails, and an older build's goes at activation", async () => {
    const { net, env, storage, get } = setup();
    await storage.open("savepoint-shell-v1");
    await install(env);
    await activate(env);
    expect([...storage.stores.keys()].filter((n) => n.startsWith("savepoint-shell-"))).toEqual(["savepoint-shell-v2"]);
    const calls = net.calls;
    expect((await body(await get("/assets/index-abc.js"))).url).toBe("/assets/index-abc.js");
    expect(net.calls).toBe(calls); // from the cache
    net.online = false;
    const offlinePage = await get("/game/celeste", { navigate: true });
    expect((await body(offlinePage)).url).toBe("/index.html");
    // an API address opened as a page is left to the browser, never answered with the shell
    expect(respond(Object.defineProperty(new Request(`${ORIGIN}/api/openapi.json`), "mode", { value: "navigate" }), env)).toBeNull();
  });
});
