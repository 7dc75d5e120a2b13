// The one fetch-based API service. Every non-2xx answer becomes an ApiError carrying the envelope.
import { ERROR_STATUS, SERVER_UNREACHABLE, type ErrorCode, type ErrorEnvelope, type ErrorIssue } from "@savepoint/common";
import { browserOffline, noteAnswer, noteUnreachable, OFFLINE_CHANGES } from "../offline/status.ts";

/** The server's codes, plus the client's own: no answer at all, or an answer that is not an error envelope. */
type ApiErrorCode = ErrorCode | "network_error" | "http_error";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: ErrorIssue[] = [],
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

const isErrorCode = (code: unknown): code is ErrorCode => typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);

/**
 * Puts a server error's field issues on the form's fields (react-hook-form's `setError`): an issue
 * whose path, after `rename`, is one of `fields` goes on that field (the first issue per field wins);
 * the messages of the others are returned for the form to show elsewhere.
 */
export function applyIssues<F extends string>(
  err: ApiError,
  setError: (name: F, error: { type: string; message: string }) => void,
  fields: readonly F[],
  rename: Readonly<Partial<Record<string, F>>> = {},
): string[] {
  const isField = (path: string): path is F => (fields as readonly string[]).includes(path);
  const placed = new Set<F>();
  const unplaced: string[] = [];
  for (const issue of err.issues) {
    const field = (Object.hasOwn(rename, issue.path) ? rename[issue.path] : undefined) ?? issue.path;
    if (!isField(field)) {
      unplaced.push(issue.message);
    } else if (!placed.has(field)) {
      placed.add(field);
      setError(field, { type: "server", message: issue.message });
    }
  }
  return unplaced;
}

/** A request's query string from its set values ("?sort=rating&cursor=…"), or "" when none is set. */
export function queryString(params: Readonly<Record<string, string | undefined>>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | undefined;
/** The auth provider signs out when a call answers 401. */
export function setUnauthorizedListener(fn: UnauthorizedListener | undefined) {
  onUnauthorized = fn;
}

/** A message as a sentence: a capital first letter and a full stop at the end. */
export function asSentence(message: string): string {
  const m = message.trim();
  if (!m) return m;
  const capital = m[0]!.toUpperCase() + m.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * What a refusal says to the player. The server's validation message for API clients names each
 * field by its path ('content: File cannot contain…'), a name the player never saw: the player reads
 * the issues' own sentences instead. A message the server wrote for people (an import's 'Row 3…') stays.
 */
function playerMessage(code: string, message: string, issues: ErrorIssue[]): string {
  if (code !== "validation_failed" || issues.length === 0) return message;
  const forApiClients = issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; ");
  return message === forApiClients ? issues.map((i) => asSentence(i.message)).join(" ") : message;
}

async function toError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as Partial<ErrorEnvelope> | null;
    if (body?.error && isErrorCode(body.error.code)) {
      const issues = body.error.details?.issues ?? [];
      return new ApiError(res.status, body.error.code, playerMessage(body.error.code, body.error.message, issues), issues, body.error.requestId);
    }
  } catch {
    // not an envelope: fall through
  }
  // Not the server's envelope (a proxy's page, a server that is not Savepoint): no page text is shown.
  return new ApiError(res.status, "http_error", `The server answered in a way Savepoint does not understand (error ${res.status}). Please try again.`);
}

interface RequestOptions {
  signal?: AbortSignal;
  /** Skip the global sign-out on 401 (sign-in itself answers 401 for a wrong password). */
  allow401?: boolean;
}

async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  // Offline, the app shows what it saw last: a change is refused at once, in words that say why.
  if (method !== "GET" && browserOffline()) throw new ApiError(0, "network_error", OFFLINE_CHANGES);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    noteUnreachable();
    throw new ApiError(0, "network_error", SERVER_UNREACHABLE);
  }
  noteAnswer(res);
  if (res.status === 401 && !opts.allow401) onUnauthorized?.();
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, body ?? {}, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PATCH", path, body ?? {}, opts),
  del: <T = void>(path: string, opts?: RequestOptions) => request<T>("DELETE", path, undefined, opts),
};
