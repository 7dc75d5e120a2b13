// The fuzzer's inputs, built from each route's declared schemas and its valid example: every case
// changes one thing (one body field, one query key, one path param, or the body as a whole), so each
// has a known failing field the answer must name. Deterministic for a seed.
import { parse as parseQuery } from "node:querystring";
import fc from "fast-check";
import type { RouteEntry } from "../../src/http/registry.ts";
import type { ProbeBody } from "./http.ts";
import { badJsonText, hostileFor, hostileString, nested, nonObjectJson, pollution, POLLUTING_KEYS, wrongType } from "./hostile.ts";
import { enumValues, fieldsOf, kindOf } from "./schema-shape.ts";

export interface FuzzCase {
  route: RouteEntry;
  part: "body" | "query" | "params";
  /** The field the case breaks ("title", "q", "id"), or the part itself ("body") when it breaks all of it. */
  field: string;
  /** What was done, for the report ("genres ← [null]"). */
  what: string;
  path: string;
  query?: string;
  body?: ProbeBody;
  /** The broken part as the server reads it, for the schema's own verdict on it. */
  sent: unknown;
  /** The status this case must get (a wrong content type is 415, an oversized body 413). */
  expectStatus?: number;
}

/** A route with its path params filled with valid values (the owner's resources). */
export interface FuzzTarget {
  route: RouteEntry;
  params: Record<string, string>;
}

const ABSENT = Symbol("absent");
const BODY_LIMIT_BYTES = 200 * 1024;

/** Encodes a URL component, lone surrogates included (as the 3 bytes a lenient encoder writes). */
export function encodeComponent(s: string): string {
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    out +=
      cp >= 0xd800 && cp <= 0xdfff
        ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("")
        : encodeURIComponent(ch);
  }
  return out;
}

/**
 * Node answers a request line or headers over 16 KB with its own 431 before the app sees them, so a
 * value bound for the URL is cut to fit.
 */
const URL_VALUE_MAX = 6_000;
const urlSized = (s: string, max = URL_VALUE_MAX) => {
  let v = s;
  while (encodeComponent(v).length > max) v = v.slice(0, Math.floor(v.length / 2));
  return v;
};

const fillPath = (path: string, params: Record<string, string>, encoded: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_m, p: string) => encoded[p] ?? encodeComponent(params[p] ?? ""));

function queryString(q: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeComponent(k)}=${encodeComponent(String(one))}`);
  return parts.join("&");
}

const show = (v: unknown) => {
  const s = typeof v === "symbol" ? "(absent)" : typeof v === "string" ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 80 ? `${s.slice(0, 77)}… (${s.length} chars)` : s;
};

/** A JSON object's text with `key` first: JSON text keeps "__proto__" an own key, as a client can send it. */
const withKeyFirst = (obj: unknown, key: string, value: unknown) => {
  const rest = JSON.stringify(obj ?? {}).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === "}" ? "}" : `,${rest}`}`;
};

interface Generator {
  name: string;
  make(seed: number, runs: number): FuzzCase[];
}

/**
 * Every way the fuzzer breaks `t`'s requests, one generator per field or whole part. `fresh` numbers
 * the example's unique fields, so a request is refused for its broken field, not as a duplicate.
 */
export function generatorsFor(t: FuzzTarget, fresh: () => number): Generator[] {
  const { route } = t;
  const gens: Generator[] = [];
  const exampleQuery = (route.example?.query ?? {}) as Record<string, unknown>;
  const exampleBody = (route.example?.body ?? {}) as Record<string, unknown>;
  const base = {
    route,
    path: fillPath(route.path, t.params),
    query: route.query ? queryString(exampleQuery) : undefined,
    body: route.body ? { json: exampleBody } : undefined,
  };
  const sample = <T>(arb: fc.Arbitrary<T>, seed: number, runs: number) => fc.sample(arb, { seed, numRuns: runs });

  for (const p of Object.keys(t.params)) {
    const raw = fc.constantFrom("%", "%zz", "%C0%80", "%FF", "%E0%A4%A", "%ED%A0%80", "..", ".", "%2e%2e", "%2F", "a%00b", "%25");
    const value = fc.oneof(
      hostileString.map((s) => ({ s: urlSized(s), enc: encodeComponent(urlSized(s)) })),
      raw.map((r) => ({ s: r, enc: r })),
    );
    gens.push({
      name: `${p} (path)`,
      make: (seed, runs) =>
        sample(value, seed, runs).map(({ s, enc }) => ({
          ...base,
          part: "params",
          field: p,
          what: `:${p} ← ${show(s)}`,
          path: fillPath(route.path, t.params, { [p]: enc || "%20" }),
          sent: s,
        })),
    });
  }

  if (route.query) {
    const keys = new Set([...Object.keys(fieldsOf(route.query)), ...Object.keys(exampleQuery)]);
    for (const k of keys) {
      const short = hostileString.map((s) => urlSized(s));
      const value = fc.oneof(
        { weight: 5, arbitrary: short },
        {
          weight: 2,
          arbitrary: fc.array(
            hostileString.map((s) => urlSized(s, 1_500)),
            { minLength: 2, maxLength: 4 },
          ),
        },
        { weight: 1, arbitrary: fc.constant<typeof ABSENT>(ABSENT) },
      );
      gens.push({
        name: `${k} (query)`,
        make: (seed, runs) =>
          sample(value, seed, runs).map((v) => {
            const q = { ...exampleQuery };
            if (v === ABSENT) delete q[k];
            else q[k] = v;
            const query = queryString(q);
            return { ...base, part: "query", field: k, what: `?${k} ← ${show(v)}`, query, sent: parseQuery(query) };
          }),
      });
    }
    const extra = fc.tuple(
      fc.oneof(
        fc.constantFrom(...POLLUTING_KEYS, "constructor[prototype][isAdmin]", "__proto__[isAdmin]"),
        hostileString.map((s) => s.slice(0, 200)),
      ),
      hostileString.map((s) => urlSized(s)),
    );
    gens.push({
      name: "extra keys (query)",
      make: (seed, runs) =>
        sample(extra, seed, runs).map(([k, v]) => {
          const query = `${queryString(exampleQuery)}&${encodeComponent(k)}=${encodeComponent(v)}`;
          return { ...base, part: "query", field: k, what: `?${k}=${show(v)} added`, query, sent: parseQuery(query) };
        }),
    });
  }

  if (route.body) {
    const shape = fieldsOf(route.body);
    const keys = new Set([...Object.keys(shape), ...Object.keys(exampleBody)]);
    for (const f of keys) {
      const schema = shape[f];
      const kind = schema ? kindOf(schema) : "other";
      const value = fc.oneof(
        { weight: 12, arbitrary: hostileFor(kind, schema ? enumValues(schema) : []) },
        { weight: 1, arbitrary: fc.constant<unknown>(ABSENT) },
      );
      gens.push({
        name: `${f} (body)`,
        make: (seed, runs) =>
          sample(value, seed, runs).map((v) => {
            const json: Record<string, unknown> = { ...exampleBody };
            for (const u of route.example?.unique ?? []) if (typeof json[u] === "string") json[u] = `u${fresh()}${json[u]}`;
            if (v === ABSENT) delete json[f];
            else json[f] = v;
            return { ...base, part: "body", field: f, what: `${f} ← ${show(v)}`, body: { json }, sent: JSON.parse(JSON.stringify(json)) as unknown };
          }),
      });
    }
    gens.push(...wholeBodyGenerators(base, exampleBody, sample));
  }
  return gens;
}

type Base = Omit<FuzzCase, "part" | "field" | "what" | "sent">;

/** Breaking the body as a whole: not JSON, not an object, too deep, too large, polluting keys, not JSON at all by its type. */
function wholeBodyGenerators(base: Base, example: unknown, sample: <T>(arb: fc.Arbitrary<T>, seed: number, runs: number) => T[]): Generator[] {
  const whole = (what: string, body: ProbeBody, sent: unknown, expectStatus?: number): FuzzCase => ({
    ...base,
    part: "body",
    field: "body",
    what,
    body,
    sent,
    expectStatus,
  });
  const bodyLimit = base.route.bodyLimit ?? BODY_LIMIT_BYTES;
  const rawText = (raw: string) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  };
  return [
    { name: "malformed JSON (body)", make: (s, n) => sample(badJsonText, s, n).map((raw) => whole(`body ← ${show(raw)}`, { raw }, rawText(raw))) },
    { name: "not an object (body)", make: (s, n) => sample(fc.oneof(nonObjectJson, wrongType), s, n).map((v) => whole(`body ← ${show(v)}`, { json: v }, v)) },
    {
      name: "deep nesting (body)",
      make: (s, n) =>
        sample(fc.tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean()), s, n).map(([depth, object]) => {
          const raw = object ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}1${"]".repeat(depth)}`;
          return whole(`body ← ${depth} levels of ${object ? "objects" : "arrays"}`, { raw }, nested(Math.min(depth, 50), object));
        }),
    },
    {
      name: "polluting keys (body)",
      make: (s, n) =>
        sample(pollution, s, n).map(({ key, value }) => {
          const raw = withKeyFirst(example, key, value);
          return { ...whole(`body gets ${key}: ${show(value)}`, { raw }, JSON.parse(raw)), field: key };
        }),
    },
    {
      name: "too large (body)",
      make: (s, n) =>
        // A route that reads larger bodies (imports) is sent a few bodies above its own limit.
        sample(fc.integer({ min: bodyLimit + 1, max: bodyLimit * 2 }), s, Math.min(n, bodyLimit > BODY_LIMIT_BYTES ? 2 : 20)).map((size) =>
          whole(`body of ${size} bytes`, { raw: JSON.stringify({ notes: "x".repeat(size) }) }, undefined, 413),
        ),
    },
    {
      name: "not JSON by its content type (body)",
      make: (s, n) =>
        sample(
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/xml",
            "application/json-patch+json",
            "",
          ),
          s,
          Math.min(n, 30),
        ).map((type) =>
          whole(
            `Content-Type: ${type || "(none)"}`,
            { raw: type.includes("urlencoded") ? "title=Celeste&platform=PC" : JSON.stringify(example), contentType: type },
            undefined,
            415,
          ),
        ),
    },
  ];
}

/**
 * At least `total` cases. Each route gets a share growing with the square root of its number of
 * generators (a 30-field body gets more than a single path param, but not thirty times more: those
 * are the requests that write), split equally between its generators.
 */
export function buildCases(targets: FuzzTarget[], seed: number, total: number): FuzzCase[] {
  let n = 0;
  const perRoute = targets.map((t) => generatorsFor(t, () => ++n));
  const weight = perRoute.reduce((sum, gens) => sum + Math.sqrt(gens.length), 0);
  const gens = perRoute.flatMap((g) => g.map((gen) => ({ gen, runs: Math.ceil((total * Math.sqrt(g.length)) / weight / g.length) })));
  const cases = gens.flatMap(({ gen, runs }, i) => gen.make(seed + i, runs));
  // Capped generators (oversized bodies, content types) leave a gap: top it up round the generators.
  for (let round = 1, i = 0; cases.length < total && gens.length > 0; i = (i + 1) % gens.length, round += i === 0 ? 1 : 0) {
    cases.push(...gens[i]!.gen.make(seed + round * 100_003 + i, 1));
  }
  return cases;
}
