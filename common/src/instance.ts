export interface InstanceStats {
  users: number;
  gamesTracked: number;
  ratings: number;
  reviews: number;
  catalogGames: number;
  trending: { title: string; slug: string; platform: string | null; imageUrl: string | null; adds: number }[];
}

export interface Health {
  /** "degraded" (sent with 503) when the database is down or the storage is full. */
  status: "ok" | "degraded";
  version: string;
  database: "up" | "down";
  /**
   * "full" when a write failed for want of disk space in the last few minutes, or (embedded database)
   * DATA_DIR has almost no free space left: reads work, writes answer 507 storage_full.
   */
  storage: "ok" | "full";
}
