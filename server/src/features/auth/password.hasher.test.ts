// Hashing threads end when idle (issue 27: a burst of sign-ups kept ~15 MB per thread for good).
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST, DUMMY_HASH } from "./auth.service.ts";
import { HashThreads, IDLE_THREAD_MS } from "./password.hasher.ts";

describe("password hashing threads", () => {
  it("end once idle, and start again for the next job", async () => {
    expect(IDLE_THREAD_MS).toBe(10_000);
    const threads = new HashThreads(50);
    const hashes = await Promise.all(["one", "two", "three"].map((pw) => threads.run<string>({ op: "hash", password: pw, arg: 4 })));
    expect(bcrypt.compareSync("two", hashes[1]!)).toBe(true);
    expect(threads.alive).toBeGreaterThan(0);
    await expect.poll(() => threads.alive, { timeout: 5_000 }).toBe(0);

    expect(await threads.run<boolean>({ op: "compare", password: "three", arg: hashes[2]! })).toBe(true);
    expect(threads.alive).toBe(1);
    await expect.poll(() => threads.alive, { timeout: 5_000 }).toBe(0);
  });

  it("keep a thread that is given work before its idle time is up", async () => {
    const threads = new HashThreads(60_000);
    await threads.run<string>({ op: "hash", password: "a", arg: 4 });
    await threads.run<string>({ op: "hash", password: "b", arg: 4 });
    expect(threads.alive).toBe(1);
  });
});

describe("the hash an unknown email is compared against", () => {
  it("is a bcrypt hash at the accounts' cost, of a password no one signs in with", () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_COST);
    expect(bcrypt.compareSync("savepoint-timing-equaliser", DUMMY_HASH)).toBe(true);
  });
});
