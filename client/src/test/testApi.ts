// A fetch stub for component tests: answers /api paths from a small route table and records calls.
import { vi } from "vitest";
import type { ErrorCode, ErrorEnvelope } from "@savepoint/common";
import { jsonResponse } from "./render.tsx";

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** Routes are "METHOD /path" (exact) or "METHOD /path*" (prefix); unknown calls answer 404. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api/, "");
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call: Call = { method, path, query: url.searchParams, body };
    calls.push(call);
    for (const [key, handler] of Object.entries(routes)) {
      const [m, p] = key.split(" ") as [string, string];
      if (m !== method) continue;
      if (p.endsWith("*") ? path.startsWith(p.slice(0, -1)) : path === p) return handler(call);
    }
    return errorResponse(404, "not_found", "Not found");
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock, callsTo: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)) };
}

/** A handler answering 200 with `body`. */
export const ok = (body: unknown) => () => jsonResponse(200, body);

/** The API's error envelope as a response. */
export function errorResponse(status: number, code: ErrorCode, message: string, details?: ErrorEnvelope["error"]["details"]) {
  const envelope: ErrorEnvelope = { error: { code, message, details, requestId: null } };
  return jsonResponse(status, envelope);
}

/** A handler answering 500 internal_error. */
export const fails = () => errorResponse(500, "internal_error", "Something went wrong");
