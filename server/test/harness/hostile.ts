// Hostile values for the fuzzer, as fast-check arbitraries: the strings, numbers and shapes an
// attacker or a broken client sends. Which ones a field gets depends on the kind of value its schema
// wants (a number field gets boundary integers and numeric-looking strings first).
import fc from "fast-check";
import type { ValueKind } from "./schema-shape.ts";

const INT4 = 2 ** 31;
/** Boundary numbers: the edges of int4 and of exact doubles, zero, fractions, the largest double. */
export const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  INT4 - 1,
  INT4,
  -INT4,
  -INT4 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  0.5,
  1.5,
  1e-7,
  Number.MIN_VALUE,
];
/** Strings that look like numbers, or like numbers a parser gets wrong. */
const NUMERIC_STRINGS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-0",
  "0x1F",
  "0b11",
  "1_000",
  " 42 ",
  "4 2",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e3",
  "07",
  "+5",
  "5.",
  ".5",
  "١٢٣",
];
/** Characters PostgreSQL, JSON or a terminal treat specially. */
const SPECIAL_CHARS = [
  "\u0000",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u200B",
  "\uFEFF",
  "\uFFFF",
  "\u0085",
  "\u2028",
  "\u001B[31m",
  "\\",
  '"',
  "'",
  "%",
  "\r\n",
];
const TEXTS = [
  "",
  " ",
  "\t\n ",
  "a\u0000b",
  "\uD83D",
  "x\uDE00y",
  "\u202Egnp.exe",
  "مرحبا بالعالم",
  "שלום עולם",
  "🎮👾🕹️",
  "👩‍👩‍👧‍👦",
  "e\u0301\u0301\u0301",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00",
  "%ED%A0%80",
  "\\u0000",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
];

/** What PostgreSQL text cannot hold: NUL and half of a surrogate pair. */
const UNSTORABLE = ["\u0000", "\uD800", "\uDBFF", "\uDC00", "\uDFFF"];

/** Text with a hostile character somewhere inside ordinary words. */
const lacedWith = (chars: string[]) =>
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...chars), fc.string({ maxLength: 12 })).map(([a, c, b]) => `${a}${c}${b}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TEXTS, ...NUMERIC_STRINGS) },
  { weight: 3, arbitrary: lacedWith(SPECIAL_CHARS) },
  { weight: 2, arbitrary: lacedWith(UNSTORABLE) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 25_000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => "🎮".repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Nested arrays or objects `depth` deep (JSON holds them; a recursive reader may not). */
export const nested = (depth: number, object: boolean): unknown => {
  let v: unknown = "deep";
  for (let i = 0; i < depth; i++) v = object ? { a: v } : [v];
  return v;
};

/** Values of the wrong type for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { length: 1 }, { toString: "x" }),
  hostileNumber,
  hostileString.map((s) => [s]),
  fc.integer({ min: 10, max: 3_000 }).chain((d) => fc.boolean().map((o) => nested(d, o))),
  fc.array(hostileString, { minLength: 2, maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const numericString = fc.oneof(fc.constantFrom(...NUMERIC_STRINGS), hostileNumber.map(String));

/** What a field that wants `kind` is sent instead (`values`: an enum's own values, to miss narrowly). */
export function hostileFor(kind: ValueKind, values: readonly string[] = []): fc.Arbitrary<unknown> {
  switch (kind) {
    case "number":
      return fc.oneof(hostileNumber, numericString, wrongType);
    case "boolean":
      return fc.oneof(fc.constantFrom<unknown>("true", "false", 1, 0, "yes", "on", ""), wrongType);
    case "enum": {
      const near =
        values.length > 0
          ? fc.constantFrom(...values).chain((v) => fc.constantFrom(v.toUpperCase(), ` ${v} `, `${v}\u0000`, `${v}\uD800`, v.slice(1), `${v}${v}`))
          : hostileString;
      return fc.oneof(near, hostileString, wrongType);
    }
    case "array":
      return fc.oneof(
        fc.array(fc.oneof(hostileString, wrongType), { maxLength: 6 }),
        fc.integer({ min: 50, max: 2_000 }).map((n) => Array.from({ length: n }, (_, i) => `item ${i}`)),
        hostileString,
        wrongType,
      );
    case "string":
    case "object":
    case "other":
      return fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: wrongType });
  }
}

/** Keys that pollute prototypes if a reader merges objects carelessly, with what they try to set. */
export const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"] as const;
export const pollution = fc
  .constantFrom(...POLLUTING_KEYS)
  .chain((key) => fc.constantFrom<unknown>({ isAdmin: true }, { prototype: { isAdmin: true } }, "x", null, [1]).map((value) => ({ key, value })));

/** Bodies that are not a JSON object at all, or not JSON. */
export const badJsonText = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "[",
    '{"a":}',
    '{"a" 1}',
    "{'a': 1}",
    "nul",
    "tru",
    '"\\u12"',
    '"\\x41"',
    "{,}",
    '{"a":1,}',
    "NaN",
    "undefined",
    "\u0000",
    "\uFEFF{}",
    "{}{}",
    "1 2",
  ),
  fc.string({ unit: "binary", maxLength: 40 }).map((s) => `{"title": "${s}`),
  fc.integer({ min: 1_000, max: 90_000 }).map((n) => "[".repeat(n)),
);
export const nonObjectJson = fc.constantFrom<unknown>(null, [], [{}], 0, 1e308, "text", true, false);
