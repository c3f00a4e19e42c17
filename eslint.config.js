import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries (README, Where things are), as restricted import patterns per folder. The
// patterns are .gitignore lines, where "#" starts a comment: "\\#app/…" is the import "#app/…".
const noServerProcess = {
  group: ["\\#server/*", "**/server/*"],
  message: "Nothing in app/ imports the Express process (server/).",
};
const noReact = {
  group: ["react", "react-dom", "react-*", "\\#app/components/*"],
  message: "Game rules are pure: no React in logic.",
};
const noServerCode = {
  group: ["**/*.server.ts", "**/*.server", "\\#db/*"],
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

// One-way boundaries (docs/decisions/022-boundaries.md). A feature imports the shared layers
// and itself, never another feature; the shared layers import no feature and no route. Only
// routes (and the root) put features together.
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedLayers = ["components", "domain", "games", "i18n", "state", "utils"];
const noFeatureOrRoute = {
  group: ["\\#app/features/*", "\\#app/routes/*", "**/features/*", "**/routes/*"],
  message:
    "Shared code imports no feature and no route: move what both need into a shared layer, or put them together in the route.",
};
const onlyItself = (feature) => ({
  group: ["\\#app/features/*", `!\\#app/features/${feature}`, "\\#app/routes/*", "../*"],
  message: `app/features/${feature} imports the shared layers and itself only: move what features share into app/domain, app/utils, app/state or app/components, or put them together in the route.`,
});
// The files at the root of app/ that put features together, like routes do: the root route
// and its middleware, the route table, the entries, the router context's values and the
// readers routes share, the rooms' wiring and the prerendered pages' list. Every other file
// at the root (the router context's keys, the environment) is shared: it imports no feature.
const compositionRoots = [
  "app/root.tsx",
  "app/routes.ts",
  "app/entry.client.tsx",
  "app/entry.server.tsx",
  "app/load-context.server.ts",
  "app/open-rooms.server.ts",
  "app/prerendered-paths.ts",
  "app/request-middleware.server.ts",
  "app/route-context.server.ts",
];
// Only routes and the composition roots read the router context: features and shared code are
// handed plain values (the database, the visitor, the language...). The other composition
// roots stay importable (tests check the route table, a hook types the root loader's data).
const noRouterContext = {
  group: [
    "\\#app/context.ts",
    "**/context.ts",
    "\\#app/load-context.server.ts",
    "\\#app/request-middleware.server.ts",
    "\\#app/route-context.server.ts",
  ],
  message:
    "Only routes and the root read the router context: take the values as arguments, and let the route hand them over.",
};
const gamesApart = {
  group: [
    "\\#app/games/*",
    "!\\#app/games/_engine",
    "!\\#app/games/_ui",
    "!\\#app/games/catalogue.ts",
    "!\\#app/games/plays-game.ts",
  ],
  message: "Games never import each other.",
};
// A game's pages (app/routes.ts makes them from the catalogue) are its route modules: like any
// route they put features together with the game, and like the rest of the folder they keep
// to their own game (docs/decisions/036-game-pages-from-the-catalogue.md).
const gamePages = ["app/games/*/page.tsx", "app/games/*/*-page.tsx"];
const uiKnowsNoDomain = {
  group: [
    "\\#app/features/*",
    "\\#app/games/*",
    "\\#app/routes/*",
    "\\#app/state/*",
    "\\#app/domain/*",
  ],
  message: "UI primitives know nothing of the domain.",
};

// no-restricted-imports reads only static imports: a dynamic import() is held to the same
// boundaries by its specifier.
const namedExports = {
  selector: "ExportDefaultDeclaration[declaration.type='ClassDeclaration']",
  message: "Use named exports.",
};
const noDynamicFeatureOrRoute = [
  {
    selector: "ImportExpression[source.value=/^#app\\/(features|routes)\\//]",
    message: noFeatureOrRoute.message,
  },
];
const noDynamicOtherFeature = (feature) => [
  {
    selector: `ImportExpression[source.value=/^#app\\/(features\\/(?!${feature}\\/)|routes\\/)/]`,
    message: onlyItself(feature).message,
  },
];

/**
 * The import rules of every folder: what it may not import, for the code the browser can
 * load (no classic zod there) and for the server's own files (`*.server.ts`, the JSON API).
 * The last block that matches a file decides, so the narrower folders come later.
 */
const areas = [
  { dir: "app", patterns: [] },
  {
    dir: "app",
    files: ["app/*.{ts,tsx}"],
    patterns: [noFeatureOrRoute],
    ignores: compositionRoots,
  },
  ...sharedLayers.map((layer) => ({
    dir: `app/${layer}`,
    patterns: [noFeatureOrRoute, noRouterContext],
    dynamic: noDynamicFeatureOrRoute,
  })),
  ...features.map((feature) => ({
    dir: `app/features/${feature}`,
    patterns: [onlyItself(feature), noRouterContext],
    dynamic: noDynamicOtherFeature(feature),
  })),
  {
    dir: "app/games",
    patterns: [noFeatureOrRoute, noRouterContext, gamesApart],
    dynamic: noDynamicFeatureOrRoute,
    ignores: [
      "app/games/**/logic.ts",
      "app/games/**/rules.ts",
      "app/games/_engine/**",
      ...gamePages,
    ],
  },
  {
    dir: "app/games/_engine",
    patterns: [noFeatureOrRoute, noRouterContext, noReact, noServerCode],
    dynamic: noDynamicFeatureOrRoute,
  },
  {
    dir: "app/components/ui",
    patterns: [uiKnowsNoDomain, noRouterContext],
    dynamic: noDynamicFeatureOrRoute,
  },
];
const importRules = areas.flatMap(
  ({ dir, files = [`${dir}/**/*.{ts,tsx}`], patterns, ignores = [], dynamic = [] }) => [
    {
      files,
      ignores,
      rules: {
        "no-restricted-imports": [
          "error",
          { paths: noClassicZod, patterns: [noServerProcess, ...patterns] },
        ],
        "no-restricted-syntax": ["error", namedExports, ...dynamic],
      },
    },
    {
      // Only the server runs these, so classic zod costs the browser nothing here.
      files: [
        ...files.map((pattern) => pattern.replace("*.{ts,tsx}", "*.server.{ts,tsx}")),
        ...(dir === "app" && files.length === 1 && files[0] === "app/**/*.{ts,tsx}"
          ? ["app/routes/api/**/*.{ts,tsx}"]
          : []),
      ],
      ignores,
      rules: { "no-restricted-imports": ["error", { patterns: [noServerProcess, ...patterns] }] },
    },
  ],
);
importRules.push({
  files: gamePages,
  rules: {
    "no-restricted-imports": [
      "error",
      { paths: noClassicZod, patterns: [noServerProcess, gamesApart] },
    ],
    "no-restricted-syntax": ["error", namedExports],
  },
});
// Game rules: pure, like the engine.
importRules.push({
  files: ["app/games/**/logic.ts", "app/games/**/rules.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      { paths: noClassicZod, patterns: [noServerProcess, noFeatureOrRoute, noReact, noServerCode] },
    ],
  },
});

// An expectation that runs only on some path lets a test pass without checking anything: assert
// the value the branch would have decided on instead.
const isExpect = (node) =>
  node.callee.type === "Identifier"
    ? node.callee.name === "expect"
    : node.callee.type === "MemberExpression" &&
      node.callee.object.type === "Identifier" &&
      node.callee.object.name === "expect";
const isPromiseCatch = (node) =>
  node.type === "CallExpression" &&
  node.callee.type === "MemberExpression" &&
  !node.callee.computed &&
  node.callee.property.name === "catch";
const noConditionalExpect = {
  meta: {
    type: "problem",
    messages: {
      conditional:
        "This expect runs only on one path, so the test can pass without it: assert the condition itself, or split the test.",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!isExpect(node)) return;
        const ancestors = context.sourceCode.getAncestors(node);
        // Only the guarded side of a condition counts: the condition itself always runs.
        for (let index = ancestors.length - 1; index >= 0; index -= 1) {
          const ancestor = ancestors[index];
          const child = ancestors[index + 1] ?? node;
          const guarded =
            (ancestor.type === "IfStatement" && child !== ancestor.test) ||
            (ancestor.type === "ConditionalExpression" && child !== ancestor.test) ||
            (ancestor.type === "LogicalExpression" && child === ancestor.right) ||
            ancestor.type === "SwitchCase" ||
            ancestor.type === "CatchClause" ||
            (isPromiseCatch(ancestor) && ancestor.arguments.includes(child));
          if (guarded) {
            context.report({ node, messageId: "conditional" });
            return;
          }
        }
      },
    };
  },
};

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
      "no-restricted-syntax": ["error", namedExports],
    },
  },
  {
    // Tests may assert types where a fixture needs it.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/consistent-type-assertions": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    plugins: { tests: { rules: { "no-conditional-expect": noConditionalExpect } } },
    rules: { "tests/no-conditional-expect": "error" },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  ...importRules,
);
