// Test data builders: each makes one valid thing with overrides, through the API the way a user would
// (catalog rows excepted: the catalog has no write API, its rows come from the loader and providers).
import supertest from "supertest";
import type { ApiTokenCreatedDto, AuthResponse, JournalCategoryDto, JournalEntryDto, LibraryGameDto, PlaySessionCreated, ReviewDto } from "@savepoint/common";
import type { Db } from "../src/db/prisma.ts";
import type { Prisma } from "../src/generated/prisma/client.ts";
import { sessionTokenOf } from "./responses.ts";

type App = Parameters<typeof supertest>[0];

let seq = 0;
/** A number no other builder call in this process has used (unique names, slugs, ids). */
const next = () => ++seq;

/** A valid sign-up body with a unique username and email. */
export function userInput(over: Record<string, unknown> = {}) {
  const tag = `${Date.now().toString(36)}${next()}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    username: `ada_${tag}`,
    email: `ada.${tag}@example.test`,
    password: "secret123",
    confirmPassword: "secret123",
    accountColor: "purple",
    ...over,
  };
}

export type TestUser = Awaited<ReturnType<typeof buildUser>>;

/** Registers a user through the API: their input, token, public user and a Bearer signer for requests. */
export async function buildUser(app: App, over: Record<string, unknown> = {}) {
  const input = userInput(over);
  const res = await supertest(app).post("/api/auth/register").send(input).expect(201);
  const { user } = res.body as AuthResponse;
  const token = sessionTokenOf(res);
  return {
    input,
    token,
    user,
    auth: (r: supertest.Test) => r.set("Authorization", `Bearer ${token}`),
  };
}

/** Creates a personal access token of the user's through the API (a write token unless overridden). */
export async function buildApiToken(app: App, user: TestUser, over: Record<string, unknown> = {}): Promise<ApiTokenCreatedDto> {
  const res = await user.auth(supertest(app).post("/api/account/tokens")).send({ name: "Script", scope: "write", ...over });
  if (res.status !== 201) throw new Error(`token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ApiTokenCreatedDto;
}

/** Adds a game to the user's library through the API (Hollow Knight on PC unless overridden). */
export async function buildGame(app: App, user: TestUser, over: Record<string, unknown> = {}): Promise<LibraryGameDto> {
  const res = await user.auth(supertest(app).post("/api/games")).send({ title: "Hollow Knight", platform: "PC", ...over });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as LibraryGameDto;
}

/** Logs a play session on the user's game through the API (30 minutes today unless overridden). */
export async function buildSession(app: App, user: TestUser, gameId: string, over: Record<string, unknown> = {}): Promise<PlaySessionCreated> {
  const res = await user.auth(supertest(app).post(`/api/games/${gameId}/sessions`)).send({ minutes: 30, ...over });
  if (res.status !== 201) throw new Error(`session failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PlaySessionCreated;
}

/** A stored catalog game (Celeste unless overridden), with a unique slug, source id and RAWG id. */
export function buildCatalogGame(prisma: Db, over: Partial<Prisma.CatalogGameUncheckedCreateInput> = {}) {
  const n = next();
  return prisma.catalogGame.create({
    data: {
      slug: `celeste-test-${n}`,
      source: "core",
      sourceId: `test:games-${n}`,
      title: "Celeste",
      year: 2018,
      platforms: ["Nintendo Switch", "PC"],
      genres: ["Platformer", "Indie"],
      developers: ["Maddy Makes Games"],
      publishers: ["Maddy Makes Games", "Extremely OK Games"],
      description: "Help Madeline survive her inner demons.",
      metacritic: 92,
      rawgId: 900000 + n,
      ...over,
    },
  });
}

/** A review of a new COMPLETED game of the user's (or of `gameId`), through the API. */
export async function buildReview(
  app: App,
  user: TestUser,
  over: { gameId?: string; game?: Record<string, unknown>; body?: Record<string, unknown> } = {},
): Promise<ReviewDto> {
  const gameId = over.gameId ?? (await buildGame(app, user, { title: `Reviewed ${next()}`, status: "COMPLETED", ...over.game })).id;
  const res = await user.auth(supertest(app).post(`/api/reviews/game/${gameId}`)).send({ rating: 8, comment: "Worth every hour.", ...over.body });
  if (res.status !== 201) throw new Error(`review failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ReviewDto;
}

/** A journal entry of the user's through the API: general unless `gameId` is given. */
export async function buildJournalEntry(app: App, user: TestUser, over: Record<string, unknown> = {}): Promise<JournalEntryDto> {
  const res = await user.auth(supertest(app).post("/api/journal")).send({ content: `Entry ${next()}`, date: "2026-05-01", ...over });
  if (res.status !== 201) throw new Error(`journal entry failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as JournalEntryDto;
}

/** A journal category of the user's through the API. */
export async function buildJournalCategory(app: App, user: TestUser, over: Record<string, unknown> = {}): Promise<JournalCategoryDto> {
  const res = await user.auth(supertest(app).post("/api/journal/categories")).send({ name: `Category ${next()}`, color: "#123abc", ...over });
  if (res.status !== 201) throw new Error(`journal category failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as JournalCategoryDto;
}
