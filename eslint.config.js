import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Feature boundaries. A feature folder's index.ts is its public face: code outside the feature
// (app.ts, other features) imports it only through that file, and a route never imports Prisma
// (docs/decisions/008-feature-modules.md).
// no-restricted-imports matches the import string, not the resolved file, so a file `depth` folders
// below its feature's root gets the pattern "climb to features/, then into a sibling folder".
const FACE = String.raw`index\.tsx?$`;
const THROUGH_FACE = "A feature is imported only through its index.ts (its public face); export what you need there.";
const viaFeaturesFolder = { regex: String.raw`(^|/)features/[^/]+/(?!${FACE})`, message: THROUGH_FACE };
const intoSiblingFeature = (depth) => ({ regex: String.raw`^(\.\./){${depth + 1}}(?!\.\./)[^/]+/(?!${FACE})`, message: THROUGH_FACE });
const NO_PRISMA = "A route never imports Prisma: it parses the request, calls one service method and sends the answer.";
const prisma = [String.raw`(^|/)generated/prisma(/|$)`, "^@prisma/", String.raw`(^|/)db/prisma\.ts$`].map((regex) => ({ regex, message: NO_PRISMA }));
const restrict = (files, patterns) => ({ files, rules: { "no-restricted-imports": ["error", { patterns }] } });
const FEATURE_DEPTHS = [0, 1, 2, 3, 4];
const below = (root, depth, name) => `${root}/features/*/${"*/".repeat(depth)}${name}`;
const lazyImportThroughFace = { selector: `ImportExpression[source.value=/${viaFeaturesFolder.regex.replaceAll("/", "\\/")}/]`, message: THROUGH_FACE };
// Later blocks replace the rule's options for the files they match, so each block lists every pattern
// that applies to its files.
const boundaries = [
  restrict(["server/src/**/*.ts", "client/src/**/*.{ts,tsx}"], [viaFeaturesFolder]),
  restrict(["server/src/**/*.routes.ts"], [viaFeaturesFolder, ...prisma]),
  ...FEATURE_DEPTHS.flatMap((d) => [
    restrict([below("server/src", d, "*.ts")], [viaFeaturesFolder, intoSiblingFeature(d)]),
    restrict([below("server/src", d, "*.routes.ts")], [viaFeaturesFolder, intoSiblingFeature(d), ...prisma]),
    restrict([below("client/src", d, "*.{ts,tsx}")], [viaFeaturesFolder, intoSiblingFeature(d)]),
  ]),
  {
    // no-restricted-imports does not see import(): the router's lazy pages get the same check (test
    // code under server/src and client/src too: testWaits below lists the selector again).
    files: ["server/src/**/*.ts", "client/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", lazyImportThroughFace] },
  },
];

// SQL only in *.queries.ts (issue 25, ADR 018): raw SQL ($queryRaw, $executeRaw and their Unsafe forms)
// is written in a feature's queries files, where the ownership test (server/src/harness/ownership.test.ts)
// reads it. Not checked: the queries files themselves; tests and their support files (a test may set up
// a database state or a trigger the API cannot); server/src/db/ (the Prisma client factory, the embedded
// database and the migration runner speak SQL to the database itself, not to a feature's tables).
const NO_RAW_SQL = "Raw SQL lives in the feature's *.queries.ts: move the statement there and call it.";
const rawSql = [
  { selector: String.raw`MemberExpression[property.name=/^\$(query|execute)Raw(Unsafe)?$/]`, message: NO_RAW_SQL },
  { selector: String.raw`MemberExpression[property.value=/^\$(query|execute)Raw(Unsafe)?$/]`, message: NO_RAW_SQL },
];
const sqlInQueries = {
  files: ["server/src/**/*.ts"],
  ignores: ["server/src/**/*.queries.ts", "server/src/db/**", "server/src/**/*.test.ts", "server/src/**/*test-support.ts"],
  rules: { "no-restricted-syntax": ["error", lazyImportThroughFace, ...rawSql] },
};

// No real-time waits in test code (issue 24): a test waits for an event (an element, a response, a
// notification), bounded by vi.waitFor/expect.poll or Playwright's auto-waiting, or it drives time
// with fake timers. A timer promise, waitForTimeout or a sleep helper waits out the clock instead: slow
// when the machine is idle, flaky when it is busy. Load shaping (a system test's pacing, an outage of
// a set length) is the exception, with an eslint-disable comment that says why.
const NO_WAIT =
  "A test does not wait out real time: wait for the event (vi.waitFor / expect.poll / findBy*, Playwright's auto-waiting assertions) or drive the clock with fake timers (vi.advanceTimersByTimeAsync).";
const TIMER = String.raw`/^set(Timeout|Interval)$/`;
const GLOBAL = String.raw`/^(globalThis|global|window|self)$/`;
const TIMERS_PROMISES = String.raw`/^(node:)?timers\/promises$/`;
const CLOCK = String.raw`CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name="now"]`;
const realTimeWaits = [
  // new Promise((r) => setTimeout(r, ms)), new Promise((resolve) => { setTimeout(() => resolve(), ms) }):
  // a timer inside a promise executor, unless the timer only rejects (a bound on something awaited).
  {
    selector: `NewExpression[callee.name="Promise"] CallExpression:matches([callee.name=${TIMER}], [callee.object.name=${GLOBAL}][callee.property.name=${TIMER}]):not(:has(CallExpression[callee.name="reject"]))`,
    message: NO_WAIT,
  },
  // promisify(setTimeout) and node:timers/promises (setTimeout, setInterval, scheduler.wait)
  { selector: `CallExpression:matches([callee.name="promisify"], [callee.property.name="promisify"]) > Identifier[name=${TIMER}]`, message: NO_WAIT },
  {
    selector: `:matches(ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration)[source.value=${TIMERS_PROMISES}]`,
    message: NO_WAIT,
  },
  { selector: `CallExpression[callee.name="require"][arguments.0.value=${TIMERS_PROMISES}]`, message: NO_WAIT },
  { selector: `MemberExpression[object.name=/^(scheduler|Atomics)$/][property.name="wait"]`, message: NO_WAIT },
  // Playwright's page.waitForTimeout (and a frame's, a locator's page's…)
  { selector: `MemberExpression[property.name="waitForTimeout"]`, message: NO_WAIT },
  // a sleep helper, wherever it comes from
  { selector: `CallExpression:matches([callee.name=/^(sleep|delay)$/], [callee.property.name=/^(sleep|delay)$/])`, message: NO_WAIT },
  // a hand-rolled poll or busy wait: a loop whose condition reads the clock
  { selector: `:matches(WhileStatement, DoWhileStatement, ForStatement) > ${CLOCK}.test`, message: NO_WAIT },
  { selector: `:matches(WhileStatement, DoWhileStatement, ForStatement) > *.test ${CLOCK}`, message: NO_WAIT },
];
// A component test's query client has retries off (client/src/test/queryClient.ts): the app's client
// retries a failed load after 1 s and 2 s, which a test would wait out in real time.
const NO_APP_QUERY_CLIENT =
  "A component test uses createTestQueryClient() (client/src/test/queryClient.ts, retries off), not the app's query client, whose retry back-off a test would wait out.";
const testQueryClient = [
  { selector: `ImportSpecifier[imported.name="createQueryClient"]`, message: NO_APP_QUERY_CLIENT },
  { selector: `NewExpression[callee.name="QueryClient"]`, message: NO_APP_QUERY_CLIENT },
];
const SERVER_SRC_TESTS = ["server/src/**/*.test.ts", "server/src/**/*test-support.ts"];
const CLIENT_TESTS = ["client/src/**/*.test.{ts,tsx}", "client/src/test/**/*.{ts,tsx}", "client/src/features/**/test*.ts"];
const TEST_CODE = ["**/*.test.{ts,tsx}", "**/*.spec.ts", "e2e/**/*.ts", "server/test/**/*.ts", ...SERVER_SRC_TESTS, ...CLIENT_TESTS];
// Later blocks replace the rule's options for the files they match, so each lists every selector that
// applies to its files (test code under server/src and client/src keeps the lazy-import check).
const testWaits = [
  { files: TEST_CODE, rules: { "no-restricted-syntax": ["error", ...realTimeWaits] } },
  { files: SERVER_SRC_TESTS, rules: { "no-restricted-syntax": ["error", lazyImportThroughFace, ...realTimeWaits] } },
  { files: CLIENT_TESTS, rules: { "no-restricted-syntax": ["error", lazyImportThroughFace, ...realTimeWaits, ...testQueryClient] } },
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "server/src/generated/**", ".reports/**", "data/**", "scripts/catalog/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
      // Braces may be left out only where the whole statement sits on one line.
      curly: ["error", "multi-line", "consistent"],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // react-hook-form and context objects hand out functions that do not use `this`.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    // The migration shim speaks Prisma's untyped JSON-RPC; `any` is honest there and nowhere else.
    files: ["server/src/db/migrate/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  ...boundaries,
  sqlInQueries,
  ...testWaits,
  {
    files: ["client/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
