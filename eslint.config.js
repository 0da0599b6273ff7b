import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;
const subfolders = (dir) =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

// ---- Boundaries (import-x/no-restricted-paths). Each import is resolved first (relative paths,
// the @/ and @shared/ aliases, index files), so a relative import cannot slip past a rule.
// Every subfolder of a doc-types folder is a type's folder; what types share lives in files beside
// them (server/doc-types/common.ts, parties.ts) or outside (shared/validation, components/generator).
const apart = (dir, message) =>
  subfolders(dir).map((name) => ({
    target: `${dir}/${name}`,
    from: subfolders(dir).filter((other) => other !== name).map((other) => `${dir}/${other}`),
    message,
  }));

const SIDES = [
  { target: "shared", from: ["server", "client"], message: "shared/ imports no server or client code." },
  { target: "client", from: "server", message: "The client never imports server code." },
  { target: "server", from: "client", message: "The server never imports client code." },
];
const TYPES_APART = "A document type's folder never imports another type's folder: move what two types share to a shared place (shared/validation, client/src/components/generator or form, server/doc-types/common.ts or parties.ts...).";
const DOC_TYPES_APART = [
  ...apart("shared/doc-types", TYPES_APART),
  ...apart("server/doc-types", TYPES_APART),
  // A client type's folder imports no other type and not the registry (only app/ reaches a form).
  ...subfolders("client/src/doc-types").map((name) => ({
    target: `client/src/doc-types/${name}`,
    from: "client/src/doc-types",
    except: [`./${name}`],
    message: TYPES_APART,
  })),
];
// A cross-cutting area (billing, business profiles, the tool catalogue, clients, documents,
// invoicing, signatures) is one feature folder; what the rest of the client uses of it (an Upgrade
// button on many screens, the invoice form's client picker, a document's row) is exported by its
// public entry, the one file of the area that other features, components/, lib/ and the document
// types may import.
const PUBLIC_ENTRIES = [
  "billing/index.ts",
  // The plans alone, for the landing page: the area's index also reaches the toast and the Upgrade
  // button, and whatever the landing page reaches statically is built into its first download.
  "billing/plans.ts",
  "business-profiles/index.ts",
  "catalogue/index.ts",
  "clients/index.ts",
  "documents/index.ts",
  "invoicing/index.ts",
  // The reminder button alone, for the dashboard: the index reaches the send and payment forms.
  "invoicing/remind.ts",
  "publications/index.ts",
  "scans/index.ts",
  "signatures/index.ts",
];
const CLIENT_APART = [
  ...subfolders("client/src/features").map((name) => ({
    target: `client/src/features/${name}`,
    from: "client/src/features",
    except: [`./${name}`, ...PUBLIC_ENTRIES.filter((entry) => !entry.startsWith(`${name}/`)).map((entry) => `./${entry}`)],
    message: "Features don't import each other (only an area's public entry, e.g. @/features/billing); share through components/, lib/ or @shared.",
  })),
  {
    target: ["client/src/components", "client/src/lib"],
    from: "client/src/features",
    except: PUBLIC_ENTRIES.map((entry) => `./${entry}`),
    message: "components/ and lib/ import no feature, only an area's public entry (e.g. @/features/billing).",
  },
  {
    target: "client/src/features",
    from: ["client/src/doc-types", "client/src/app"],
    message: "A feature imports no document type's form and not the app: only app/ reaches a form, through client/src/doc-types/registry.ts.",
  },
  {
    target: "client/src/doc-types",
    from: "client/src/features",
    except: PUBLIC_ENTRIES.map((entry) => `./${entry}`),
    message: "A document type's form imports only components/, lib/, @shared and an area's public entry (e.g. @/features/clients), never the rest of a feature.",
  },
  {
    target: "client/src/doc-types",
    from: "client/src/app",
    message: "A document type's form never imports the app.",
  },
];
// ---- Layers among the server's folders. A type's server side and the services sit below the
// routes: what they share with a route (presentDocument, baseUrl, request schemas) lives in
// server/services/ or shared/api/, never in server/routes/.
const DOC_TYPES_BELOW_ROUTES = [];
const BELOW_ROUTES = [
  {
    target: [
      "server/doc-types/*.ts", // the files beside the types' folders
      ...subfolders("server/doc-types").filter((name) => !DOC_TYPES_BELOW_ROUTES.includes(name)).map((name) => `server/doc-types/${name}`),
      "server/services",
    ],
    from: "server/routes",
    message: "A document type and a service never import server/routes/: what a route shares with them lives in server/services/ (present-document.ts) or shared/api/.",
  },
];
// The core (the document use cases in server/services/, the engine in server/documents/) imports
// no area: an area adds to a document's life through the hooks it registers at boot
// (server/services/lifecycle.ts, createApp) and uses the document rows (services/document-rows.ts).
const AREAS = ["billing", "business-profiles", "clients", "consents", "invoicing", "logo-studio", "mail", "public-links", "publications", "scans", "signatures"];
const CORE_IMPORTS_NO_AREA = [
  {
    target: ["server/services", "server/documents"],
    from: AREAS.map((area) => `server/${area}`),
    message: "The core (server/services, server/documents) imports no area: register a hook in server/services/lifecycle.ts (createApp), or move what both need into the core.",
  },
];
const ZONES = [...SIDES, ...DOC_TYPES_APART, ...CLIENT_APART, ...BELOW_ROUTES, ...CORE_IMPORTS_NO_AREA];

// ---- Layers on the server: only these files build queries (import drizzle-orm, the handle's
// helpers in server/db or the tables of shared/schema as values, or call a query method on a
// handle). Everyone else may import their *types* (a route receives the handle and passes it to
// a service), nothing more. Tests are not a layer and may query.
const DB_OWNERS = [
  "server/db/**",
  "server/services/**",
  "server/migrate.ts",
  "server/index.ts", // the composition root: opens the handle
  "server/audit/**",
  "server/jobs/**",
  "server/mail/**",
  "server/public-links/**",
  "server/billing/service.ts",
  "server/clients/service.ts",
  // Compliance scans: the scan rows and the published policy's hashes a scan records.
  "server/scans/service.ts",
  // Signature requests, one use case a file (an uploaded PDF becomes a document in upload.ts); their
  // routes.ts and upload-routes.ts are held to the routes' rules (ROUTES).
  "server/signatures/**",
  "server/business-profiles/service.ts",
  "server/publications/service.ts",
  // The invoicing area is services through and through, one file per use case; its
  // two route files are held to the rule below.
  "server/invoicing/**",
  // Consent and acceptance records: services a file (records, owner, proof, api-keys, retention);
  // routes.ts and public-routes.ts are held to the routes' rules.
  "server/consents/**",
];
const AREA_ROUTES = ["server/invoicing/*-routes.ts", "server/invoicing/index.ts"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const NOT_A_SERVICE = "Only services query the database (server/services/, server/db/ and the areas' service files; docs/ARCHITECTURE.md): call a service, or move the query into one.";
const QUERY_METHOD = "/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|transaction|batch|\\$count|\\$with)$/";
const NO_QUERIES = {
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: [
        { group: ["drizzle-orm", "drizzle-orm/*"], allowTypeImports: true, message: NOT_A_SERVICE },
        // server/db from anywhere in server/ (./db, ../db, ../../db/index...)
        { regex: "^\\.{1,2}(/\\.\\.)*/db(/index)?$", allowTypeImports: true, message: NOT_A_SERVICE },
        // The tables: shared/schema, or one of its area files (shared/schema/users...).
        { regex: "(^|/)shared/schema(/[\\w-]+)?$", allowTypeImports: true, message: NOT_A_SERVICE },
      ],
    },
  ],
  "no-restricted-syntax": [
    "error",
    {
      selector: `MemberExpression[object.name=/^(db|tx)$/][property.name=${QUERY_METHOD}]`,
      message: NOT_A_SERVICE,
    },
    {
      selector: `MemberExpression[object.property.name=/^(db|tx)$/][property.name=${QUERY_METHOD}]`,
      message: NOT_A_SERVICE,
    },
  ],
};

// ---- Routes: validate, call one service, answer. A route renders nothing and records nothing
// itself: it imports no value of the engine (server/documents/: its types are allowed), of
// server/doc-types/render.ts, or of the activity log (services/activity.ts: RequestOrigin is a type).
const ROUTES = ["server/routes/**", "server/*/routes.ts", "server/*/*-routes.ts", "server/doc-types/*/routes.ts"];
const NOT_A_ROUTE_STEP = "A route validates, calls one service and answers (docs/ARCHITECTURE.md): rendering and the activity entry happen in the service.";
const ROUTE_RULES = {
  ...NO_QUERIES,
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: [
        ...NO_QUERIES["@typescript-eslint/no-restricted-imports"][1].patterns,
        // The engine: ../documents, ../../documents/render-html... (not ./documents, the documents router).
        { regex: "^(\\.\\./)+documents(/.*)?$", allowTypeImports: true, message: NOT_A_ROUTE_STEP },
        { regex: "(^|/)(doc-types/)?render$", allowTypeImports: true, message: NOT_A_ROUTE_STEP },
        { regex: "(^|/)services/activity$", allowTypeImports: true, message: NOT_A_ROUTE_STEP },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "coverage", "test-results", "playwright-report", "migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Every regex must run in linear time: one request with a long whitespace run once held the
    // event loop for 51 s (quadratic backtracking in a trailing-space pattern).
    files: ["**/*.{js,ts,tsx}"],
    ...regexp.configs["flat/recommended"],
    rules: {
      ...regexp.configs["flat/recommended"].rules,
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(ROOT, "tsconfig.json") })],
      // no-cycle reads the imported files too: with TypeScript's parser, or it would see no import in them.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: ZONES }],
      // No import cycle: a module is never evaluated before the ones it imports. The rule follows
      // value imports only (import-x skips `import type`, which TypeScript erases).
      "import-x/no-cycle": "error",
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "pg", "@electric-sql/*", "express"], message: "shared/ imports no Node module or driver." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: [...DB_OWNERS, ...TESTS],
    rules: NO_QUERIES,
  },
  {
    files: ROUTES,
    ignores: TESTS,
    rules: ROUTE_RULES,
  },
  {
    // An area's routes inside an owner folder: validate, call its services, answer.
    files: AREA_ROUTES,
    rules: NO_QUERIES,
  },
);
