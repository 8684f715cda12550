// Lint: TypeScript rules plus the import directions of docs/architecture (shared/guides/architecture.md).
import tseslint from "typescript-eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

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

/**
 * The surfaces (decision 0074): the shop, the back office, the store portal (with the partner tills'
 * API) and the partner widget. None imports another's pages or API; they meet in core and in the
 * shared folders (server/http, server/sessions, server/middleware, app/ui, app/lib, …), which
 * import no surface either. Relative imports are resolved, so `../backoffice/x` and
 * `../../../server/api/backoffice/x` are the same import. Exempt: the tests, and the files that
 * put the surfaces together (server/api/index.server.ts mounts every API, the OpenAPI files
 * document them all).
 */
const SURFACES = [
  ["the back office", /^(app\/routes\/backoffice|app\/features\/backoffice|server\/api\/backoffice)\//],
  ["the store portal", /^(app\/routes\/portal\/|server\/api\/partners\.server\.ts$)/],
  ["the partner widget", /^(app|server)\/widget\//],
  // (app/features/offer, the device's condition form and its running price, is the shop's and the
  // portal's: a store's staff place a trade with the same form)
  ["the shop", /^(app\/routes\/shop\/|app\/features\/(?!offer\/)|server\/api\/[^/]+$)/],
];
const SHARED =
  /^(core|db|server\/(http|sessions|middleware|config|runtime|jobs|metrics|page-cache|speculation|carrier)|app\/(ui|lib|i18n|features\/offer))\//;
const repoPath = (file) => path.relative(root, file).split(path.sep).join("/");
const surfaceOf = (file) => SURFACES.find(([, re]) => re.test(file))?.[0] ?? null;

const surfacesRule = {
  meta: {
    type: "problem",
    messages: {
      cross:
        "{{from}} imports {{to}} ({{spec}}): the surfaces meet only in core and the shared folders (server/http, server/sessions, app/ui, app/lib; decision 0074)",
    },
  },
  create(context) {
    const file = repoPath(context.filename);
    const from = surfaceOf(file) ?? (SHARED.test(file) ? "shared code" : null);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const to = surfaceOf(repoPath(path.resolve(path.dirname(context.filename), spec)));
      if (to && to !== from) context.report({ node: node.source, messageId: "cross", data: { from, to, spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "core/**/*.ts", "db/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "server/api/index.server.ts", "server/api/**/*openapi*.server.ts"],
    plugins: { sellback: { rules: { surfaces: surfacesRule } } },
    rules: { "sellback/surfaces": "error" },
  },
);
