// Typed reads of supertest answers: a body is `any` to supertest; these say what the route promises.
import type { ErrorEnvelope } from "@savepoint/common";

/** The answer's body as the shape the route promises. */
export function bodyOf<T>(res: { body: unknown }): T {
  return res.body as T;
}

/** The `error` of an error envelope. */
export function errorOf(res: { body: unknown }): ErrorEnvelope["error"] {
  return (res.body as ErrorEnvelope).error;
}

/** The field issues of a validation_failed answer. */
export function issuesOf(res: { body: unknown }) {
  return errorOf(res).details?.issues ?? [];
}

/** Fails unless the body is a validation_failed envelope with an issue on `path`. */
export function expectIssue(body: unknown, path: string) {
  const { error } = body as ErrorEnvelope;
  if (error.code !== "validation_failed") throw new Error(`expected validation_failed, got ${error.code}`);
  const paths = (error.details?.issues ?? []).map((i) => i.path);
  if (!paths.includes(path)) throw new Error(`expected an issue on "${path}", got ${JSON.stringify(paths)}`);
}
