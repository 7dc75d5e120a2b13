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
    // no-restricted-imports does not see import(): the router's lazy pages get the same check.
    files: ["server/src/**/*.ts", "client/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: `ImportExpression[source.value=/${viaFeaturesFolder.regex.replaceAll("/", "\\/")}/]`, message: THROUGH_FACE },
      ],
    },
  },
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
  {
    files: ["client/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
