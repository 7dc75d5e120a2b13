// What the database announces on community_changes for each kind of write (migration
// 20261202110000): the scope that lets the servers keep every community answer that does not show it
// (ADR 013). Heard through the test database's own feed: the embedded database's as writes commit, a
// PostgreSQL server's LISTEN connection shortly after.
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { NOTIFY_CHANNELS } from "../../db/notifications.ts";
import { buildGame, buildReview, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";

const { app, db } = await setupFile();

/** Sends a marker and waits until it is heard: everything announced before it has been heard too. */
async function flush(heard: string[], marker: string) {
  await db.prisma.$executeRawUnsafe(`SELECT pg_notify('community_changes', '${marker}')`);
  await vi.waitFor(() => expect(heard).toContain(marker));
}

/** The scopes announced while `write` runs, once every announcement it caused has arrived (and none of the setup's). */
async function announced(write: () => Promise<unknown>): Promise<Set<string>> {
  const heard: string[] = [];
  const stop = db.communityChanges.subscribe(NOTIFY_CHANNELS.communityChanges, (p) => heard.push(p));
  try {
    // A PostgreSQL server's announcements may trail their commit: the setup's are let through first.
    await flush(heard, "before");
    heard.length = 0;
    await write();
    await flush(heard, "after");
    return new Set(heard.filter((p) => p !== "after"));
  } finally {
    stop();
  }
}

describe("community_changes names what changed", () => {
  it("a like announces reviews only: no feed, playing list or player changed", async () => {
    const [author, fan] = [await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, author);
    const scopes = await announced(() => fan.auth(request(app).post(`/api/reviews/${review.id}/like`)).expect(200));
    expect(scopes.has("reviews")).toBe(true);
    for (const other of ["review-text", "library", "people", "catalog", ""]) expect(scopes.has(other), other).toBe(false);
  });

  it("a review's new text announces review-text (the feed shows it) beside reviews", async () => {
    const author = await buildUser(app);
    const review = await buildReview(app, author);
    const scopes = await announced(() =>
      author
        .auth(request(app).put(`/api/reviews/${review.id}`))
        .send({ comment: "Even better the second time." })
        .expect(200),
    );
    expect([...scopes].sort()).toEqual(["review-text", "reviews"]);
  });

  it("a game started announces library and its event, not people or reviews", async () => {
    const u = await buildUser(app);
    const game = await buildGame(app, u, { status: "BACKLOG" });
    const scopes = await announced(() =>
      u
        .auth(request(app).put(`/api/games/${game.id}`))
        .send({ status: "IN_PROGRESS" })
        .expect(200),
    );
    expect(scopes.has("library")).toBe(true);
    for (const other of ["reviews", "review-text", "people", ""]) expect(scopes.has(other), other).toBe(false);
  });

  it("a follow and a privacy change announce people", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    expect((await announced(() => a.auth(request(app).post(`/api/users/${b.user.username}/follow`)).expect(200))).has("people")).toBe(true);
    expect((await announced(() => db.prisma.user.update({ where: { id: a.user.id }, data: { showPlaying: false } }))).has("people")).toBe(true);
  });
});
