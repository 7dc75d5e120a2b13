// The first account of an instance administers it: exactly one, however many sign up at the same moment.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AuthResponse } from "@savepoint/common";
import { userInput } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const ROUNDS = 4;
const AT_ONCE = 10;

describe("the first admin", () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(`round %i: ${AT_ONCE} sign-ups at once on an empty instance make exactly one admin`, async () => {
    await db.prisma.user.deleteMany();
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => request(app).post("/api/auth/register").send(userInput())));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(AT_ONCE).fill(201));
    expect(answers.filter((r) => bodyOf<AuthResponse>(r).user.isAdmin)).toHaveLength(1);
    expect(await db.prisma.user.count({ where: { isAdmin: true } })).toBe(1);
  });

  it("later accounts are not admins", async () => {
    const res = await request(app).post("/api/auth/register").send(userInput()).expect(201);
    expect(bodyOf<AuthResponse>(res).user.isAdmin).toBe(false);
  });
});
