// GET /api/games/notes-matches: the games whose whole notes hold a text (My Games' search box looks in
// the notes past the card's excerpt).
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { NotesMatches } from "@savepoint/common";
import { buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { expectIssue } from "../../../test/responses.ts";

const { app } = await setupFile();
const ask = (user: Awaited<ReturnType<typeof buildUser>>, q: string) =>
  user.auth(request(app).get("/api/games/notes-matches").query({ q })).then((r) => ({ status: r.status, body: r.body as NotesMatches }));

describe("GET /api/games/notes-matches", () => {
  it("needs a session", async () => {
    await request(app).get("/api/games/notes-matches?q=boss").expect(401);
  });

  it("names q when the text is missing, too short or too long", async () => {
    const u = await buildUser(app);
    for (const query of [{}, { q: " a " }, { q: "x".repeat(101) }]) {
      const res = await u.auth(request(app).get("/api/games/notes-matches").query(query)).expect(400);
      expectIssue(res.body, "q");
    }
  });

  it("finds the caller's games whose notes hold the text anywhere, in any case, never another player's", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const deep = await buildGame(app, u, { title: "Deep", notes: `${"x".repeat(600)} The Final BOSS hides here.` });
    await buildGame(app, u, { title: "None", notes: "nothing of note" });
    await buildGame(app, other, { title: "Theirs", notes: "the final boss" });
    const res = await ask(u, "final boss");
    expect(res).toEqual({ status: 200, body: { ids: [deep.id] } });
  });

  it("reads % and _ as the characters they are", async () => {
    const u = await buildUser(app);
    const percent = await buildGame(app, u, { title: "Percent", notes: "100% done" });
    await buildGame(app, u, { title: "Plain", notes: "1000 done" });
    expect((await ask(u, "0%")).body.ids).toEqual([percent.id]);
    expect((await ask(u, "0_")).body.ids).toEqual([]);
  });
});
