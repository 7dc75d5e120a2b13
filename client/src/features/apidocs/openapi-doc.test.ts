// The API page's reading of the OpenAPI document: groups in name order with GET first, who may call
// an operation, and a schema's one-line text.
import { describe, expect, it } from "vitest";
import { accessText, bodyFields, endpointsByGroup, schemaText, type OpenApiDoc, type Operation } from "./openapi-doc.ts";

const op = (tag: string, over: Partial<Operation> = {}): Operation => ({
  operationId: `${tag}${Math.random()}`,
  tags: [tag],
  "x-savepoint-access": "session",
  "x-savepoint-token": "read",
  parameters: [],
  ...over,
});

describe("the API document as the page reads it", () => {
  it("groups operations by feature name, paths in order, GET before the other methods", () => {
    const doc: OpenApiDoc = {
      info: { title: "Savepoint API", version: "1" },
      paths: {
        "/api/u/{username}/feed.xml": { get: op("u") },
        "/api/games/{id}": { delete: op("games"), get: op("games") },
        "/api/games": { post: op("games"), get: op("games") },
      },
    };
    const groups = endpointsByGroup(doc);
    expect(groups.map(([tag]) => tag)).toEqual(["games", "u"]);
    expect(groups[0]![1].map((e) => `${e.method} ${e.path}`)).toEqual(["GET /api/games", "POST /api/games", "GET /api/games/{id}", "DELETE /api/games/{id}"]);
  });

  it("says who may call an operation", () => {
    expect(accessText(op("health", { "x-savepoint-access": "public", "x-savepoint-token": null }))).toBe("Public");
    expect(accessText(op("games"))).toBe("Signed in: session or any token");
    expect(accessText(op("games", { "x-savepoint-token": "write" }))).toBe("Signed in: session or read-write token");
    expect(accessText(op("account", { "x-savepoint-token": "never" }))).toBe("Signed in: browser session only (no token)");
    expect(accessText(op("admin", { "x-savepoint-access": "admin", "x-savepoint-token": "write" }))).toBe("Administrator: session or read-write token");
  });

  it("describes a schema in one line, leaving out the safe-integer bounds zod adds", () => {
    expect(schemaText({ type: "string", minLength: 1, maxLength: 200 })).toBe("string, at least 1 characters, at most 200 characters");
    expect(schemaText({ anyOf: [{ type: "integer", minimum: 1, maximum: 9007199254740991 }, { type: "null" }] })).toBe("integer, from 1 or null");
    expect(schemaText({ enum: ["BACKLOG", "COMPLETED"] })).toBe('one of "BACKLOG", "COMPLETED"');
    expect(schemaText({ type: "array", items: { type: "string" } })).toBe("array of string");
    expect(schemaText({})).toBe("any value");
  });

  it("lists a body's top-level fields with whether each is required", () => {
    const create = op("games", {
      requestBody: {
        content: {
          "application/json": { schema: { type: "object", properties: { title: { type: "string" }, rating: { type: "integer" } }, required: ["title"] } },
        },
      },
    });
    expect(bodyFields(create).map((f) => [f.name, f.required])).toEqual([
      ["title", true],
      ["rating", false],
    ]);
    expect(bodyFields(op("games"))).toEqual([]);
  });
});
