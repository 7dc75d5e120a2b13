// The order of a game's dates: a completion is never before the start, whether both come in one request
// or one is already stored. Future dates are accepted (the form only warns).
import request from "supertest";
import { describe, expect, it } from "vitest";
import { COMPLETED_BEFORE_START_MESSAGE, type LibraryGameDto } from "@savepoint/common";
import { buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, issuesOf } from "../../../test/responses.ts";

const { app } = await setupFile();

describe("date order", () => {
  it("refuses a completion before the start on create, naming completedDate", async () => {
    const u = await buildUser(app);
    const res = await u
      .auth(request(app).post("/api/games"))
      .send({ title: "Early", platform: "PC", status: "COMPLETED", startDate: "2024-05-10", completedDate: "2024-05-01" })
      .expect(400);
    expect(issuesOf(res)).toEqual([{ path: "completedDate", message: COMPLETED_BEFORE_START_MESSAGE }]);
    // the same day is fine
    await u
      .auth(request(app).post("/api/games"))
      .send({ title: "Same day", platform: "PC", status: "COMPLETED", startDate: "2024-05-10", completedDate: "2024-05-10" })
      .expect(201);
  });

  it("refuses an update that puts the completion before the stored start (or the start after the stored completion)", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "COMPLETED", startDate: "2024-05-10", completedDate: "2024-06-01" });
    const early = await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ completedDate: "2024-05-09" })
      .expect(400);
    expect(issuesOf(early)).toEqual([{ path: "completedDate", message: COMPLETED_BEFORE_START_MESSAGE }]);
    const late = await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ startDate: "2024-07-01" })
      .expect(400);
    expect(issuesOf(late)[0]!.path).toBe("completedDate");
    // unrelated edits are not blocked, and a future date is accepted
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ rating: 8 })
      .expect(200);
    const future = bodyOf<LibraryGameDto>(
      await u
        .auth(request(app).put(`/api/games/${g.id}`))
        .send({ completedDate: "2999-01-01" })
        .expect(200),
    );
    expect(future.completedDate).toBe("2999-01-01");
  });
});
