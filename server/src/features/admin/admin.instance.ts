// The instance at a glance for its admin: counts, the database's size, the catalog, the providers and
// the server itself.
import type { InstanceOverview, ProviderStatus, RegistrationMode } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { bundledCatalogVersion, catalogRowsBySource } from "../catalog/index.ts";
import { countJournalEntries } from "../journal/index.ts";
import { countAdminUsers, countLibraryGames, countReviews, countUsers, databaseBytes } from "./admin.queries.ts";

export interface InstanceDeps {
  prisma: Db;
  now: () => Date;
  version: string;
  /** When this server started. */
  startedAt: Date;
  database: InstanceOverview["database"];
  providers: () => ProviderStatus[];
  registrationMode: () => Promise<RegistrationMode>;
}

export async function instanceOverview(deps: InstanceDeps): Promise<InstanceOverview> {
  const { prisma } = deps;
  // One after another: the embedded database serves one query at a time anyway.
  const users = await countUsers(prisma);
  const admins = await countAdminUsers(prisma);
  const gamesTracked = await countLibraryGames(prisma);
  const reviews = await countReviews(prisma);
  const journalEntries = await countJournalEntries(prisma);
  const bytes = await databaseBytes(prisma);
  const bySource = await catalogRowsBySource(prisma);
  const version = await bundledCatalogVersion(prisma);
  const now = deps.now();
  return {
    users,
    admins,
    gamesTracked,
    reviews,
    journalEntries,
    databaseBytes: bytes,
    database: deps.database,
    catalog: { version, total: bySource.reduce((n, s) => n + s.rows, 0), bySource },
    providers: deps.providers(),
    server: {
      version: deps.version,
      startedAt: deps.startedAt.toISOString(),
      uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
      node: process.version,
    },
    registration: await deps.registrationMode(),
  };
}
