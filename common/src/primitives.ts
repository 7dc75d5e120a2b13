// What every contract's strings and whole numbers are built from. A value that passes these can be
// stored as sent: PostgreSQL text holds neither NUL nor half a UTF-16 surrogate pair (it is not valid
// Unicode), and an `Int` column holds 32 bits. Every string field starts from text(), every whole
// number from int(), so a new field is safe without anyone remembering why.
import { z } from "zod";
import { unstorableText, utf8Length } from "./text.ts";

export { unstorableText, utf8Length };

/** One day in milliseconds (a UTC day: calendar arithmetic on UTC dates and day-long windows). */
export const DAY_MS = 86_400_000;

/** The range of a PostgreSQL `integer` (Prisma `Int`) column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A string that can be stored: anything but a string reads `typeError` (default "<label> must be
 * text"). Chain trim, min, max, regex as usual.
 */
export function text(label: string, typeError = `${label} must be text`) {
  return z.string({ error: typeError }).superRefine((s, ctx) => {
    const problem = unstorableText(label, s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

/** An error message, or a function making it when needed (for a bound that moves, like next year). */
type Message = string | (() => string);

export interface IntOptions {
  /** Default and floor: INT4_MIN. */
  min?: number;
  /** Default and ceiling: INT4_MAX (a larger one is clamped: the column could not hold it); a function is read on each check. */
  max?: number | (() => number);
  /** Not a number at all. Default "<label> must be a number". */
  typeError?: string;
  /** One message for every way to miss (fraction, too low, too high), unless one below is given. */
  range?: Message;
  whole?: Message;
  tooLow?: Message;
  tooHigh?: Message;
}

/** A whole number within [min, max], both kept inside the range of an `integer` column. */
export function int(label: string, o: IntOptions = {}) {
  const min = Math.max(o.min ?? INT4_MIN, INT4_MIN);
  const max = () => Math.min(typeof o.max === "function" ? o.max() : (o.max ?? INT4_MAX), INT4_MAX);
  return z
    .number({ error: o.typeError ?? `${label} must be a number` })
    .int({ error: o.whole ?? o.range ?? `${label} must be a whole number` })
    .min(min, { error: o.tooLow ?? o.range ?? `${label} must be at least ${min}` })
    .refine((n) => n <= max(), { error: o.tooHigh ?? o.range ?? (() => `${label} must be at most ${max()}`) });
}
