// Public, aggregated numbers for the landing page: counts only, never anyone's data. The features that
// own counted data (accounts, catalog, library, reviews) each contribute their figures.
import type { InstanceStats } from "@savepoint/common";

export type StatsContributor = () => Promise<Partial<InstanceStats>>;

export interface InstanceService {
  stats(): Promise<InstanceStats>;
}

export function createInstanceService(deps: { contributors: StatsContributor[]; now: () => Date; ttlMs?: number }): InstanceService {
  const ttl = deps.ttlMs ?? 30_000;
  let cached: { at: number; value: InstanceStats } | undefined;
  return {
    async stats() {
      if (cached && deps.now().getTime() - cached.at < ttl) return cached.value;
      const value: InstanceStats = { users: 0, gamesTracked: 0, ratings: 0, reviews: 0, catalogGames: 0, trending: [] };
      for (const contribute of deps.contributors) Object.assign(value, await contribute());
      cached = { at: deps.now().getTime(), value };
      return value;
    },
  };
}
