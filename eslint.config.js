import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";
import tseslint from "typescript-eslint";

import moduleBoundaries from "./scripts/eslint/module-boundaries.js";

// What "a database query" looks like to the adapters' lint rule below (no-restricted-syntax selectors).
const PRISMA_MODEL_METHODS =
  "/^(findMany|findFirst|findFirstOrThrow|findUnique|findUniqueOrThrow|count|aggregate|groupBy|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)$/";
const DB_NAMES = "/^(db|tx|prisma)$/";
const PRISMA_RAW = "/^\\$(queryRaw|executeRaw)(Unsafe)?$/";
// Product code reads its environment through the validated configuration (every block that restricts properties).
const PROCESS_ENV_RESTRICTION = {
  object: "process",
  property: "env",
  message: "Read configuration through @hopper/core/config.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      ".data/**",
      ".cache/**",
      "modules/core/src/db/generated/**",
      "test-results/**",
      "playwright-report/**",
      "apps/web/next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { hopper: { rules: { "module-boundaries": moduleBoundaries } }, "react-hooks": reactHooks },
    rules: {
      "hopper/module-boundaries": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-properties": ["error", PROCESS_ENV_RESTRICTION],
    },
  },
  {
    // Server code logs through @hopper/core/log (LOG_LEVEL, request and job ids on every line); a command's own
    // result goes through cli/src/lib/output.ts. Tests, tools (scripts/, bench/) and the agent (its own pino)
    // may print; browser code that warns a developer says so where it does.
    files: ["apps/**/*.{ts,tsx}", "modules/**/*.{ts,tsx}", "cli/**/*.ts", "jobs/**/*.ts", "bin/**"],
    ignores: ["**/tests/**"],
    rules: { "no-console": "error" },
  },
  {
    // Services (modules/<id>/src/server/services/) are the only code that queries the database
    // (docs/architecture.md "Layers"): REST and HTTP handlers, tRPC procedures, server actions and pages parse,
    // call a service and shape the answer. A Prisma model method or raw query on `db`, `ctx.db`, `tx` or
    // `prisma` there fails; opening a transaction ($transaction) to hand to services stays allowed.
    files: [
      "modules/*/src/server/{rest,http,procedures}/**/*.{ts,tsx}",
      "modules/*/src/ui/actions/**/*.{ts,tsx}",
      "apps/web/app/**/*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          `CallExpression[callee.property.name=${PRISMA_MODEL_METHODS}][callee.object.object.name=${DB_NAMES}]`,
          `CallExpression[callee.property.name=${PRISMA_MODEL_METHODS}][callee.object.object.property.name=${DB_NAMES}]`,
          // `db().project.findMany(…)`: the client as the route files get it, from a call.
          `CallExpression[callee.property.name=${PRISMA_MODEL_METHODS}][callee.object.object.callee.name=${DB_NAMES}]`,
          `TaggedTemplateExpression[tag.property.name=${PRISMA_RAW}]`,
          `CallExpression[callee.property.name=${PRISMA_RAW}]`,
        ].map((selector) => ({
          selector,
          message: "Only services query the database: move this query into modules/<id>/src/server/services/.",
        })),
      ],
    },
  },
  {
    // REST answers keep their JSON text for the web server to write as is (modules/core/src/module/rest-json.ts):
    // Response.json there would put it behind a stream the server then reads back, on the API's hottest path.
    files: ["modules/*/src/server/rest/**/*.ts", "apps/web/server/rest-handler.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        PROCESS_ENV_RESTRICTION,
        {
          object: "Response",
          property: "json",
          message: "REST handlers answer with restJson from @hopper/core/module.",
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "modules/**/*.tsx"],
    plugins: { "@next/next": nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Every string a person sees comes from a module's message catalogue (docs/shell.md "Languages"): inline
    // JSX text in a page or component fails, in every file (issue 14 converted the last ones; no exceptions).
    files: ["apps/web/**/*.tsx", "modules/*/src/**/*.tsx"],
    ignores: ["**/tests/**"],
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }] },
  },
  {
    // Processes, tools and tests own their environment; only product code must go through the config.
    files: [
      "cli/**",
      "jobs/**",
      "agent/**",
      "scripts/**",
      "tests/**",
      "bench/**",
      "**/tests/**",
      "*.config.{ts,js,mjs}",
      "apps/web/next.config.ts",
      "bin/**",
      "docker/**",
      "prisma/prisma.config.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
);
