// People search answers through one of two paths (people.queries.ts, searchUsers): a walk of the next
// users in username order, or the trigram indexes when the walk comes back short. Whatever the walk's
// length, every page must be the one a plain filter of all users gives: the same users, in username
// order, without the viewer and anyone blocked either way, and the cursor carries on where it stopped.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PEOPLE_PAGE_SIZE } from "@savepoint/common";
import { buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { searchUsers, type PersonRow } from "./people.queries.ts";

const { app, db } = await setupFile();

const FIRST = ["Ana", "Ali", "Noa", "Sam", "Kim"];
const LAST = ["Rivera", "Morales", "Tanaka", "Ali", "Smith"];

describe("people search's walk and its trigram path", () => {
  it("give the pages a plain filter gives, whatever the walk's length", async () => {
    const tag = `w${Date.now().toString(36)}`;
    const users: TestUser[] = [];
    for (let i = 0; i < 2 * PEOPLE_PAGE_SIZE + 6; i++) {
      const first = FIRST[i % FIRST.length] ?? "Ana";
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? "Rivera";
      // Usernames not in the order of their names, some matching only by name.
      const username = `${tag}${i % 3 === 0 ? "zz" : ""}_${((i * 7) % 31).toString(36)}${i}`;
      users.push(await buildUser(app, { firstName: first, lastName: last, username }));
    }
    const pick = (i: number) => {
      const u = users[i];
      if (!u) throw new Error(`no user ${i}`);
      return u;
    };
    const [me, blocked, blocker] = [pick(0), pick(4), pick(9)];
    await me.auth(request(app).post(`/api/users/${blocked.user.username}/block`)).expect(200);
    await blocker.auth(request(app).post(`/api/users/${me.user.username}/block`)).expect(200);
    const hidden = new Set([me.user.id, blocked.user.id, blocker.user.id]);
    const mine = users.filter((u) => !hidden.has(u.user.id));

    for (const q of [tag, `${tag}zz`, "ali", "ana riv", "i tanaka", "smith", `${tag}_1`, "nobody-here"]) {
      const expected = mine
        .filter((u) => u.user.username.toLowerCase().includes(q) || `${u.input.firstName} ${u.input.lastName}`.toLowerCase().includes(q))
        .map((u) => u.user.username.toLowerCase())
        .sort();
      for (const walk of [1, 5, PEOPLE_PAGE_SIZE + 1, 10_000]) {
        const seen: string[] = [];
        let after: { name: string; id: string } | undefined;
        for (let pages = 0; pages < 10; pages++) {
          const rows: PersonRow[] = await searchUsers(db.prisma, me.user.id, q, after, walk);
          const page = rows.slice(0, PEOPLE_PAGE_SIZE);
          seen.push(...page.map((r) => r.username.toLowerCase()));
          const last = page.at(-1);
          if (rows.length <= PEOPLE_PAGE_SIZE || !last) break;
          after = { name: last.sortKey, id: last.userId };
        }
        expect(seen, `"${q}", walk ${walk}`).toEqual(expected);
      }
    }
  });
});
