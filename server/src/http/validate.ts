// Parses request parts with zod; a failure becomes 400 validation_failed naming each field path.
import type { z } from "zod";
import { validationFailed } from "./errors.ts";

export function parse<S extends z.ZodType>(schema: S, input: unknown, where: "body" | "query" | "params" = "body"): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ path: i.path.map(String).join(".") || where, message: i.message }));
  throw validationFailed(issues);
}
