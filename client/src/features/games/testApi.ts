// A fetch stub for component tests: answers /api paths from a small route table and records calls.
import { vi } from "vitest";
import { jsonResponse } from "../../test/render.tsx";

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
    const call: Call = { method, path, query: url.searchParams, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined };
    calls.push(call);
    for (const [key, handler] of Object.entries(routes)) {
      const [m, p] = key.split(" ") as [string, string];
      if (m !== method) continue;
      if (p.endsWith("*") ? path.startsWith(p.slice(0, -1)) : path === p) return handler(call);
    }
    return jsonResponse(404, { error: { code: "not_found", message: "Not found", requestId: null } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock, callsTo: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)) };
}

export const ok = (body: unknown) => () => jsonResponse(200, body);

