// The one HTTP helper the provider adapters share: fetch with a hard timeout, tolerant body parsing,
// and errors that never carry credentials.

import type { ProviderName } from "./types.ts";

type ProviderErrorStatus = number | "timeout" | "network" | "invalid-response";

const LABELS: Record<ProviderName, string> = {
  rawg: "RAWG",
  igdb: "IGDB",
  wikidata: "Wikidata",
  steam: "Steam",
};

/** A failed provider call. `message` is always "<Provider> API request failed: <status>". */
export class ProviderError extends Error {
  override readonly name = "ProviderError";
  readonly provider: ProviderName;
  readonly status: ProviderErrorStatus;
  /** The request URL with secrets removed (safe to log). */
  readonly url: string | undefined;
  /** A short, secret-free explanation (e.g. the provider's error text or the network error code). */
  readonly detail: string | undefined;

  constructor(provider: ProviderName, status: ProviderErrorStatus, opts: { url?: string; detail?: string; message?: string } = {}) {
    super(opts.message ?? `${LABELS[provider]} API request failed: ${status}`);
    this.provider = provider;
    this.status = status;
    this.url = opts.url === undefined ? undefined : redactUrl(opts.url);
    this.detail = opts.detail === undefined ? undefined : redactSecrets(opts.detail).slice(0, 300);
  }
}

const SECRET_PARAMS = ["key", "api_key", "apikey", "client_secret", "access_token", "token"];
const SECRET_PARAM_RE = new RegExp(`((?:^|[^A-Za-z0-9_])(?:${SECRET_PARAMS.join("|")})=)[^&#\\s"']*`, "gi");
const BEARER_RE = /(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/** Removes credential query parameters (`key=`, `client_secret=`, …) and bearer tokens from any text. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAM_RE, "$1***").replace(BEARER_RE, "$1***");
}

/** A URL safe to log: secret query parameters replaced with `***`. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    for (const name of [...u.searchParams.keys()]) {
      if (SECRET_PARAMS.includes(name.toLowerCase())) u.searchParams.set(name, "***");
    }
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return redactSecrets(url);
  }
}

interface FetchJsonOptions {
  /** Which provider the call is for (error messages and `ProviderError.provider`). */
  provider: ProviderName;
  /** Abort the request (including reading the body) after this many ms. Default 2000. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  method?: string;
  body?: string | URLSearchParams;
  fetchImpl?: typeof fetch;
}

interface JsonResponse {
  status: number;
  /** Parsed JSON; for a non-JSON body on an error status, the first part of the text; null when empty. */
  body: unknown;
}

const MAX_ERROR_TEXT = 500;

/**
 * Fetches a URL and parses the answer as JSON. Every HTTP status comes back as `{ status, body }`
 * (callers decide what a 404 or 403 means); it throws a `ProviderError` only when there is no usable
 * answer: a timeout ("timeout"), a connection failure ("network"), or a 2xx body that is not JSON.
 * A non-JSON body on an error status (Cloudflare's HTML 5xx pages, Steam's HTML 403) is returned as text.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<JsonResponse> {
  const { provider, timeoutMs = 2000, headers = {}, method = "GET", body, fetchImpl = fetch } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  try {
    const res = await fetchImpl(url, {
      method,
      headers: { Accept: "application/json", ...headers },
      body,
      signal: controller.signal,
      redirect: "follow",
    });
    const text = await res.text();
    if (!text.trim()) return { status: res.status, body: null };
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      if (res.status >= 200 && res.status < 300) {
        throw new ProviderError(provider, "invalid-response", { url, detail: "the response body is not JSON" });
      }
      return { status: res.status, body: text.slice(0, MAX_ERROR_TEXT) };
    }
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    if (timedOut) throw new ProviderError(provider, "timeout", { url, detail: `no answer within ${timeoutMs} ms` });
    throw new ProviderError(provider, "network", { url, detail: describeNetworkError(err) });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Throws the ProviderError for a non-2xx answer (status code, the provider's error text as detail),
 * unless its status is in `allow`. `url` may be left out of the error (e.g. Wikidata's long query URLs);
 * `note` is appended to the message: "IGDB API request failed: 401 (Twitch token)".
 */
export function requireOk(res: JsonResponse, provider: ProviderName, url: string | undefined, opts: { allow?: readonly number[]; note?: string } = {}): void {
  if ((res.status >= 200 && res.status < 300) || opts.allow?.includes(res.status)) return;
  throw new ProviderError(provider, res.status, {
    url,
    detail: errorText(res.body),
    message: opts.note === undefined ? undefined : `${LABELS[provider]} API request failed: ${res.status} (${opts.note})`,
  });
}

/** A short description of a fetch failure: the system error code when there is one ("ECONNREFUSED"). */
function describeNetworkError(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    if (cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string") return cause.code;
    return err.message;
  }
  return String(err);
}

/** The error text a provider put in a JSON error body, if any (RAWG `error`/`detail`, Twitch/IGDB `message`). */
function errorText(body: unknown): string | undefined {
  if (typeof body === "string") {
    return (
      body
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 200) || undefined
    );
  }
  if (Array.isArray(body)) return errorText(body[0]);
  if (body && typeof body === "object") {
    const o = body as Record<string, unknown>;
    if (typeof o.title === "string" && typeof o.cause === "string") return `${o.title}: ${o.cause}`; // IGDB
    for (const k of ["error", "detail", "message", "cause", "title"]) {
      const v = o[k];
      if (typeof v === "string" && v) return v;
    }
  }
  return undefined;
}
