// Test files whose outcome cannot depend on the database engine: `npm test` runs them once, in the
// PostgreSQL lane, and leaves them out of the second run on the embedded database (scripts/test.mjs).
// Pure code (text, search, covers, providers' parsing, the recommender over in-memory facts) opens no
// database at all; the two harness files walk every route as every kind of user and check who may see
// what, which the services decide the same way on either engine (each feature's own route tests, run
// on both engines, cover what the engines do differently). A file that writes or reads through the
// database for what it checks does not belong here.
export const ENGINE_INDEPENDENT_TESTS = [
  "common/src/**/*.test.ts",
  "server/src/lib/**/*.test.ts",
  "server/src/features/catalog/search/**/*.test.ts",
  "server/src/features/catalog/providers/**/*.test.ts",
  "server/src/features/catalog/covers/**/*.test.ts",
  "server/src/features/catalog/catalog.data.test.ts",
  "server/src/features/catalog/catalog.search.data.test.ts",
  "server/src/features/recommendations/recommender.test.ts",
  "server/src/features/recommendations/reco-catalog.test.ts",
  "server/src/features/recommendations/recommendations.quality.test.ts",
  "server/src/harness/authorization.test.ts",
  "server/src/harness/aggregates.test.ts",
  "scripts/lint-boundaries.test.ts",
];
