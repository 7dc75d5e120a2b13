import { describe, expect, it } from "vitest";
import { tooManyAttempts } from "./account.ts";

describe("tooManyAttempts", () => {
  it("says how many whole minutes to wait, at least one", () => {
    expect(tooManyAttempts("sign-in", 14.2)).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    expect(tooManyAttempts("sign-up", 0.4)).toBe("Too many sign-up attempts. Try again in 1 minute.");
    expect(tooManyAttempts("sign-in", -3)).toBe("Too many sign-in attempts. Try again in 1 minute.");
  });
});
