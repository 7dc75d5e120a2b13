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

/** The session JWT a sign-in or sign-up set in its httpOnly cookie (the body never holds it). */
export function sessionTokenOf(res: { headers: Record<string, unknown> }): string {
  const cookies = res.headers["set-cookie"];
  const list = Array.isArray(cookies) ? (cookies as string[]) : typeof cookies === "string" ? [cookies] : [];
  const token = list.map((c) => /^sp_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error("the answer set no session cookie");
  return token;
}
