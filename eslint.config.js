import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries (README, Architecture in one screen), as restricted import patterns per folder.
const noServerProcess = {
  group: ["#server/*", "**/server/*"],
  message: "Nothing in app/ imports the Express process (server/).",
};
const noReact = {
  group: ["react", "react-dom", "react-*", "#app/components/*"],
  message: "Game rules are pure: no React in logic.",
};
const noServerCode = {
  group: ["**/*.server.ts", "**/*.server", "#db/*"],
  message: "Game rules are pure: no server code in logic.",
};
// zod/mini has the same schemas as functions (z.optional(s), s.check(z.minLength(1))…), which
// a bundler can drop when a page doesn't call them.
const classicZodMessage =
  "Import zod/mini in code the browser can load: classic zod can't be tree-shaken and adds about 26 KB gzip to every page. Classic zod is for *.server.ts and app/routes/api/ only.";
const noClassicZod = ["zod", "zod/v4", "zod/v4/classic"].map((name) => ({
  name,
  message: classicZodMessage,
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportDefaultDeclaration[declaration.type='ClassDeclaration']",
          message: "Use named exports.",
        },
      ],
    },
  },
  {
    // Tests may assert types where a fixture needs it.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/consistent-type-assertions": "off" },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: noClassicZod, patterns: [noServerProcess] }],
    },
  },
  {
    files: ["app/games/**/logic.ts", "app/games/_engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: noClassicZod, patterns: [noServerProcess, noReact, noServerCode] },
      ],
    },
  },
  {
    // Games never import each other; shared mechanics live in _engine.
    files: ["app/games/**/*.{ts,tsx}"],
    ignores: ["app/games/**/logic.ts", "app/games/_engine/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: noClassicZod,
          patterns: [
            noServerProcess,
            {
              group: ["#app/games/*", "!#app/games/_engine/*"],
              message: "Games never import each other.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: noClassicZod,
          patterns: [
            noServerProcess,
            {
              group: ["#app/features/*", "#app/games/*", "#app/routes/*", "#app/state/*"],
              message: "UI primitives know nothing of the domain.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only the server runs these, so classic zod costs the browser nothing here.
    files: ["app/**/*.server.{ts,tsx}", "app/routes/api/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noServerProcess] }] },
  },
);
