// Public, aggregated numbers for the landing page: counts only, never anyone's data.
import type { InstanceStats } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";

export type StatsContributor = () => Promise<Partial<InstanceStats>>;

export interface InstanceService {
  stats(): Promise<InstanceStats>;
}

/** Features that own counted data (catalog, library, reviews) register a contributor. */
export function createInstanceService(deps: { prisma: Db; contributors?: StatsContributor[]; ttlMs?: number }): InstanceService {
  const ttl = deps.ttlMs ?? 30_000;
  let cached: { at: number; value: InstanceStats } | undefined;
  return {
    async stats() {
      if (cached && Date.now() - cached.at < ttl) return cached.value;
      const base: InstanceStats = { users: await deps.prisma.user.count(), gamesTracked: 0, ratings: 0, reviews: 0, catalogGames: 0, trending: [] };
      for (const c of deps.contributors ?? []) Object.assign(base, await c());
      cached = { at: Date.now(), value: base };
      return base;
    },
  };
}
