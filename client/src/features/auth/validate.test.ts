// The light sign-in and sign-up checks agree with the shared zod schemas the server validates with:
// the same first message per field, and the same values, for ordinary and awkward input alike.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LoginSchema, RegisterSchema } from "@savepoint/common";
import { validateLogin, validateRegister } from "./validate.ts";

type Schema = typeof LoginSchema | typeof RegisterSchema;

/** What the schema says: its output, or the first message on each top-level field. */
function bySchema(schema: Schema, input: Record<string, unknown>) {
  const r = schema.safeParse(input);
  if (r.success) return { values: r.data as Record<string, unknown>, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { values: undefined, errors };
}

function byLight(validate: typeof validateLogin, input: Record<string, unknown>) {
  const r = validate(input);
  const errors = Object.fromEntries(Object.entries(r.errors).filter(([, m]) => m !== undefined));
  return { values: Object.keys(errors).length === 0 ? r.values : undefined, errors };
}

const AWKWARD = [
  "",
  " ",
  "a",
  "ab",
  "abc",
  "ada@example.test",
  " ada@example.test ",
  "ada@@example.test",
  "a..b@example.test",
  ".a@example.test",
  "a.@example.test",
  "a@b.c",
  "a@b.co",
  "O'Neil@example.test",
  "a+b@sub.example.test",
  "a@-b.test",
  "x\u0000y",
  "\uD800",
  "\uD83D\uDE00",
  "é".repeat(40),
  "p".repeat(72),
  "p".repeat(73),
  "p".repeat(201),
  "a".repeat(61),
  "u".repeat(31),
  "user name",
  "user_name.x-1",
  "secret1",
  "secret2",
  "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀",
];
const str = fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ maxLength: 80 }), fc.emailAddress());

describe("the light sign-in check", () => {
  it("agrees with LoginSchema", () => {
    fc.assert(
      fc.property(str, str, (email, password) => {
        const input = { email, password };
        expect(byLight(validateLogin, input)).toEqual(bySchema(LoginSchema, input));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("the light sign-up check", () => {
  it("agrees with RegisterSchema", () => {
    const pw = fc.constantFrom("secret1", "secret2", "", "abc", "p".repeat(73), "😀".repeat(18), "é".repeat(36), "x\u0000yzzzz");
    fc.assert(
      fc.property(
        str,
        str,
        str,
        fc.oneof(str, fc.emailAddress()),
        pw,
        pw,
        fc.constantFrom("indigo", "pink", "yellow", undefined),
        (firstName, lastName, username, email, password, confirmPassword, accountColor) => {
          const input = { firstName, lastName, username, email, password, confirmPassword, ...(accountColor ? { accountColor } : {}) };
          expect(byLight(validateRegister, input)).toEqual(bySchema(RegisterSchema, input));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("agrees that a reserved username is not available", () => {
    const input = {
      firstName: "Ada",
      lastName: "Lovelace",
      username: " Suggestions ",
      email: "ada@example.test",
      password: "secret1",
      confirmPassword: "secret1",
    };
    expect(byLight(validateRegister, input).errors).toEqual({ username: "This username is not available" });
    expect(byLight(validateRegister, input)).toEqual(bySchema(RegisterSchema, input));
  });

  it("agrees on a valid sign-up, trimmed", () => {
    const input = {
      firstName: " Ada ",
      lastName: "Lovelace",
      username: " ada_l ",
      email: " ada@example.test ",
      password: "secret1",
      confirmPassword: "secret1",
    };
    const light = byLight(validateRegister, input);
    expect(light.errors).toEqual({});
    expect(light).toEqual(bySchema(RegisterSchema, input));
  });
});
