export interface InstanceStats {
  users: number;
  gamesTracked: number;
  ratings: number;
  reviews: number;
  catalogGames: number;
  trending: { title: string; slug: string; platform: string | null; imageUrl: string | null; adds: number }[];
}

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: "up" | "down";
}
