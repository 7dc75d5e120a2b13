import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CreateGameSchema, CreatePlaySessionSchema, LoginSchema, NotesMatchQuerySchema, RegisterSchema, UpdateGameSchema } from "./index.ts";
import { INT4_MAX, INT4_MIN, int, text, utf8Length } from "./primitives.ts";

const messages = (r: z.ZodSafeParseResult<unknown>) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));

describe("text()", () => {
  const title = text("Title", "Title is required").trim().min(1, "Title is required");

  it("keeps any valid Unicode: emoji, right-to-left text, combining marks", () => {
    for (const s of ["Celeste 🍓", "שלום", "e\u0301", "\u200F", "a\uFEFF", "\u{10FFFF}"]) expect(title.safeParse(s).success, s).toBe(true);
  });

  it("refuses NUL and half a surrogate pair, naming the field in the message", () => {
    expect(messages(title.safeParse("a\u0000b"))).toEqual([": Title cannot contain the NUL character"]);
    for (const s of ["\uD83D", "x\uDE00", "\uDE00\uD83D", "🍓\uD83D"]) {
      expect(messages(title.safeParse(s)), JSON.stringify(s)).toEqual([": Title contains an incomplete character (half of a UTF-16 surrogate pair)"]);
    }
  });

  it("says what anything but a string should be", () => {
    expect(messages(title.safeParse(7))).toEqual([": Title is required"]);
    expect(messages(text("Notes").safeParse(null))).toEqual([": Notes must be text"]);
  });
});

describe("int()", () => {
  it("stays within an integer column whatever the bounds asked for", () => {
    const any = int("Id");
    expect(any.safeParse(INT4_MAX).success).toBe(true);
    expect(any.safeParse(INT4_MIN).success).toBe(true);
    expect(messages(any.safeParse(INT4_MAX + 1))).toEqual([`: Id must be at most ${INT4_MAX}`]);
    expect(messages(any.safeParse(INT4_MIN - 1))).toEqual([`: Id must be at least ${INT4_MIN}`]);
    expect(int("Big", { max: 2 ** 40 }).safeParse(2 ** 31).success).toBe(false);
  });

  it("reads a moving bound each time, and says each way to miss as asked", () => {
    let max = 5;
    const n = int("N", { min: 1, max: () => max, range: () => `N must be from 1 to ${max}` });
    expect(messages(n.safeParse(6))).toEqual([": N must be from 1 to 5"]);
    max = 6;
    expect(n.safeParse(6).success).toBe(true);
    expect(messages(n.safeParse(1.5))).toEqual([": N must be from 1 to 6"]);
    expect(messages(n.safeParse("1"))).toEqual([": N must be a number"]);
  });
});

describe("utf8Length()", () => {
  it("counts UTF-8 bytes", () => {
    expect([utf8Length("a"), utf8Length("é"), utf8Length("€"), utf8Length("🎮"), utf8Length("\uD83D")]).toEqual([1, 2, 3, 4, 3]);
  });
});

describe("every contract refuses unstorable text", () => {
  const NUL = "\u0000";
  it.each([
    ["RegisterSchema", RegisterSchema, { firstName: `A${NUL}` }, "firstName"],
    ["LoginSchema", LoginSchema, { email: "a@b.test", password: `x${NUL}` }, "password"],
    ["CreateGameSchema", CreateGameSchema, { title: "T", platform: "PC", customTags: ["\uD800"] }, "customTags"],
    ["UpdateGameSchema", UpdateGameSchema, { genres: ["\uDC00"] }, "genres"],
    ["CreatePlaySessionSchema", CreatePlaySessionSchema, { minutes: 5, note: NUL }, "note"],
    ["NotesMatchQuerySchema", NotesMatchQuerySchema, { q: `ab${NUL}` }, "q"],
  ] as const)("%s", (_name, schema, input, path) => {
    const r = (schema as z.ZodType).safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });
});
