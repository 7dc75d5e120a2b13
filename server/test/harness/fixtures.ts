// The people and things the harness asks about: three users (an owner, another user, an admin) and a
// factory per resource kind a route's path param can name. A route whose param names a kind with no
// factory here fails the matrix: add the factory with the route.
import { randomUUID } from "node:crypto";
import supertest from "supertest";
import type { AuthResponse } from "@savepoint/common";
import type { Db } from "../../src/db/prisma.ts";
import { sessionTokenOf } from "../responses.ts";
import {
  buildApiToken,
  buildCatalogGame,
  buildGame,
  buildJournalCategory,
  buildJournalEntry,
  buildReview,
  buildSession,
  buildUser,
  type TestUser,
} from "../builders.ts";

type App = Parameters<typeof supertest>[0];
export type ActorName = "owner" | "other" | "admin";

export interface Actor {
  name: ActorName;
  email: string;
  password: string;
}

export interface Cast {
  actors: Record<ActorName, Actor>;
  /** A new session for `who` (a route may end the one it was given). */
  signIn(who: ActorName): Promise<TestUser>;
}

/** Registers the three users; only the admin is one, whatever order the database saw them in. */
export async function createCast(app: App, prisma: Db): Promise<Cast> {
  const actors = {} as Record<ActorName, Actor>;
  const users = {} as Record<ActorName, TestUser>;
  for (const name of ["admin", "owner", "other"] as const) {
    const u = await buildUser(app, { email: `${name}.${randomUUID().slice(0, 8)}@harness.test` });
    await prisma.user.update({ where: { id: u.user.id }, data: { isAdmin: name === "admin" } });
    users[name] = u;
    actors[name] = { name, email: u.input.email, password: u.input.password };
  }
  return {
    actors,
    async signIn(who) {
      const { email, password } = actors[who];
      const res = await supertest(app).post("/api/auth/login").send({ email, password });
      if (res.status !== 200) throw new Error(`${who} could not sign in: ${res.status} ${res.text}`);
      const { user } = res.body as AuthResponse;
      const token = sessionTokenOf(res);
      return { ...users[who], token, user, auth: (r: supertest.Test) => r.set("Authorization", `Bearer ${token}`) };
    },
  };
}

export interface BuildContext {
  app: App;
  prisma: Db;
  /** The user the resource belongs to (ignored by kinds nobody owns). */
  owner: TestUser;
  /** The value of another kind for the same request (a play session needs its game's id). */
  need: (kind: string) => Promise<string>;
}

export interface ResourceFactory {
  /** Whether the resource belongs to one user: another user must get a 404 for it. */
  owned: boolean;
  /** Makes one and answers the path param that names it. */
  build(ctx: BuildContext): Promise<string>;
}

export type Factories = Readonly<Record<string, ResourceFactory>>;

const title = (owner: TestUser) => `Harness ${owner.user.username} ${randomUUID().slice(0, 8)}`;

export const factories: Factories = {
  libraryGame: { owned: true, build: async ({ app, owner }) => (await buildGame(app, owner, { title: title(owner) })).id },
  libraryGameSlug: { owned: true, build: async ({ app, owner }) => (await buildGame(app, owner, { title: title(owner) })).slug },
  playSession: { owned: true, build: async ({ app, owner, need }) => (await buildSession(app, owner, await need("libraryGame"))).session.id },
  completedGame: { owned: true, build: async ({ app, owner }) => (await buildGame(app, owner, { title: title(owner), status: "COMPLETED" })).id },
  review: { owned: true, build: async ({ app, owner }) => (await buildReview(app, owner, { game: { title: title(owner) } })).id },
  // Someone else's review (a user of its own): what a like is for.
  othersReview: { owned: false, build: async ({ app }) => (await buildReview(app, await buildUser(app))).id },
  catalogGame: { owned: false, build: async ({ prisma }) => (await buildCatalogGame(prisma)).slug },
  // A catalog game by its numeric id (what 'Not interested' names).
  catalogGameId: { owned: false, build: async ({ prisma }) => String((await buildCatalogGame(prisma)).id) },
  // A catalog file an admin uploaded (nobody's: any admin may follow it).
  catalogUpload: {
    owned: false,
    build: async ({ prisma }) => (await prisma.catalogUpload.create({ data: { fileName: "harness.jsonl", status: "done", total: 0 } })).id,
  },
  // Another user, by username (a user of its own: following or blocking it changes nobody else).
  user: { owned: false, build: async ({ app }) => (await buildUser(app)).user.username },
  // Another user by id (what the admin's user actions name): a user of its own, as an admin may delete it.
  userId: { owned: false, build: async ({ app }) => (await buildUser(app)).user.id },
  // An admin's invite link, unused.
  invite: {
    owned: false,
    build: async ({ prisma }) => (await prisma.invite.create({ data: { tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) } })).id,
  },
  // An item of the owner's wishlist (issue 33): a title of their own.
  wishlistItem: {
    owned: true,
    build: async ({ app, owner }) => {
      const res = await owner.auth(supertest(app).post("/api/wishlist")).send({ title: title(owner), platform: "PC" });
      if (res.status !== 201) throw new Error(`wishlist add failed: ${res.status} ${res.text}`);
      return (res.body as { id: string }).id;
    },
  },
  journalEntry: { owned: true, build: async ({ app, owner }) => (await buildJournalEntry(app, owner, { title: title(owner) })).id },
  // A calendar year (a year in review): nobody's.
  calendarYear: { owned: false, build: () => Promise.resolve("2026") },
  journalCategory: {
    owned: true,
    build: async ({ app, owner }) => (await buildJournalCategory(app, owner, { name: `Harness ${randomUUID().slice(0, 8)}` })).id,
  },
  // An import run of the owner's, previewed and not applied.
  importRun: {
    owned: true,
    build: async ({ app, owner }) => {
      const res = await owner
        .auth(supertest(app).post("/api/data/import/preview"))
        .send({ source: "backloggd", content: `title,status\n${title(owner)},played\n` });
      if (res.status !== 201) throw new Error(`import preview failed: ${res.status} ${res.text}`);
      return (res.body as { id: string }).id;
    },
  },
  // A personal access token of the owner's: what 'Revoke' names.
  apiToken: { owned: true, build: async ({ app, owner }) => (await buildApiToken(app, owner)).apiToken.id },
  // Another signed-in session of the owner (another device): what 'Sign out' names.
  authSession: {
    owned: true,
    build: async ({ prisma, owner }) =>
      (await prisma.session.create({ data: { userId: owner.user.id, expiresAt: new Date(Date.now() + 86_400_000), userAgent: "Harness" } })).id,
  },
};

/** Builds values by kind for one request, each kind once (so `:id` and `:sessionId` agree). */
export function resourceBuilder(factories: Factories, base: Omit<BuildContext, "need">) {
  const made = new Map<string, Promise<string>>();
  const need = (kind: string): Promise<string> => {
    const factory = factories[kind];
    if (!factory) return Promise.reject(new Error(`no factory for resource kind "${kind}"`));
    let value = made.get(kind);
    if (!value) {
      value = factory.build({ ...base, need });
      made.set(kind, value);
    }
    return value;
  };
  return { need, values: () => Promise.all(made.values()) };
}

/** One resource of every owned kind for `owner`: what other users' answers must never contain. */
export async function standingData(factories: Factories, base: Omit<BuildContext, "need">): Promise<string[]> {
  const b = resourceBuilder(factories, base);
  for (const [kind, f] of Object.entries(factories)) if (f.owned) await b.need(kind);
  return b.values();
}
