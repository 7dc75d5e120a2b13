// The load bench's instance, seeded through the API as players would fill it: PLAYERS sign-ups, each with
// a library of catalog games picked by searching the bundled catalog (statuses mixed), play sessions on
// the games in progress, reviews of half the completed ones, two journal entries and a few follows.
// Run against a server started with a low BCRYPT_COST (the measured phases restart it at the real one).
import { createClient, Recorder, sessionToken, type Client } from "./load.client.ts";

export interface LibraryGame {
  id: string;
  status: "BACKLOG" | "IN_PROGRESS" | "COMPLETED" | "ABANDONED";
  catalogSlug: string | null;
  reviewed: boolean;
}

export interface Player {
  username: string;
  email: string;
  password: string;
  token: string;
  games: LibraryGame[];
}

export interface Seeded {
  players: Player[];
  /** Catalog slugs found by searching: the games players add and open. */
  slugs: string[];
  titles: string[];
  requests: number;
  seconds: number;
}

/** Words players search for; each gives up to a page of catalog games. */
export const SEARCH_TERMS = [
  "zelda",
  "mario",
  "final fantasy",
  "sonic",
  "mega man",
  "street fighter",
  "metroid",
  "castlevania",
  "tetris",
  "doom",
  "pac-man",
  "kirby",
  "pokemon",
  "resident evil",
  "silent hill",
  "tomb raider",
  "halo",
  "gran turismo",
  "tekken",
  "contra",
  "donkey kong",
  "star wars",
  "fifa",
  "need for speed",
  "monkey island",
  "civilization",
  "sim city",
  "prince of persia",
  "diablo",
  "fallout",
];
const STATUSES: LibraryGame["status"][] = ["COMPLETED", "IN_PROGRESS", "BACKLOG", "COMPLETED", "ABANDONED", "IN_PROGRESS", "BACKLOG"];
export const PASSWORD = "load-bench-secret";
/** Concurrent requests while seeding: enough to keep the server busy, few enough to stay polite. */
const SEED_CONNECTIONS = 16;

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** A calendar day `daysAgo` before today, as YYYY-MM-DD. */
export const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export function registerBody(username: string, email: string) {
  return { firstName: "Load", lastName: "Bench", username, email, password: PASSWORD, confirmPassword: PASSWORD };
}

/** Signs up one player; throws unless the server answers 201 with a session. */
async function signUp(client: Client, tag: string): Promise<Player> {
  const username = `load_${tag}`;
  const email = `load.${tag}@example.test`;
  const a = await client.call("sign-up", "POST", "/api/auth/register", { body: registerBody(username, email) });
  const token = sessionToken(a);
  if (a.status !== 201 || !token) throw new Error(`seeding: sign-up answered ${a.status} ${JSON.stringify(a.json)}`);
  return { username, email, password: PASSWORD, token, games: [] };
}

/** Catalog games found by searching SEARCH_TERMS (the first search waits for the index to build). */
async function findCatalogGames(client: Client, token: string): Promise<{ slugs: string[]; titles: string[] }> {
  const found = new Map<string, string>();
  for (const term of SEARCH_TERMS) {
    const a = await client.call("search", "GET", `/api/catalog/search?q=${encodeURIComponent(term)}`, { token });
    for (const r of (a.json as { results?: { slug: string; title: string }[] } | null)?.results ?? []) found.set(r.slug, r.title);
  }
  if (found.size < 40) throw new Error(`seeding: the catalog search found ${found.size} games (is the bundled catalog loaded? SKIP_CATALOG must be off)`);
  return { slugs: [...found.keys()], titles: [...found.values()] };
}

/** One player's library, sessions, reviews, journal and follows. */
async function fillPlayer(client: Client, p: Player, i: number, all: Player[], slugs: string[]): Promise<void> {
  const token = p.token;
  const size = 8 + ((i * 7) % 17); // 8–24 games, 16 on average
  for (let k = 0; k < size; k++) {
    const status = STATUSES[(i + k) % STATUSES.length]!;
    const catalogSlug = slugs[(i * 13 + k) % slugs.length]!; // distinct within a library (at most 24 < 40 slugs)
    const body = { catalogSlug, status, ...(status === "COMPLETED" || status === "ABANDONED" ? { rating: 1 + ((i + k) % 10) } : {}) };
    const a = await client.call("add/edit game", "POST", "/api/games", { token, body });
    if (a.status !== 201) continue;
    const game: LibraryGame = { id: (a.json as { id: string }).id, status, catalogSlug, reviewed: false };
    p.games.push(game);
    if (status === "IN_PROGRESS") {
      for (let s = 0; s < 1 + (k % 2); s++) {
        await client.call("log session", "POST", `/api/games/${game.id}/sessions`, { token, body: { minutes: 20 + ((i + s) % 90) } });
      }
    }
    if (status === "COMPLETED" && k % 2 === 0) {
      const comment = `Played it through in ${10 + (k % 30)} hours. ${k % 3 ? "A soundtrack to keep." : "Too many fetch quests."}`;
      const r = await client.call("review", "POST", `/api/reviews/game/${game.id}`, { token, body: { rating: 1 + ((i + k) % 10), comment, spoiler: false } });
      game.reviewed = r.status === 201;
    }
  }
  const about = p.games[0];
  await client.call("journal", "POST", "/api/journal", {
    token,
    body: { gameId: about?.id ?? null, title: "First impressions", content: "Slow start, then it clicks.", date: dayAgo(3) },
  });
  await client.call("journal", "POST", "/api/journal", { token, body: { content: "Too little time to play this week.", date: dayAgo(1), tags: ["life"] } });
  for (let f = 1; f <= 5; f++) {
    const other = all[(i + f * 37) % all.length]!;
    if (other !== p) await client.call("community", "POST", `/api/users/${other.username}/follow`, { token });
  }
}

/** Seeds `players` players on the server at `base`; prints a line with what it made. */
export async function seedInstance(base: string, players: number): Promise<Seeded> {
  const t0 = performance.now();
  const rec = new Recorder();
  const client = createClient(base, SEED_CONNECTIONS, rec);
  try {
    const run = Date.now().toString(36);
    const all: Player[] = new Array<Player>(players);
    await inPool([...Array(players).keys()], SEED_CONNECTIONS, async (i) => {
      all[i] = await signUp(client, `${i}_${run}`);
    });
    const signedUp = performance.now();
    const { slugs, titles } = await findCatalogGames(client, all[0]!.token);
    const searched = performance.now();
    await inPool(all, SEED_CONNECTIONS, (p, i) => fillPlayer(client, p, i, all, slugs));
    const seconds = (performance.now() - t0) / 1000;
    const games = all.reduce((n, p) => n + p.games.length, 0);
    const reviews = all.reduce((n, p) => n + p.games.filter((g) => g.reviewed).length, 0);
    console.log(
      `  seeded ${players} players, ${games} library games, ${reviews} reviews, ${rec.count("log session", 201)} sessions, ` +
        `${rec.count("journal", 201)} journal entries, ${rec.count("community", 200)} follows over ${slugs.length} catalog games: ${rec.total} requests in ${seconds.toFixed(0)} s ` +
        `(sign-ups ${((signedUp - t0) / 1000).toFixed(0)} s, catalog search ${((searched - signedUp) / 1000).toFixed(0)} s, the rest ${((performance.now() - searched) / 1000).toFixed(0)} s)`,
    );
    if (rec.errorCount() > 0) console.log(`  seeding errors: ${[...rec.errors()].map(([k, n]) => `${k} ×${n}`).join(", ")}`);
    return { players: all, slugs, titles, requests: rec.total, seconds };
  } finally {
    client.close();
  }
}
