// What the review forms say without their schemas: a failed save's message (the
// server's when it explains the refusal, else the spec's failure text).
import { REVIEW_TEXTS } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";

/**
 * What a failed save shows: a refusal the server explains (not Completed, already reviewed, a field's
 * rule) in its words; anything else (no answer, a server fault) as the spec's failure text.
 */
export function reviewSaveError(err: unknown, mode: "create" | "update"): string {
  const fallback = mode === "create" ? REVIEW_TEXTS.createFailed : REVIEW_TEXTS.updateFailed;
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500 || err.code === "http_error") return fallback;
  const issues = err.issues.map((i) => i.message);
  return issues.length > 0 ? issues.join("; ") : err.message;
}
