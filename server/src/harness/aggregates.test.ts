// The privacy rule of aggregates (ADR 019) over every route the app mounts (server/test/harness/aggregates.ts):
// a route answering counts declares what they count, and hidden players never move a "players" route's numbers.
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders.ts";
import { aggregateContext, countsIn, hiddenPlayersCheck, undeclaredCounts } from "../../test/harness/aggregates.ts";
import { manualClock, setupFile } from "../../test/helpers.ts";
import { routesOf } from "../http/registry.ts";

const clock = manualClock();
const { app, db } = await setupFile({ now: clock.now, config: { authRateLimit: 100_000 } });
const ctx = aggregateContext(app, db.prisma, () => clock.advance(61_000));
const today = () => clock.now().toISOString().slice(0, 10);

describe("aggregates and hidden players", () => {
  it("finds the counts in an answer by their names", () => {
    expect([...countsIn({ totalPlayers: 2, title: "x", items: [{ adds: 3, year: 2020 }], averageRating: null }).entries()]).toEqual([
      ["totalPlayers", 2],
      ["items.0.adds", 3],
    ]);
  });

  it("has every route that answers counts declare what they count", async () => {
    const user = await buildUser(app);
    const admin = await buildUser(app);
    await db.prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });
    const findings = await undeclaredCounts(ctx, { user, admin });
    expect(findings).toEqual([]);
  }, 180_000);

  it("never lets a hidden player move the numbers of a route counting players", async () => {
    const { checked, findings } = await hiddenPlayersCheck(ctx, today());
    console.log(`aggregates: hidden players checked on ${checked.join(", ")}`);
    expect(findings).toEqual([]);
    // The routes that count other players, from the registry: the check covers each of them.
    const declared = routesOf(app)
      .filter((r) => r.counts === "players")
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(checked).toEqual(declared);
    expect(declared).toEqual(expect.arrayContaining(["GET /api/games/:id/community-stats", "GET /api/community/stats", "GET /api/instance/stats"]));
  }, 180_000);
});
