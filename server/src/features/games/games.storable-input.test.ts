// Input PostgreSQL cannot store is refused up front with a 400 naming the field: a NUL character, a
// UTF-16 surrogate without its pair, a whole number wider than its integer column.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const user = await buildUser(app);
const NUL = "\u0000";
const HIGH = "\uD83D"; // the first half of an emoji, alone
const LOW = "\uDE00"; // the second half, alone

const hostileText: [string, (s: string) => Record<string, unknown>][] = [
  ["title", (s) => ({ title: `Hollow${s}Knight` })],
  ["platform", (s) => ({ platform: `PC${s}` })],
  ["notes", (s) => ({ notes: `good${s}` })],
  ["genres", (s) => ({ genres: ["RPG", `Act${s}ion`] })],
  ["genres", (s) => ({ genre: `RPG, Act${s}ion` })],
  ["customTags", (s) => ({ customTags: [`tag${s}`] })],
  ["developer", (s) => ({ developer: `Team${s}Cherry` })],
  ["publisher", (s) => ({ publisher: `${s}Team Cherry` })],
  ["description", (s) => ({ description: `Bugs${s}` })],
  ["imageUrl", (s) => ({ imageUrl: `https://example.test/${s}.png` })],
  ["startDate", (s) => ({ startDate: `2024-01-01${s}` })],
  ["catalogSlug", (s) => ({ catalogSlug: `celeste${s}` })],
];

function create(body: Record<string, unknown>) {
  return user.auth(request(app).post("/api/games")).send({ title: "Hollow Knight", platform: "PC", ...body });
}

describe.each([
  ["a NUL character", NUL],
  ["a lone high surrogate", HIGH],
  ["a lone low surrogate", LOW],
])("text with %s", (_what, bad) => {
  it.each(hostileText)("POST /api/games refuses it in %s with 400 naming the field", async (field, body) => {
    const res = await create(body(bad)).expect(400);
    expectIssue(res.body, field);
  });

  it.each(hostileText.filter(([f]) => f !== "catalogSlug"))("PUT /api/games/:id refuses it in %s", async (field, body) => {
    const g = await buildGame(app, user);
    const res = await user
      .auth(request(app).put(`/api/games/${g.id}`))
      .send(body(bad))
      .expect(400);
    expectIssue(res.body, field);
  });

  it("a play session's note", async () => {
    const g = await buildGame(app, user);
    const res = await user
      .auth(request(app).post(`/api/games/${g.id}/sessions`))
      .send({ minutes: 10, note: `fun${bad}` })
      .expect(400);
    expectIssue(res.body, "note");
  });

  it.each([
    ["firstName", { firstName: `Ada${bad}` }],
    ["lastName", { lastName: `Love${bad}lace` }],
    ["username", { username: `ada${bad}x` }],
    ["email", { email: `ada${bad}@example.test` }],
  ])("sign-up refuses it in %s", async (field, over) => {
    const res = await request(app)
      .post("/api/auth/register")
      .send({
        firstName: "Ada",
        lastName: "Lovelace",
        username: "ada_storable",
        email: "ada.storable@example.test",
        password: "secret123",
        confirmPassword: "secret123",
        ...over,
      })
      .expect(400);
    expectIssue(res.body, field);
  });
});

// A URL carries UTF-8 bytes: a lone surrogate cannot be sent in one (it arrives as U+FFFD), a NUL can.
describe("a NUL character in a query parameter", () => {
  it.each([
    ["q", "/api/catalog/search", { q: `cel${NUL}este` }],
    ["title", "/api/catalog/achievements", { title: `Celeste${NUL}`, platform: "PC" }],
    ["platform", "/api/catalog/achievements", { title: "Celeste", platform: `PC${NUL}` }],
    ["status", "/api/games", { status: `BACKLOG${NUL}` }],
  ])("%s of %s is refused with 400 naming it", async (field, path, query) => {
    const res = await user.auth(request(app).get(path)).query(query).expect(400);
    expectIssue(res.body, field);
  });
});

describe("text that is valid Unicode is kept as sent", () => {
  it("stores emoji (a surrogate pair), right-to-left text and combining marks", async () => {
    const res = await create({ title: "Celeste 🍓", notes: "שלום e\u0301", genres: ["Platformer 🎮"], customTags: ["ⓐ"] }).expect(201);
    expect(res.body).toMatchObject({ title: "Celeste 🍓", notes: "שלום e\u0301", genres: ["Platformer 🎮"], customTags: ["ⓐ"] });
  });
});

describe("whole numbers wider than their integer column", () => {
  const INT4_MAX = 2 ** 31 - 1;
  it.each([
    ["rawgId", { rawgId: 2 ** 31 }],
    ["rawgId", { rawgId: "2147483648" }],
    ["rawgId", { rawgId: Number.MAX_SAFE_INTEGER + 2 }],
    ["rawgId", { rawgId: 1e300 }],
    ["catalogGameId", { catalogGameId: 2 ** 31 }],
    ["catalogGameId", { catalogGameId: Number.MAX_SAFE_INTEGER }],
    ["catalogGameId", { catalogGameId: "99999999999999999999" }],
  ])("POST /api/games refuses %s %j with 400", async (field, body) => {
    const res = await create(body).expect(400);
    expectIssue(res.body, field);
    expect(errorOf(res).code).toBe("validation_failed");
  });

  it("PUT /api/games/:id refuses a rawgId of 2^31", async () => {
    const g = await buildGame(app, user);
    const res = await user
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ rawgId: 2 ** 31 })
      .expect(400);
    expectIssue(res.body, "rawgId");
  });

  it("accepts the largest value the column holds", async () => {
    const res = await create({ rawgId: INT4_MAX }).expect(201);
    expect((res.body as { rawgId: number }).rawgId).toBe(INT4_MAX);
    const unknownCatalog = await create({ catalogGameId: INT4_MAX }).expect(400);
    expectIssue(unknownCatalog.body, "catalogGameId");
    expect(await db.prisma.libraryGame.count({ where: { rawgId: INT4_MAX } })).toBe(1);
  });
});
