// The feature-boundary lint rule (eslint.config.js): a feature is imported only through its index.ts,
// and a route never imports Prisma. Each case lints one import line as if it sat in `file`. And the
// house rule beside it: only a feature's *.queries.ts files call the database (read from the source).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({
  cwd: new URL("..", import.meta.url).pathname,
  // Only the boundary rules run, so no type information is needed and the cases stay fast.
  ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports" || ruleId === "no-restricted-syntax",
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The rule's messages for `code` linted as the file at `file` (relative to the repository). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join("\n"));
  return result.messages.map((m) => m.message);
}

const boundaryErrors = (file: string, source: string) => lint(file, `import { x } from "${source}";\nexport { x };\n`);

type Case = [file: string, source: string];

/** Each import fails with exactly one boundary error, which says `why`. */
function rejects(cases: Case[], why: string) {
  it.each(cases)("%s importing %s fails", async (file, source) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(why);
  });
}

function allows(cases: Case[]) {
  it.each(cases)("%s importing %s passes", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
}

const NO_PRISMA = "A route never imports Prisma";
const THROUGH_FACE = "only through its index.ts";

const GAMES_SERVICE = "server/src/features/games/games.service.ts";
const GAMES_ROUTES = "server/src/features/games/games.routes.ts";
const CATALOG_SEARCH = "server/src/features/catalog/search/catalog-index.ts";
const CATALOG_DEEP = "server/src/features/catalog/providers/cache/store.ts";
const APP = "server/src/app.ts";
const GAMES_PAGE = "client/src/features/games/GamesPage.tsx";
const GAME_DETAIL = "client/src/features/games/detail/GameDetailPage.tsx";

describe("a route never imports Prisma", () => {
  rejects(
    [
      [GAMES_ROUTES, "../../generated/prisma/client.ts"],
      [GAMES_ROUTES, "../../db/prisma.ts"],
      [GAMES_ROUTES, "@prisma/client"],
      [GAMES_ROUTES, "@prisma/client/runtime/client"],
      ["server/src/features/catalog/covers/covers.routes.ts", "../../../generated/prisma/enums.ts"],
    ],
    NO_PRISMA,
  );

  allows([
    [GAMES_ROUTES, "./games.service.ts"],
    [GAMES_ROUTES, "../../http/validate.ts"],
    [GAMES_ROUTES, "@savepoint/common"],
    // services and queries may use Prisma
    [GAMES_SERVICE, "../../db/prisma.ts"],
    ["server/src/features/games/games.queries.ts", "../../generated/prisma/client.ts"],
  ]);
});

describe("type imports and re-exports are imports too", () => {
  it("a route may not import Prisma's types", async () => {
    const errors = await lint(GAMES_ROUTES, `import type { Db } from "../../db/prisma.ts";\nexport type { Db };\n`);
    expect(errors).toEqual([expect.stringContaining(NO_PRISMA)]);
  });

  it("a lazy import() of a page goes through the feature's index.ts too", async () => {
    const lazyPage = (source: string) => lint("client/src/router.tsx", `export const page = () => import("${source}");\n`);
    expect(await lazyPage("./features/games/GamesPage.tsx")).toEqual([expect.stringContaining(THROUGH_FACE)]);
    expect(await lazyPage("./features/games/index.ts")).toEqual([]);
  });

  it("a feature may not re-export another feature's internals", async () => {
    const errors = await lint(GAMES_SERVICE, `export * from "../catalog/catalog.service.ts";\n`);
    expect(errors).toEqual([expect.stringContaining(THROUGH_FACE)]);
  });
});

describe("a server feature uses another feature only through its index.ts", () => {
  rejects(
    [
      [GAMES_SERVICE, "../catalog/catalog.service.ts"],
      [GAMES_SERVICE, "../catalog/catalog.presenter.ts"],
      [GAMES_SERVICE, "../catalog/search/index.ts"],
      [GAMES_SERVICE, "../../features/catalog/catalog.service.ts"],
      [GAMES_ROUTES, "../auth/session.service.ts"],
      [CATALOG_SEARCH, "../../games/games.rules.ts"],
      [CATALOG_DEEP, "../../../games/library-cache.ts"],
      ["server/src/features/catalog/a/b/c/d/deepest.ts", "../../../../../games/games.service.ts"],
      [APP, "./features/catalog/covers/proxy.ts"],
      [APP, "./features/games/games.service.ts"],
      ["server/src/index.ts", "./features/catalog/catalog.service.ts"],
      ["server/src/http/auth.ts", "../features/auth/session.service.ts"],
    ],
    THROUGH_FACE,
  );

  allows([
    [GAMES_SERVICE, "../catalog/index.ts"],
    [GAMES_SERVICE, "./games.rules.ts"],
    [GAMES_SERVICE, "../../lib/text.ts"],
    [GAMES_SERVICE, "../../http/errors.ts"],
    [GAMES_SERVICE, "@savepoint/common"],
    [CATALOG_SEARCH, "../catalog.service.ts"],
    [CATALOG_SEARCH, "./vocabulary.ts"],
    [CATALOG_SEARCH, "../../../lib/text.ts"],
    [CATALOG_SEARCH, "../../games/index.ts"],
    [CATALOG_DEEP, "../../catalog.types.ts"],
    [CATALOG_DEEP, "../../../../lib/logger.ts"],
    [APP, "./features/games/index.ts"],
    [APP, "./http/errors.ts"],
    ["server/src/http/auth.ts", "../features/auth/index.ts"],
  ]);
});

describe("a client feature is used only through its index.ts", () => {
  rejects(
    [
      [GAMES_PAGE, "../catalog/CatalogPicker.tsx"],
      [GAMES_PAGE, "../catalog/queries.ts"],
      [GAMES_PAGE, "../auth/LoginPage.tsx"],
      [GAME_DETAIL, "../../catalog/api.ts"],
      ["client/src/features/games/form/sections/Dates.tsx", "../../../settings/SettingsPage.tsx"],
      ["client/src/router.tsx", "./features/settings/SettingsPage.tsx"],
      ["client/src/components/layout/Header.tsx", "../../features/auth/LoginPage.tsx"],
    ],
    THROUGH_FACE,
  );

  allows([
    [GAMES_PAGE, "../catalog/index.ts"],
    [GAMES_PAGE, "./GameCard.tsx"],
    [GAMES_PAGE, "./form/GameFormDialog.tsx"],
    [GAMES_PAGE, "../../api/client.ts"],
    [GAMES_PAGE, "../../components/ui/Field.tsx"],
    [GAME_DETAIL, "../form/GameFormDialog.tsx"],
    [GAME_DETAIL, "../queries.ts"],
    [GAME_DETAIL, "../../catalog/index.ts"],
    [GAME_DETAIL, "../../../test/render.tsx"],
    ["client/src/router.tsx", "./features/settings/index.ts"],
  ]);
});

// --- only a feature's *.queries.ts calls the database ------------------------------------------------------

const ROOT = new URL("..", import.meta.url).pathname;
const FEATURES = join(ROOT, "server/src/features");

/** Prisma's model delegates (`apiToken`), from schema.prisma. */
const MODELS = new Set(
  [...readFileSync(join(ROOT, "prisma/schema.prisma"), "utf8").matchAll(/^model (\w+) \{/gm)].map((m) => m[1]![0]!.toLowerCase() + m[1]!.slice(1)),
);
const MODEL_METHODS = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
]);
const CLIENT_METHODS = /^\$(transaction|queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe)$/;

/**
 * The Prisma calls in a source text, as `line:model.method` or `line:$method`: a model call on any client
 * (`prisma.user.findUnique`, `this.deps.prisma.catalogGame.findMany`, `(bulk ?? prisma).catalogGame.count`,
 * `tx.apiToken.create`) and the client's own methods (`$transaction`, `$queryRaw` and the other raw forms,
 * tagged or called). Comments and strings are not code: a doc comment may name a call.
 */
function prismaCalls(source: string): string[] {
  const sf = ts.createSourceFile("source.ts", source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const line = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (CLIENT_METHODS.test(name)) {
        out.push(`${line(node)}:${name}`);
      } else if (MODEL_METHODS.has(name) && ts.isPropertyAccessExpression(node.expression) && MODELS.has(node.expression.name.text)) {
        out.push(`${line(node)}:${node.expression.name.text}.${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The feature code the rule covers: every .ts file but the queries files and test code (tests and their support files). */
function featureSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return featureSources(path);
    return e.name.endsWith(".ts") && !/\.queries\.ts$|\.test\.ts$|test-support\.ts$/.test(e.name) ? [path] : [];
  });
}

describe("only a feature's *.queries.ts calls the database", () => {
  it("sees model calls on any client and the client's own methods, not comments, strings or other objects", () => {
    const found = prismaCalls(`
      // prisma.user.findUnique(...) in a comment is not a call
      const text = "tx.apiToken.create";
      await prisma.user.findUnique({ where: { id } });
      await deps.prisma.apiToken.updateMany({ where, data });
      await this.deps.prisma.catalogGame.findMany({ take });
      await (this.deps.bulk ?? this.deps.prisma).catalogGame.count();
      await prisma.$transaction(async (tx) => tx.libraryGame.deleteMany({ where }));
      await tx.$queryRaw\`SELECT 1\`;
      await db.$executeRawUnsafe("SELECT 1");
      cache.delete(hash); this.index.search(q); rows.find((r) => r.id); map.count; user.update;
    `);
    expect(found).toEqual([
      "4:user.findUnique",
      "5:apiToken.updateMany",
      "6:catalogGame.findMany",
      "7:catalogGame.count",
      "8:$transaction",
      "8:libraryGame.deleteMany",
      "9:$queryRaw",
      "10:$executeRawUnsafe",
    ]);
  });

  it("finds no Prisma call in a feature's code outside its *.queries.ts files", () => {
    const calling = new Map<string, string[]>();
    for (const path of featureSources(FEATURES)) {
      const calls = prismaCalls(readFileSync(path, "utf8"));
      if (calls.length > 0) calling.set(relative(FEATURES, path), calls);
    }
    expect([...calling].map(([file, calls]) => `${file}: ${calls.join(" ")}`)).toEqual([]);
  });
});
