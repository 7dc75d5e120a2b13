// What every answer must be, whoever asks: never a 5xx, every 4xx the one error envelope, and no
// password hash or other user's data in it.
import { ERROR_STATUS, type ErrorEnvelope } from "@savepoint/common";
import type { Answer } from "./http.ts";

const BCRYPT = /\$2[abxy]\$\d{2}\$/;

/** Why `a` breaks the error contract, or undefined. */
export function contractProblem(a: Answer): string | undefined {
  if (a.status >= 500) return `answered ${a.status}: ${a.text.slice(0, 200)}`;
  if (a.status < 400) return undefined;
  const env = envelopeOf(a);
  if (!env) return `answered ${a.status} without the error envelope: ${a.text.slice(0, 200)}`;
  const status = (ERROR_STATUS as Record<string, number>)[env.code];
  if (status !== a.status) return `answered ${a.status} with code "${env.code}", which is sent as ${status ?? "nothing"}`;
  return undefined;
}

/** The `error` of an envelope, or undefined when the body is not exactly one. */
export function envelopeOf(a: Answer): ErrorEnvelope["error"] | undefined {
  const body = a.json as Partial<ErrorEnvelope> | undefined;
  const e = body?.error;
  if (!body || typeof body !== "object" || Object.keys(body).length !== 1 || !e || typeof e !== "object") return undefined;
  if (typeof e.code !== "string" || typeof e.message !== "string" || e.message === "") return undefined;
  if (e.requestId !== null && typeof e.requestId !== "string") return undefined;
  const issues = e.details?.issues;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every((i) => typeof i?.path === "string" && typeof i.message === "string"))) return undefined;
  return e;
}

/** Why `a` leaks, given what the asker must never see (other users' emails, ids, slugs). */
export function leakProblem(a: Answer, foreign: readonly string[]): string | undefined {
  if (BCRYPT.test(a.text)) return "the answer contains a bcrypt password hash";
  const text = a.text.toLowerCase();
  const seen = foreign.find((v) => text.includes(v.toLowerCase()));
  return seen === undefined ? undefined : `the answer contains another user's data: ${seen}`;
}
