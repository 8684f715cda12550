// Lint: TypeScript rules plus the import directions of docs/architecture (shared/guides/architecture.md).
import tseslint from "typescript-eslint";

const restrict = (...regexes) => ({
  "no-restricted-imports": ["error", { patterns: regexes.map(([regex, message]) => ({ regex, message })) }],
});

/** zod in code that can reach the browser comes through core/shared/zod.ts (its CSP setting). */
const zodRule = ["^zod$", "import { z } from core/shared/zod.ts: it turns off zod's eval probe in the browser (CSP)"];

const coreRules = [
  ["(^|/)app/", "core never imports the UI"],
  ["(^|/)server/", "core never imports the HTTP server"],
  ["^react", "core has no React"],
  ["^hono", "core has no HTTP framework"],
];

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "node_modules/**", ".react-router/**", "data/**", "test-results/**", "playwright-report/**"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    files: ["core/**", "app/**"],
    ignores: ["**/*.server.ts", "**/*.test.ts"],
    rules: restrict(zodRule),
  },
  {
    files: ["core/**"],
    ignores: ["**/*.server.ts", "**/*.test.ts"],
    rules: restrict(...coreRules, zodRule),
  },
  {
    files: ["core/**/*.server.ts", "core/**/*.test.ts"],
    rules: restrict(...coreRules),
  },
  {
    files: ["core/editions/**"],
    rules: restrict(...coreRules, ["^\\.\\./", "core/editions imports nothing of ours"]),
  },
  {
    files: ["core/shared/**"],
    rules: restrict(...coreRules, zodRule, [
      "^\\.\\./(?!\\.\\./messages/)",
      "core/shared imports nothing of ours (but the message catalogs)",
    ]),
  },
  {
    files: ["core/shared/zod.ts"],
    rules: restrict(...coreRules),
  },
  {
    // Every string of every input schema goes through the one rule that refuses NUL and other
    // control characters (core/shared/fields.ts inputString). Exempt: the rule itself, settings
    // and edition config read at start, the browser's own cart state, the label's stored data.
    files: ["core/**/*.ts", "server/**/*.ts", "app/**/*.{ts,tsx}"],
    ignores: [
      "**/*.test.ts",
      "core/shared/fields.ts",
      "core/editions/check.ts",
      "server/config/config.server.ts",
      "core/cart/cart-schema.ts",
      "core/label/render.server.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Input strings use inputString() from core/shared/fields.ts (it refuses NUL and control characters).",
        },
      ],
    },
  },
  {
    files: ["db/**"],
    rules: restrict(["(^|/)app/", "db never imports the UI"], ["(^|/)server/", "db never imports the HTTP server"]),
  },
  {
    files: ["server/**"],
    rules: restrict(["(^|/)app/", "server/ imports core and db, never app"]),
  },
  {
    files: ["app/ui/**"],
    rules: restrict(
      zodRule,
      ["^\\.\\./(features|routes|lib|i18n)/", "app/ui imports nothing of the shop"],
      // but core/editions (pure: formats, editions, time zone; it imports nothing of ours) for Money and DateTime (decision 0076).
      ["core/(?!editions/index\\.ts$)|server/|db/", "app/ui imports nothing of the shop but core/editions/index.ts"],
    ),
  },
  {
    files: ["app/features/**"],
    rules: restrict(
      zodRule,
      ["^\\.\\./(?!\\.\\./)[^/]+/", "features never import each other"],
      ["(^|/)server/(?!http/page-context)", "features do not touch the server"],
      ["(^|/)db/", "features do not touch the database"],
      ["\\.server(\\.ts)?$", "server-only modules stay out of features"],
    ),
  },
);
