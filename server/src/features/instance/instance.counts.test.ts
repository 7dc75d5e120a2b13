// The landing page's figures (GET /api/instance/stats) under the privacy rule of aggregates (ADR 019):
// every review counts, as on the admin page (reviews are shown by name, a private profile's too);
// games tracked and ratings leave hidden players out.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { InstanceStats } from "@savepoint/common";
import { buildGame, buildReview, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db, makeApp } = await setupFile();

// The instance service keeps its answer 30 s: a new app reads afresh.
const stats = async () => bodyOf<InstanceStats>(await request(makeApp()).get("/api/instance/stats").expect(200));

describe("GET /api/instance/stats", () => {
  it("counts every review, and only the games and ratings of players who are not hidden", async () => {
    const open = await buildUser(app);
    const hidden = await buildUser(app);
    await hidden.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE", showActivity: true, showPlaying: true }).expect(200);
    await buildReview(app, open);
    await buildReview(app, hidden);
    await buildGame(app, hidden, { title: "Hidden Rated", status: "IN_PROGRESS", rating: 6 });

    const body = await stats();
    expect(body.reviews).toBe(2);
    expect(body.reviews).toBe(await db.prisma.review.count());
    // The open player's reviewed game (rated by its review) counts; the hidden player's two games do not.
    expect(body.gamesTracked).toBe(1);
    expect(body.ratings).toBe(1);
  });
});
