// What the API page reads of /api/openapi.json: the operations grouped by feature, and a short text
// for a parameter's or a body field's JSON Schema ("string, at most 100 characters").

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  tags: string[];
  "x-savepoint-access": "public" | "session" | "admin";
  "x-savepoint-token": "read" | "write" | "never" | null;
  parameters: Parameter[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
}

export interface OpenApiDoc {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

export interface Endpoint {
  id: string;
  method: string;
  path: string;
  op: Operation;
}

/** Names of the groups the server's tags (the first path segment after /api) stand for. */
const GROUP_NAMES: Record<string, string> = {
  api: "API document",
  u: "Public feeds",
  games: "Games",
  reviews: "Reviews",
  likes: "Likes",
  journal: "Journal",
  analytics: "Analytics",
  summary: "Summary",
  recommendations: "Recommendations",
  profile: "Profile",
  users: "People",
  activity: "Activity",
  community: "Community",
  data: "Import and export",
  auth: "Sign-in",
  account: "Account and tokens",
  admin: "Administration",
  catalog: "Catalog",
  covers: "Covers",
  health: "Health",
  instance: "Instance",
};

export const groupName = (tag: string) => GROUP_NAMES[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1);

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

/** The document's operations by group (groups and paths in alphabetical order, methods GET first). */
export function endpointsByGroup(doc: OpenApiDoc): [string, Endpoint[]][] {
  const groups = new Map<string, Endpoint[]>();
  for (const path of Object.keys(doc.paths).sort()) {
    const methods = Object.entries(doc.paths[path]!).sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const [method, op] of methods) {
      const tag = op.tags[0] ?? "api";
      groups.set(tag, [...(groups.get(tag) ?? []), { id: op.operationId, method: method.toUpperCase(), path, op }]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => groupName(a).localeCompare(groupName(b)));
}

export function accessText(op: Operation): string {
  const access = op["x-savepoint-access"];
  if (access === "public") return "Public";
  const who = access === "admin" ? "Administrator" : "Signed in";
  const token = op["x-savepoint-token"];
  if (token === "never") return `${who}: browser session only (no token)`;
  return `${who}: session or ${token === "read" ? "any" : "read-write"} token`;
}

const literal = (v: unknown) => JSON.stringify(v);

/** A one-line description of a schema: its type, allowed values and limits. */
export function schemaText(s: JsonSchema): string {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map(schemaText).join(" or ");
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return `one of ${s.enum.map(literal).join(", ")}`;
  const type = Array.isArray(s.type) ? s.type.join(" or ") : (s.type ?? "any value");
  const parts = [type === "array" && s.items ? `array of ${schemaText(s.items)}` : type];
  if (s.format) parts.push(s.format);
  if (s.minLength !== undefined && s.minLength > 0) parts.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) parts.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined && s.minimum > Number.MIN_SAFE_INTEGER) parts.push(`from ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) parts.push(`up to ${s.maximum}`);
  if (s.pattern) parts.push(`matching ${s.pattern}`);
  return parts.join(", ");
}

/** A request body's top-level fields, as parameters ("body"). */
export function bodyFields(op: Operation): { name: string; required: boolean; schema: JsonSchema }[] {
  const schema = op.requestBody?.content["application/json"].schema;
  if (!schema) return [];
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, required: schema.required?.includes(name) ?? false, schema: s }));
}
