// The OpenAPI 3.1 document of one app, built from its route table: every mounted route with its
// access, and its params, query and body as JSON Schema generated from the zod schemas the route
// validates with (zod's own toJSONSchema, on the input side: what a caller sends). Nothing is
// written by hand per route, so a route is documented by being mounted.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@savepoint/common";
import { SESSION_COOKIE } from "../../http/auth.ts";
import type { Access, RouteEntry } from "../../http/registry.ts";

type Json = Record<string, unknown>;

/** Which personal access tokens a route takes: any (read scope), read-write only, or none (the browser's session only). */
export type TokenScope = "read" | "write" | "never";

export const ACCESS_LABEL: Record<Access, string> = {
  public: "Public: no sign-in needed",
  session: "Signed in: session cookie or personal access token",
  admin: "Administrator: session cookie or an administrator's personal access token",
};

/** The route's token use: "never" when it declares so, else read for GET and write for every other method. */
export function tokenUse(route: RouteEntry): TokenScope {
  if (route.tokens === "never") return "never";
  return route.method === "get" ? "read" : "write";
}

/** "/api/games/:id/sessions/:sessionId" → "/api/games/{id}/sessions/{sessionId}". */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** The path params of an Express path, in order. */
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** What the API group of a route is: the first segment after /api ("games", "users"). */
export function groupOf(path: string): string {
  const segment = path.split("/").filter(Boolean)[1];
  // A document at the root (/api/openapi.json) belongs to the API itself.
  return !segment || segment.includes(".") ? "api" : segment;
}

/** JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of what a caller sends a zod schema. */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  return rest;
}

interface ObjectSchema {
  properties?: Record<string, Json>;
  required?: string[];
}

/** The fields of an object schema (seen through a pipe or a refinement), or undefined for any other schema. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape;
  const def = schema.def as { in?: z.ZodType };
  return def.in ? shapeOf(def.in) : undefined;
}

/**
 * The JSON Schema of what a caller sends, its `required` fields being those the route refuses to go
 * without (a field parsed through a preprocess reads as optional input to zod's generator).
 */
function objectSchema(schema: z.ZodType): Json & ObjectSchema {
  const out = jsonSchema(schema) as Json & ObjectSchema;
  const shape = shapeOf(schema);
  if (!shape || !out.properties) return out;
  const required = Object.keys(out.properties).filter((k) => shape[k] && !shape[k].safeParse(undefined).success);
  const { required: _generated, ...rest } = out;
  return required.length > 0 ? { ...rest, required } : rest;
}

function parameters(route: RouteEntry): Json[] {
  const out: Json[] = [];
  const params = (route.params ? jsonSchema(route.params) : {}) as ObjectSchema;
  for (const name of paramNames(route.path)) {
    out.push({ name, in: "path", required: true, schema: params.properties?.[name] ?? { type: "string" } });
  }
  if (route.query) {
    const query = objectSchema(route.query);
    const example = (route.example?.query ?? {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      out.push({
        name,
        in: "query",
        required: query.required?.includes(name) ?? false,
        schema,
        ...(example[name] !== undefined ? { example: example[name] } : {}),
      });
    }
  }
  return out;
}

const errorRef = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

function responses(route: RouteEntry): Json {
  const out: Json = { "200": { description: "Success (a JSON body unless the path names another format)" } };
  if (route.query || route.body) out["400"] = errorRef("validation_failed: details.issues names each field");
  if (route.access !== "public") out["401"] = errorRef("unauthenticated: no session or token");
  if (route.access === "admin" || tokenUse(route) !== "read") {
    out["403"] = errorRef("forbidden: not an administrator, or a token's scope does not allow this route");
  }
  if (route.path.includes(":")) out["404"] = errorRef("not_found: the path names nothing the caller may see");
  if (route.body) {
    out["413"] = errorRef("payload_too_large");
    out["415"] = errorRef("unsupported_media_type: the body must be JSON");
  }
  out["503"] = {
    ...errorRef(
      "database_unavailable: the database is down or not answering; server_busy: the server is healthy but the request waited " +
        "its bounded turn (a few seconds) and got none: send it again after the Retry-After header's seconds",
    ),
    headers: { "Retry-After": { description: "With server_busy: seconds to wait before sending again", schema: { type: "integer" } } },
  };
  if (route.method !== "get") {
    out["507"] = errorRef("storage_full: the server's disk is full, so nothing was saved; what is stored is intact until an administrator frees space");
  }
  out.default = errorRef("Any other failure, in the error envelope");
  return out;
}

function security(route: RouteEntry): Json[] | undefined {
  if (route.access === "public") return [];
  return tokenUse(route) === "never" ? [{ sessionCookie: [] }] : [{ sessionCookie: [] }, { bearerToken: [] }];
}

function operation(route: RouteEntry): Json {
  const method = route.method.toUpperCase();
  const tokens = tokenUse(route);
  const op: Json = {
    operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: `${method} ${openApiPath(route.path)}`,
    description: `${ACCESS_LABEL[route.access]}.${route.access === "public" ? "" : tokens === "never" ? " Personal access tokens never work here." : ` A ${tokens === "read" ? "read-only or read-write" : "read-write"} token works.`}`,
    tags: [groupOf(route.path)],
    "x-savepoint-access": route.access,
    "x-savepoint-token": route.access === "public" ? null : tokens,
    security: security(route),
    parameters: parameters(route),
    responses: responses(route),
  };
  if (route.body) {
    op.requestBody = {
      required: true,
      content: { "application/json": { schema: objectSchema(route.body), ...(route.example?.body !== undefined ? { example: route.example.body } : {}) } },
    };
  }
  return op;
}

/** The error envelope every /api failure answers with (common/src/errors.ts). */
const ErrorEnvelope = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z
      .object({ issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() })
      .catchall(z.unknown())
      .optional(),
    requestId: z.string().nullable(),
  }),
});

export interface OpenApiInfo {
  version: string;
}

/** The document of `routes` (an app's route table). */
export function openApiDocument(routes: readonly RouteEntry[], info: OpenApiInfo): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method] = operation(route);
  }
  const tags = [...new Set(routes.map((r) => groupOf(r.path)))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Savepoint API",
      version: info.version,
      description:
        "Every route of this Savepoint instance. Scripts sign in with a personal access token (Settings → API tokens): " +
        "send `Authorization: Bearer sp_…`. A read-only token works on GET routes, a read-write token on the others; " +
        "routes that change the password, email, tokens or delete the account take the browser's session only. " +
        "Every failure answers with the error envelope (components.schemas.Error).",
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorEnvelope) },
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The browser's session (httpOnly cookie set by sign-in)." },
        bearerToken: { type: "http", scheme: "bearer", bearerFormat: "sp_…", description: "A personal access token (Settings → API tokens)." },
      },
    },
  };
}
