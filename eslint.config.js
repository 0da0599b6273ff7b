import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

const CLIENT_NOT_SERVER = { group: ["**/server/**", "../server/*"], message: "The client never imports server code." };

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
      // Imports flow shared -> client and shared -> server, never between client and server.
      "no-restricted-imports": ["error", { patterns: [CLIENT_NOT_SERVER] }],
    },
  },
  {
    // Features don't import each other; a document type's folder imports only components/, lib/
    // and @shared; only app/ reaches a form, through client/src/doc-types/registry.ts.
    files: ["client/src/features/**/*.{ts,tsx}", "client/src/doc-types/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            CLIENT_NOT_SERVER,
            {
              group: ["@/features/*", "@/doc-types/*", "@/app/*"],
              message: "Features and document types don't import each other or the app; share through components/, lib/ or @shared.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/client/**", "@/*"], message: "The server never imports client code." }] }],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "pg", "@electric-sql/*", "express", "**/server/**", "**/client/**"], message: "shared/ imports no Node module, driver, client or server code." },
          ],
        },
      ],
    },
  },
);
