// Shared by the data feature's tests: the sample files of other trackers, a small catalog that knows
// some of their games, and import calls through the API.
import { readFileSync } from "node:fs";
import request from "supertest";
import { expect } from "vitest";
import type { ImportRunDto } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { importsSettled } from "./import/import.job.ts";
import { buildCatalogGame, type TestUser } from "../../../test/builders.ts";
import { bodyOf } from "../../../test/responses.ts";

type App = Parameters<typeof request>[0];

/** A file of server/test/fixtures: the other trackers' sample exports under imports/, Steam's answers under providers/steam/. */
export const sampleFile = (path: string) => readFileSync(new URL(`../../../test/fixtures/${path}`, import.meta.url), "utf8");
export const steamFixture = (name: string) => JSON.parse(sampleFile(`providers/steam/${name}`)) as unknown;

/** Catalog games some sample files name (by IGDB id, Steam app id or title); the others are not in it. */
export async function seedSampleCatalog(prisma: Db): Promise<void> {
  const games = [
    { title: "Portal 2", igdbId: 72, steamAppId: 620, platforms: ["PC", "PlayStation 3", "Xbox 360"], year: 2011 },
    { title: "The Witcher 3: Wild Hunt", igdbId: 1942, steamAppId: 292030, platforms: ["PC", "PlayStation 4", "Xbox One"], year: 2015 },
    { title: "The Elder Scrolls V: Skyrim", igdbId: 472, steamAppId: 72850, platforms: ["PC", "Xbox 360", "PlayStation 3"], year: 2011 },
    { title: "Hades", igdbId: 113112, steamAppId: 1145360, platforms: ["PC", "Nintendo Switch"], year: 2020 },
    { title: "Half-Life 2", igdbId: 233, steamAppId: 220, platforms: ["PC"], year: 2004 },
  ];
  for (const g of games) {
    if (!(await prisma.catalogGame.findUnique({ where: { igdbId: g.igdbId } }))) await buildCatalogGame(prisma, g);
  }
}

export async function previewImport(app: App, u: TestUser, body: Record<string, unknown>): Promise<ImportRunDto> {
  return bodyOf<ImportRunDto>(await u.auth(request(app).post("/api/data/import/preview")).send(body).expect(201));
}

/** Applies a run (queued: 202) and waits for the background job: the run as it ended. */
export async function applyImport(app: App, u: TestUser, runId: string): Promise<ImportRunDto> {
  const queued = bodyOf<ImportRunDto>(await u.auth(request(app).post(`/api/data/import/runs/${runId}/apply`)).expect(202));
  expect(queued.state).toBe("queued");
  await importsSettled();
  return bodyOf<ImportRunDto>(await u.auth(request(app).get(`/api/data/import/runs/${runId}`)).expect(200));
}

/** Preview then apply: the applied run. */
export async function importFile(app: App, u: TestUser, body: Record<string, unknown>): Promise<ImportRunDto> {
  return applyImport(app, u, (await previewImport(app, u, body)).id);
}
