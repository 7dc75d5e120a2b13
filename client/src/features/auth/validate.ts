// The sign-in and sign-up forms' checks, without zod: the signed-out pages stay small. They give the
// messages LoginSchema and RegisterSchema (@savepoint/common) give, in the same order, and the same
// trimmed values; the server validates with those schemas and stays the authority.
// validate.test.ts holds the two to agreement.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  REGISTER_COLORS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  USERNAME_RESERVED_MESSAGE,
  isReservedUsername,
  unstorableText,
  utf8Length,
  type LoginInput,
  type RegisterInput,
} from "@savepoint/common";

/** The address form the shared schema accepts: dotted atoms, an @, and a domain ending in 2+ letters. */
const EMAIL_FORM = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Check = (value: string) => string | undefined;
/** A string's length as the schemas count it: in characters (code points), not UTF-16 units. */
const chars = (s: string) => [...s].length;
/** A field's rules in order: the first that fails is the field's message. */
type Rules = { trim?: boolean; checks: Check[] };

const storable =
  (label: string): Check =>
  (v) =>
    unstorableText(label, v);
const required =
  (message: string): Check =>
  (v) =>
    chars(v) < 1 ? message : undefined;

const EMAIL: Rules = {
  trim: true,
  checks: [
    storable("Email"),
    required("Email is required"),
    (v) => (chars(v) > EMAIL_MAX ? "Email is too long" : undefined),
    (v) => (EMAIL_FORM.test(v) ? undefined : "Enter a valid email address"),
  ],
};
const name = (label: string): Rules => ({
  trim: true,
  checks: [storable(label), required(`${label} is required`), (v) => (chars(v) > NAME_MAX ? `${label} is too long` : undefined)],
});
const newPassword: Rules = {
  checks: [
    storable("Password"),
    (v) => (chars(v) < PASSWORD_MIN ? `Password must be at least ${PASSWORD_MIN} characters` : undefined),
    (v) => (utf8Length(v) > PASSWORD_MAX_BYTES ? PASSWORD_TOO_LONG : undefined),
  ],
};

const LOGIN: Record<keyof LoginInput, Rules> = {
  email: EMAIL,
  password: { checks: [storable("Password"), required("Password is required"), (v) => (chars(v) > PASSWORD_MAX ? "Password is too long" : undefined)] },
};

// The invite is checked by the server only (it is a token, not something a person types wrong).
const REGISTER: Record<Exclude<keyof RegisterInput, "accountColor" | "invite">, Rules> = {
  firstName: name("First name"),
  lastName: name("Last name"),
  username: {
    trim: true,
    checks: [
      storable("Username"),
      required("Username is required"),
      (v) => (chars(v) < USERNAME_MIN ? `Username must be at least ${USERNAME_MIN} characters` : undefined),
      (v) => (chars(v) > USERNAME_MAX ? `Username must be at most ${USERNAME_MAX} characters` : undefined),
      (v) => (USERNAME_PATTERN.test(v) ? undefined : "Use letters, digits, dots, dashes or underscores"),
      (v) => (isReservedUsername(v) ? USERNAME_RESERVED_MESSAGE : undefined),
    ],
  },
  email: EMAIL,
  password: newPassword,
  confirmPassword: newPassword,
};

/** Runs `rules` over `input`: the values as the schema would give them, and the first message per field. */
function check<K extends string>(rules: Record<K, Rules>, input: Record<string, unknown>) {
  const values: Record<string, unknown> = { ...input };
  const errors: Partial<Record<string, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const given = input[key];
    const raw = typeof given === "string" ? given : "";
    const value = rules[key].trim ? raw.trim() : raw;
    values[key] = value;
    // A string field checks its unstorable characters before trimming, as the schema's text() does.
    const problem = rules[key].checks[0]!(raw) ?? rules[key].checks.slice(1).reduce<string | undefined>((m, c) => m ?? c(value), undefined);
    if (problem) errors[key] = problem;
  }
  return { values, errors };
}

export function validateLogin(input: Record<string, unknown>) {
  return check(LOGIN, input);
}

export function validateRegister(input: Record<string, unknown>) {
  const { values, errors } = check(REGISTER, input);
  const color = input.accountColor ?? "indigo";
  if (!(REGISTER_COLORS as readonly unknown[]).includes(color)) errors.accountColor = `Choose one of: ${REGISTER_COLORS.join(", ")}`;
  values.accountColor = color;
  // The schema compares the passwords whatever else is wrong, short of a colour it does not know; a
  // field shows its first message only.
  if (!errors.accountColor && values.password !== values.confirmPassword) errors.confirmPassword ??= "Passwords do not match";
  return { values, errors };
}

/** A react-hook-form resolver from one of the checks above. */
export function lightResolver<T extends FieldValues>(
  validate: (input: Record<string, unknown>) => { values: Record<string, unknown>; errors: Partial<Record<string, string>> },
): Resolver<T> {
  return (input) => {
    const { values, errors } = validate(input);
    const entries = Object.entries(errors).filter((e): e is [string, string] => e[1] !== undefined);
    if (entries.length === 0) return { values: values as T, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([k, message]) => [k, { type: "validate", message }])) as FieldErrors<T>;
    return { values: {}, errors: fieldErrors };
  };
}
