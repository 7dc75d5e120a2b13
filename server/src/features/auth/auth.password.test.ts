// bcrypt reads only the first 72 bytes of a password, so a new password may not be longer than that
// (in UTF-8): every character of an accepted password counts. Accounts made before keep signing in.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_BYTES, type AuthResponse } from "@savepoint/common";
import { userInput } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, issuesOf } from "../../../test/responses.ts";
import { createAuthService } from "./auth.service.ts";

const { app, db } = await setupFile();
const TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes: ${PASSWORD_MAX_BYTES} letters or digits, fewer with accented letters or emoji`;

const register = (password: string) =>
  request(app)
    .post("/api/auth/register")
    .send(userInput({ password, confirmPassword: password }));
const login = (email: string, password: string) => request(app).post("/api/auth/login").send({ email, password });

describe("a new password", () => {
  it.each([
    ["73 ASCII characters", "a".repeat(73)],
    ["37 two-byte letters (74 bytes)", "é".repeat(37)],
    ["25 three-byte characters (75 bytes)", "€".repeat(25)],
    ["19 emoji (76 bytes)", "🎮".repeat(19)],
    ["200 characters", "p".repeat(200)],
  ])("of %s is refused with 400 on password and confirmPassword, saying why", async (_what, password) => {
    const res = await register(password).expect(400);
    expect(issuesOf(res)).toContainEqual({ path: "password", message: TOO_LONG });
    expect(issuesOf(res)).toContainEqual({ path: "confirmPassword", message: TOO_LONG });
  });

  it.each([
    ["72 ASCII characters", "a".repeat(71) + "z"],
    ["36 two-byte letters", "é".repeat(36)],
    ["18 emoji", "🎮".repeat(18)],
  ])("of %s (72 bytes) is accepted, and only the whole of it signs in", async (_what, password) => {
    const input = userInput({ password, confirmPassword: password });
    await request(app).post("/api/auth/register").send(input).expect(201);
    await login(input.email, password).expect(200);
    // Its last character counts: change it and the password is wrong.
    const chars = [...password];
    chars[chars.length - 1] = chars.at(-1) === "z" ? "y" : "a";
    await login(input.email, chars.join("")).expect(401);
  });
});

describe("an account made before the limit", () => {
  it("still signs in with its longer password (up to 200 characters)", async () => {
    const input = userInput();
    const password = "legacy-".repeat(20); // 140 characters
    const auth = createAuthService({ prisma: db.prisma, adminEmails: [], bcryptCost: 4 });
    const user = await auth.register({ ...input, password, accountColor: "indigo" });
    const res = await login(input.email, password).expect(200);
    expect(bodyOf<AuthResponse>(res).user.id).toBe(user.id);
  });
});
