// An import reaches followers as one summary (issue 26, ADR 013): an applied run records one
// library_imported event with the count of games it wrote, no event per game; its undo removes it.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ActivityPage } from "@savepoint/common";
import { buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { importFile } from "./data.test-support.ts";

const { app } = await setupFile();

const get = async (u: TestUser, path: string) => bodyOf<ActivityPage>(await u.auth(request(app).get(path)).expect(200));
const mine = (u: TestUser) => get(u, "/api/activity");
const feed = (u: TestUser, query = "") => get(u, `/api/community/activity${query}`);
const follow = (a: TestUser, b: TestUser) => a.auth(request(app).post(`/api/users/${b.user.username}/follow`)).expect(200);

describe("an import reaches followers as one summary", () => {
  const csv = (n: number) => `title,platform,status,rating\n${Array.from({ length: n }, (_, i) => `Imported ${i + 1},PC,played,4`).join("\n")}\n`;

  it("records one library_imported event per run with the count of games, none per game; undo removes it", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await follow(b, a);
    const run = await importFile(app, a, { source: "backloggd", content: csv(12) });
    expect(run.state).toBe("applied");
    const own = (await mine(a)).items;
    expect(own.map((i) => i.type)).toEqual(["library_imported"]);
    expect(own[0]!.count).toBe(12);
    const theirs = (await feed(b, "?scope=following")).items.filter((i) => i.actor.id === a.user.id);
    expect(theirs.map((i) => [i.type, i.count])).toEqual([["library_imported", 12]]);
    await a.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200);
    expect((await mine(a)).items).toEqual([]);
    expect((await feed(b, "?scope=following")).items.filter((i) => i.actor.id === a.user.id)).toEqual([]);
  });
});
