// Just enough of a zod schema's structure for the fuzzer: the fields of an object and the kind of
// value each one wants (past optional, nullable, default, preprocess and pipe wrappers).
import type { z } from "zod";

export type ValueKind = "string" | "number" | "boolean" | "enum" | "array" | "object" | "other";

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional", "lazy"]);

/** The schema that decides what a value must be: wrappers removed, a pipe's checking end. */
export function core(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === "pipe" && d.in && d.out) s = defOf(d.out).type === "transform" ? d.in : d.out;
    else return s;
  }
  return s;
}

/** The fields of an object schema (empty for anything else). */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const d = defOf(core(schema));
  return d.type === "object" && d.shape ? d.shape : {};
}

export function kindOf(schema: z.ZodType): ValueKind {
  const t = defOf(core(schema)).type;
  if (t === "string" || t === "number" || t === "boolean" || t === "enum" || t === "array" || t === "object") return t;
  if (t === "int" || t === "bigint") return "number";
  return "other";
}

/** The values of an enum schema (after wrappers). */
export function enumValues(schema: z.ZodType): string[] {
  const d = defOf(core(schema));
  return d.entries ? Object.values(d.entries).map(String) : [];
}

/** The paths the schema itself reports for `input` ("body" for the whole of it), or none when it passes. */
export function issuePaths(schema: z.ZodType | undefined, input: unknown, whole: string): Set<string> {
  if (!schema) return new Set();
  const r = schema.safeParse(input ?? {});
  return new Set(r.success ? [] : r.error.issues.map((i) => i.path.map(String).join(".") || whole));
}
