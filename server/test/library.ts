// Reads of the library through the API, typed, for the games route tests.
import supertest from "supertest";
import type { GameStats, LibraryGameDto, LibraryGameSummary } from "@savepoint/common";
import type { TestUser } from "./builders.ts";

type App = Parameters<typeof supertest>[0];

/** Today's date (UTC) on the real clock, as the API writes dates. */
export const today = () => new Date().toISOString().slice(0, 10);

export async function readGame(app: App, user: TestUser, id: string): Promise<LibraryGameDto> {
  return (await user.auth(supertest(app).get(`/api/games/${id}`)).expect(200)).body as LibraryGameDto;
}

export async function readList(app: App, user: TestUser, query = ""): Promise<LibraryGameSummary[]> {
  return (await user.auth(supertest(app).get(`/api/games${query}`)).expect(200)).body as LibraryGameSummary[];
}

export async function readStats(app: App, user: TestUser): Promise<GameStats> {
  return (await user.auth(supertest(app).get("/api/games/stats")).expect(200)).body as GameStats;
}
