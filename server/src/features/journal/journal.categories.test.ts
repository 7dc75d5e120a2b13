// /api/journal/categories: the seven every account starts with (new accounts by a trigger, existing
// ones by the migration), add, rename (every entry follows), recolour, delete (its entries move to
// another category, Other by default), and another user's category → 404.
import { readFileSync } from "node:fs";
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_JOURNAL_CATEGORIES,
  JOURNAL_CATEGORIES_MAX,
  JOURNAL_TEXTS,
  type JournalCategoryDeleted,
  type JournalCategoryDto,
  type JournalPage,
} from "@savepoint/common";
import { buildJournalCategory, buildJournalEntry, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const categories = async (u: TestUser) => bodyOf<JournalCategoryDto[]>(await u.auth(request(app).get("/api/journal/categories")).expect(200));
const byName = async (u: TestUser, name: string) => (await categories(u)).find((c) => c.name === name)!;
const entries = async (u: TestUser) => bodyOf<JournalPage>(await u.auth(request(app).get("/api/journal")).expect(200)).items;

describe("the categories an account starts with", () => {
  it("are the seven, in order, with their colours and no entries", async () => {
    const u = await buildUser(app);
    expect((await categories(u)).map(({ name, color, entryCount }) => ({ name, color, entryCount }))).toEqual(
      DEFAULT_JOURNAL_CATEGORIES.map((c) => ({ ...c, entryCount: 0 })),
    );
    await request(app).get("/api/journal/categories").expect(401);
  });

  it("are given to accounts that existed before the journal by the migration", async () => {
    const u = await buildUser(app);
    await db.prisma.journalCategory.deleteMany({ where: { userId: u.user.id } });
    const sql = readFileSync(new URL("../../../../prisma/migrations/20261125200000_journal/migration.sql", import.meta.url), "utf8");
    const seed = sql.slice(sql.lastIndexOf('INSERT INTO "journal_categories"'));
    await db.prisma.$executeRawUnsafe(seed);
    expect((await categories(u)).map(({ name, color }) => ({ name, color }))).toEqual([...DEFAULT_JOURNAL_CATEGORIES]);
  });
});

describe("POST /api/journal/categories", () => {
  it("adds a category after the others; names are unique whatever their case", async () => {
    const u = await buildUser(app);
    const c = bodyOf<JournalCategoryDto>(await u.auth(request(app).post("/api/journal/categories")).send({ name: " Speedrun ", color: "#0EA5E9" }).expect(201));
    expect(c).toMatchObject({ name: "Speedrun", color: "#0ea5e9", entryCount: 0 });
    expect((await categories(u)).at(-1)).toEqual(c);
    const taken = await u.auth(request(app).post("/api/journal/categories")).send({ name: "progress", color: "#000000" }).expect(409);
    expect(errorOf(taken)).toMatchObject({ code: "conflict", message: JOURNAL_TEXTS.categoryNameTaken, details: { fields: ["name"] } });
    expectIssue((await u.auth(request(app).post("/api/journal/categories")).send({ name: "", color: "#000000" }).expect(400)).body, "name");
    expectIssue((await u.auth(request(app).post("/api/journal/categories")).send({ name: "Blue", color: "blue" }).expect(400)).body, "color");
    await request(app).post("/api/journal/categories").send({ name: "x", color: "#000000" }).expect(401);
  });

  it(`stops at ${JOURNAL_CATEGORIES_MAX}`, async () => {
    const u = await buildUser(app);
    for (let i = DEFAULT_JOURNAL_CATEGORIES.length; i < JOURNAL_CATEGORIES_MAX; i++) await buildJournalCategory(app, u);
    const res = await u.auth(request(app).post("/api/journal/categories")).send({ name: "One more", color: "#000000" }).expect(409);
    expect(errorOf(res)).toMatchObject({ code: "conflict", message: JOURNAL_TEXTS.tooManyCategories });
  });
});

describe("PUT /api/journal/categories/:id", () => {
  it("renames every entry of the category with it, and recolours", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const e = await buildJournalEntry(app, u, { category: "Plan" });
    await buildJournalEntry(app, other, { category: "Plan" });
    const plan = await byName(u, "Plan");
    const renamed = bodyOf<JournalCategoryDto>(
      await u
        .auth(request(app).put(`/api/journal/categories/${plan.id}`))
        .send({ name: "Strategy", color: "#111111" })
        .expect(200),
    );
    expect(renamed).toEqual({ id: plan.id, name: "Strategy", color: "#111111", entryCount: 1 });
    expect((await entries(u)).find((x) => x.id === e.id)).toMatchObject({ category: "Strategy", categoryColor: "#111111", updatedAt: e.updatedAt });
    expect((await entries(other))[0]!.category).toBe("Plan");
    // A change of case only is a rename too.
    expect(
      bodyOf<JournalCategoryDto>(
        await u
          .auth(request(app).put(`/api/journal/categories/${plan.id}`))
          .send({ name: "STRATEGY" })
          .expect(200),
      ).name,
    ).toBe("STRATEGY");
  });

  it("answers 409 for a name taken, 400 naming the field, and 404 for another user's category", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const plan = await byName(u, "Plan");
    expect(
      errorOf(
        await u
          .auth(request(app).put(`/api/journal/categories/${plan.id}`))
          .send({ name: "other" })
          .expect(409),
      ).message,
    ).toBe(JOURNAL_TEXTS.categoryNameTaken);
    expectIssue(
      (
        await u
          .auth(request(app).put(`/api/journal/categories/${plan.id}`))
          .send({ name: " " })
          .expect(400)
      ).body,
      "name",
    );
    expectIssue(
      (
        await u
          .auth(request(app).put(`/api/journal/categories/${plan.id}`))
          .send({ color: "#12345" })
          .expect(400)
      ).body,
      "color",
    );
    await other
      .auth(request(app).put(`/api/journal/categories/${plan.id}`))
      .send({ name: "Mine" })
      .expect(404);
    await request(app).put(`/api/journal/categories/${plan.id}`).send({ name: "Mine" }).expect(401);
    expect((await byName(u, "Plan")).color).toBe(plan.color);
  });
});

describe("DELETE /api/journal/categories/:id", () => {
  it("moves its entries to Other by default, keeping their updatedAt", async () => {
    const u = await buildUser(app);
    const [e1, e2] = [await buildJournalEntry(app, u, { category: "Bug/Issue" }), await buildJournalEntry(app, u, { category: "Bug/Issue" })];
    const bug = await byName(u, "Bug/Issue");
    const res = bodyOf<JournalCategoryDeleted>(await u.auth(request(app).delete(`/api/journal/categories/${bug.id}`)).expect(200));
    expect(res).toMatchObject({ deletedId: bug.id, movedEntries: 2, movedTo: { name: "Other", entryCount: 2 } });
    expect((await categories(u)).map((c) => c.name)).not.toContain("Bug/Issue");
    const after = await entries(u);
    for (const e of [e1, e2]) expect(after.find((x) => x.id === e.id)).toMatchObject({ category: "Other", updatedAt: e.updatedAt });
  });

  it("moves them to the category asked for", async () => {
    const u = await buildUser(app);
    const e = await buildJournalEntry(app, u, { category: "Plan" });
    const [plan, milestone] = [await byName(u, "Plan"), await byName(u, "Milestone")];
    const res = bodyOf<JournalCategoryDeleted>(await u.auth(request(app).delete(`/api/journal/categories/${plan.id}?moveTo=${milestone.id}`)).expect(200));
    expect(res).toMatchObject({ movedEntries: 1, movedTo: { id: milestone.id, entryCount: 1 } });
    expect((await entries(u)).find((x) => x.id === e.id)!.category).toBe("Milestone");
  });

  it("refuses a target that is not another of the caller's categories, and the last category", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const [plan, otherCat] = [await byName(u, "Plan"), await byName(u, "Other")];
    const del = (id: string, q = "") => u.auth(request(app).delete(`/api/journal/categories/${id}${q}`));
    expectIssue((await del(plan.id, `?moveTo=${plan.id}`).expect(400)).body, "moveTo");
    expectIssue((await del(plan.id, `?moveTo=${(await byName(other, "Other")).id}`).expect(400)).body, "moveTo");
    expectIssue((await del(plan.id, "?moveTo=nope").expect(400)).body, "moveTo");
    // Other itself has no default place to go.
    expectIssue((await del(otherCat.id).expect(400)).body, "moveTo");
    await other.auth(request(app).delete(`/api/journal/categories/${plan.id}`)).expect(404);
    await request(app).delete(`/api/journal/categories/${plan.id}`).expect(401);
    // Down to one: it stays.
    for (const c of (await categories(u)).filter((c) => c.name !== "Other" && c.name !== "Plan")) await del(c.id).expect(200);
    await del(plan.id).expect(200);
    const last = await del(otherCat.id, `?moveTo=${otherCat.id}`).expect(400);
    expect(issuesOf(last)).toEqual([{ path: "moveTo", message: JOURNAL_TEXTS.lastCategory }]);
    expect((await categories(u)).map((c) => c.name)).toEqual(["Other"]);
  });
});
