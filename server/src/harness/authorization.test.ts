// The authorization matrix over every route the app mounts (server/test/harness/matrix.ts): a new
// route is covered by being mounted, without a test of its own.
import { describe, expect, it } from "vitest";
import { routesOf } from "../http/registry.ts";
import { setupFile } from "../../test/helpers.ts";
import { authorizationMatrix, routeName } from "../../test/harness/matrix.ts";

const { app, db } = await setupFile({ config: { authRateLimit: 100_000 } });

describe("authorization matrix", () => {
  it("finds every route protected, every other user's resource a 404 and no answer leaking", async () => {
    const report = await authorizationMatrix({ app, prisma: db.prisma });
    console.log(`authorization matrix: ${report.routes} routes, ${report.requests} requests, ${report.findings.length} findings`);
    console.log(
      Object.entries(report.answers)
        .map(([route, got]) => `  ${route}: ${got}`)
        .join("\n"),
    );
    expect(report.findings).toEqual([]);
    expect(report.routes).toBe(routesOf(app).length);
    // Every route adds requests (four askers, the access tokens): its own limit, not the per-test 30 s.
  }, 180_000);

  it("knows every /api route the app serves", () => {
    const names = routesOf(app).map(routeName);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/health",
        "POST /api/auth/login",
        "GET /api/games/:id",
        "DELETE /api/games/:id/sessions/:sessionId",
        "GET /api/catalog/covers/:slug",
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
