// The category forms' validation and error texts: the shared schemas check a name and a colour before
// sending; a server refusal is said in words, on the name field when it is about the name.
import type { ZodType } from "zod";
import { JOURNAL_TEXTS } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";

export interface CategoryFormErrors {
  name?: string;
  color?: string;
  form?: string;
}

/** The schema's first message per field, or null when the values pass. */
export function checkCategory(schema: ZodType, values: { name?: string; color?: string }): CategoryFormErrors | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: CategoryFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "color" ? "color" : issue.path[0] === "name" ? "name" : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A failed save or delete as the form shows it (a taken name on the name field, 409 and 400 texts as the server words them). */
export function categoryErrorOf(err: unknown, fallback: string): CategoryFormErrors {
  if (!(err instanceof ApiError)) return { form: fallback };
  const onName = err.issues.find((i) => i.path === "name")?.message ?? (err.message === JOURNAL_TEXTS.categoryNameTaken ? err.message : undefined);
  if (onName) return { name: onName };
  const onColor = err.issues.find((i) => i.path === "color")?.message;
  if (onColor) return { color: onColor };
  return { form: err.message || fallback };
}
