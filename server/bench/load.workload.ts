// The load bench's phases against a running server: the anonymous large-body attack, simultaneous
// sign-ups, simultaneous writers, and the mixed workload (closed loop: each connection sends its next
// request when the last is answered) with its one import.
import { seededRandom } from "../src/lib/random.ts";
import { send, createClient, Recorder, sessionToken, type Client } from "./load.client.ts";
import { dayAgo, registerBody, PASSWORD, SEARCH_TERMS, type LibraryGame, type Player, type Seeded } from "./load.seed.ts";

const pick = <T>(items: readonly T[], rnd: () => number): T | undefined => items[Math.floor(rnd() * items.length)];

// ---- the anonymous large-body attack ----

/** An ~11 MB JSON body (over every route's limit), shared by all the attack's requests. */
const ATTACK_BODY = Buffer.from(JSON.stringify({ source: "backloggd", fileName: "big.csv", content: "x".repeat(11 * 1024 * 1024) }));
export const ATTACK_PATHS = { "import preview": "/api/data/import/preview", "catalog upload": "/api/admin/catalog/uploads" };

/** `count` anonymous ~11 MB POSTs at once, split over the two large-body routes, each on its own connection. */
export async function largeBodyAttack(base: string, count: number): Promise<Recorder> {
  const rec = new Recorder();
  const url = new URL(base);
  const paths = Object.entries(ATTACK_PATHS);
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const [name, path] = paths[i % paths.length]!;
      const headers = { origin: base, "content-type": "application/json", "content-length": ATTACK_BODY.length };
      const t0 = performance.now();
      const a = await send(false, { hostname: url.hostname, port: url.port, method: "POST", path, headers }, ATTACK_BODY);
      rec.record(`anonymous ${name}`, a.status, performance.now() - t0);
    }),
  );
  return rec;
}

// ---- simultaneous sign-ups ----

export interface Credentials {
  email: string;
  password: string;
}

/** `count` sign-ups at once, each on its own connection; returns who got an account. */
export async function simultaneousSignUps(base: string, count: number, rec: Recorder): Promise<Credentials[]> {
  const client = createClient(base, count, rec);
  const run = Date.now().toString(36);
  try {
    const made = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const tag = `su${i}_${run}`;
        const a = await client.call("sign-up", "POST", "/api/auth/register", { body: registerBody(`load_${tag}`, `load.${tag}@example.test`) });
        return a.status === 201 && sessionToken(a) ? { email: `load.${tag}@example.test`, password: PASSWORD } : null;
      }),
    );
    return made.filter((c): c is Credentials => c !== null);
  } finally {
    client.close();
  }
}

// ---- simultaneous writers ----

/**
 * `writers` players at once, each on its own connection, each `rounds` times: adds a game (in progress),
 * logs a session on it, completes it, reviews it and writes a journal entry about it.
 */
export async function simultaneousWriters(base: string, players: Player[], writers: number, rounds: number, rec: Recorder): Promise<void> {
  const client = createClient(base, writers, rec);
  try {
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const p = players[(w + 100) % players.length]!;
        const token = p.token;
        for (let r = 0; r < rounds; r++) {
          const title = `Writer ${w} round ${r} ${Date.now().toString(36)}`;
          const made = await client.call("add/edit game", "POST", "/api/games", { token, body: { title, platform: "PC", status: "IN_PROGRESS" } });
          if (made.status !== 201) continue;
          const id = (made.json as { id: string }).id;
          await client.call("log session", "POST", `/api/games/${id}/sessions`, { token, body: { minutes: 30 + r } });
          await client.call("add/edit game", "PUT", `/api/games/${id}`, { token, body: { status: "COMPLETED", rating: 1 + (w % 10) } });
          await client.call("review", "POST", `/api/reviews/game/${id}`, {
            token,
            body: { rating: 1 + (w % 10), comment: "Short and sweet.", spoiler: false },
          });
          await client.call("journal", "POST", "/api/journal", { token, body: { gameId: id, content: `Finished ${title}.`, date: dayAgo(0) } });
          p.games.push({ id, status: "COMPLETED", catalogSlug: null, reviewed: true });
        }
      }),
    );
  } finally {
    client.close();
  }
}

// ---- the mixed workload ----

interface Visit {
  client: Client;
  player: Player;
  seeded: Seeded;
  signIns: Credentials[];
  rnd: () => number;
}

const gamesOf = (p: Player, status?: LibraryGame["status"]) => p.games.filter((g) => !status || g.status === status);
/** A catalog game the player does not have yet (adding one twice is a second copy, not a real use). */
const newSlug = (v: Visit) =>
  pick(
    v.seeded.slugs.filter((s) => !v.player.games.some((g) => g.catalogSlug === s)),
    v.rnd,
  );

async function addGame(v: Visit, status: LibraryGame["status"]): Promise<LibraryGame | undefined> {
  const catalogSlug = newSlug(v);
  if (!catalogSlug) return undefined;
  const body = { catalogSlug, status, ...(status === "COMPLETED" ? { rating: 7 } : {}) };
  const a = await v.client.call("add/edit game", "POST", "/api/games", { token: v.player.token, body });
  if (a.status !== 201) return undefined;
  const game: LibraryGame = { id: (a.json as { id: string }).id, status, catalogSlug, reviewed: false };
  v.player.games.push(game);
  return game;
}

/** What a visit does, with how often (weights): reads dominate, as in real use. */
const ACTIONS: [number, (v: Visit) => Promise<unknown>][] = [
  // My Games: the list and its header figures.
  [
    16,
    async ({ client, player: { token } }) => {
      await client.call("my games", "GET", "/api/games", { token });
      await client.call("my games", "GET", "/api/games/stats", { token });
    },
  ],
  // A game page: the catalog's facts, whether it is in the library, related games, its reviews.
  [
    14,
    async (v) => {
      const own = pick(
        gamesOf(v.player).filter((g) => g.catalogSlug),
        v.rnd,
      );
      const slug = own?.catalogSlug ?? pick(v.seeded.slugs, v.rnd)!;
      const token = v.player.token;
      await v.client.call("game page", "GET", `/api/catalog/games/${slug}`, { token });
      await v.client.call("game page", "GET", `/api/games/lookup/${slug}`, { token });
      await v.client.call("game page", "GET", `/api/catalog/games/${slug}/related`, { token });
      if (own) await v.client.call("game page", "GET", `/api/reviews/game/${own.id}`, { token });
    },
  ],
  // Search as you type: the prefixes the client's debounce lets through.
  [
    12,
    async (v) => {
      const term = pick(SEARCH_TERMS, v.rnd)!;
      for (const len of new Set([3, 5, term.length].filter((n) => n <= term.length))) {
        await v.client.call("search", "GET", `/api/catalog/search?q=${encodeURIComponent(term.slice(0, len))}`, { token: v.player.token });
      }
    },
  ],
  [
    10,
    async ({ client, player: { token }, seeded, rnd }) => {
      await client.call("community", "GET", "/api/community/activity", { token });
      await client.call("community", "GET", "/api/community/stats", { token });
      if (rnd() < 0.5) await client.call("community", "GET", "/api/community/reviews", { token });
      else await client.call("community", "GET", `/api/users/${pick(seeded.players, rnd)!.username}`, { token });
    },
  ],
  [
    8,
    async ({ client, player: { token } }) => {
      for (const figure of ["summary", "total-games", "completed", "play-calendar"]) {
        await client.call("analytics", "GET", `/api/analytics/${figure}?tz=Europe/Paris`, { token });
      }
    },
  ],
  [
    6,
    async (v) => {
      const game = pick(gamesOf(v.player, "IN_PROGRESS"), v.rnd);
      const body = { gameId: game?.id ?? null, content: "Another evening with it. The middle drags a little.", date: dayAgo(0), tags: ["evening"] };
      await v.client.call("journal", "POST", "/api/journal", { token: v.player.token, body });
      await v.client.call("journal", "GET", "/api/journal", { token: v.player.token });
    },
  ],
  // Edit: start a backlog game, or rate another.
  [
    6,
    async (v) => {
      const game = pick(gamesOf(v.player), v.rnd);
      if (!game) return addGame(v, "BACKLOG");
      const body = game.status === "BACKLOG" ? { status: "IN_PROGRESS" } : { rating: 1 + Math.floor(v.rnd() * 10) };
      const a = await v.client.call("add/edit game", "PUT", `/api/games/${game.id}`, { token: v.player.token, body });
      if (a.status === 200 && game.status === "BACKLOG") game.status = "IN_PROGRESS";
    },
  ],
  [
    6,
    async (v) => {
      const game = pick(gamesOf(v.player, "IN_PROGRESS"), v.rnd) ?? (await addGame(v, "IN_PROGRESS"));
      if (game) {
        await v.client.call("log session", "POST", `/api/games/${game.id}/sessions`, {
          token: v.player.token,
          body: { minutes: 15 + Math.floor(v.rnd() * 120) },
        });
      }
    },
  ],
  [5, (v) => addGame(v, "BACKLOG")],
  // A review: of a completed game not reviewed yet, or of one just finished.
  [
    3,
    async (v) => {
      const game = gamesOf(v.player, "COMPLETED").find((g) => !g.reviewed) ?? (await addGame(v, "COMPLETED"));
      if (!game) return;
      const body = { rating: 1 + Math.floor(v.rnd() * 10), comment: "Better than I remembered, and shorter.", spoiler: false };
      const a = await v.client.call("review", "POST", `/api/reviews/game/${game.id}`, { token: v.player.token, body });
      game.reviewed = a.status === 201 || a.status === 409;
    },
  ],
  [
    1,
    async (v) => {
      const who = pick(v.signIns, v.rnd);
      if (who) await v.client.call("sign-in", "POST", "/api/auth/login", { body: who });
    },
  ],
];
const TOTAL_WEIGHT = ACTIONS.reduce((n, [w]) => n + w, 0);

function nextAction(rnd: () => number): (v: Visit) => Promise<unknown> {
  let r = rnd() * TOTAL_WEIGHT;
  for (const [w, act] of ACTIONS) if ((r -= w) < 0) return act;
  return ACTIONS[0]![1];
}

/** One import as a player makes it: a Backloggd CSV of `rows` catalog titles, previewed, applied, followed to the end. */
async function oneImport(client: Client, p: Player, titles: string[], rows: number): Promise<string> {
  const statuses = ["played", "playing", "backlog"];
  const csv = [
    "title,platform,status,rating,hours",
    ...titles.slice(0, rows).map((t, i) => `"${t.replace(/"/g, '""')}",PC,${statuses[i % 3]},${1 + (i % 5)},${i % 40}`),
  ].join("\n");
  const token = p.token;
  const preview = await client.call("import", "POST", "/api/data/import/preview", {
    token,
    body: { source: "backloggd", content: csv, fileName: "backloggd.csv" },
  });
  if (preview.status !== 201) return `preview answered ${preview.status}`;
  const id = (preview.json as { id: string }).id;
  const applied = await client.call("import", "POST", `/api/data/import/runs/${id}/apply`, { token });
  if (applied.status !== 202) return `apply answered ${applied.status}`;
  const t0 = performance.now();
  while (performance.now() - t0 < 60_000) {
    await new Promise((r) => setTimeout(r, 500));
    const run = await client.call("import", "GET", `/api/data/import/runs/${id}`, { token });
    const state = (run.json as { state?: string } | null)?.state;
    if (state === "applied" || state === "failed") return `${rows} rows ${state} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
  }
  return "not finished after 60 s";
}

/**
 * `connections` connections, each a player visiting for `seconds` (closed loop, no pause between
 * requests); the first also makes one import a third of the way through. Returns the import's outcome.
 */
export async function mixedWorkload(
  base: string,
  seeded: Seeded,
  signIns: Credentials[],
  connections: number,
  seconds: number,
  rec: Recorder,
): Promise<string> {
  const client = createClient(base, connections, rec);
  const until = performance.now() + seconds * 1000;
  let imported = "not started (the run was too short)";
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        const v: Visit = { client, player: seeded.players[c % seeded.players.length]!, seeded, signIns, rnd: seededRandom(c + 1) };
        const importAt = c === 0 ? performance.now() + (seconds * 1000) / 3 : Infinity;
        while (performance.now() < until) {
          if (performance.now() >= importAt && imported.startsWith("not started")) imported = await oneImport(client, v.player, seeded.titles, 100);
          else await nextAction(v.rnd)(v);
        }
      }),
    );
    return imported;
  } finally {
    client.close();
  }
}
