// Without JWT_SECRET each data directory generates its own secret; the processes of one instance sign
// with one shared through the database (instance_secrets, issue 29): the first process's, so an
// install keeps its sessions, and processes starting at once agree on one. A session made through one
// process is accepted by another that started with a different generated secret.
import { randomBytes } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { sharedSessionSecret } from "./index.ts";

const { db, makeApp } = await setupFile();
const generated = () => randomBytes(48).toString("base64url");

describe("the instance's shared session secret", () => {
  it("is the first process's generated secret, whatever the processes starting at once generated", async () => {
    const candidates = Array.from({ length: 6 }, generated);
    const agreed = await Promise.all(candidates.map((c) => sharedSessionSecret(db.prisma, c)));
    expect(new Set(agreed).size).toBe(1);
    expect(candidates).toContain(agreed[0]);
    // A later start keeps it.
    expect(await sharedSessionSecret(db.prisma, generated())).toBe(agreed[0]);
  });

  it("lets a session made through one process be used through another that generated a different secret", async () => {
    const [first, second] = [generated(), generated()];
    const one = makeApp({ config: { jwtSecret: await sharedSessionSecret(db.prisma, first) } });
    const two = makeApp({ config: { jwtSecret: await sharedSessionSecret(db.prisma, second) } });
    const u = await buildUser(one);
    const me = await u.auth(request(two).get("/api/auth/me")).expect(200);
    expect((me.body as { id: string }).id).toBe(u.user.id);
    // Each with its own generated secret, as before: the other process refuses the session.
    const own = makeApp({ config: { jwtSecret: second } });
    await u.auth(request(own).get("/api/auth/me")).expect(401);
  });

  it("the database refuses a secret shorter than 32 characters", async () => {
    await expect(db.prisma.instanceSecret.create({ data: { name: "short", value: "x".repeat(31) } })).rejects.toThrow(/instance_secrets_value_check/);
  });
});
