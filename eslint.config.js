import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * docs/architecture.md: imports flow one way, routes → components → lib (app/config is data at the
 * lib level). `~/root` is imported for its types only; root data is read through ~/lib/root-data.
 */
const rootTypesOnly = {
  group: ["~/root", "**/root"],
  allowTypeImports: true,
  message:
    "Import ~/root for types only; read root data with useRootData from ~/lib/root-data.",
};
const noRoutes = {
  // app/solution-route.tsx is a route module outside app/routes (docs/decisions/022).
  group: [
    "~/routes",
    "~/routes/**",
    "**/routes/**",
    "~/solution-route",
    "**/solution-route",
  ],
  message: "Routes sit above everything else: nothing imports a route module.",
};
const noComponents = {
  group: ["~/components", "~/components/**", "**/components/**"],
  message:
    "lib and config are below components: move the shared code into lib.",
};
const mockImports = {
  group: ["msw", "msw/*", "**/mocks", "**/mocks/*"],
  message: "App code never imports the mock upstream.",
};
const upstreamClientImports = {
  group: ["ofetch", "ofetch/*"],
  message:
    "Only ~/lib/http-client.server uses ofetch: call the functions of ~/lib/upstream.server.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "e2e-artifacts/**",
      "bench/.tmp/**",
      ".cache/**",
      // The deliberate violations tests/import-rules.test.ts plants for a moment (it lints them
      // with ignores off): \`eslint .\` runs beside it in \`npm test\`.
      "app/lib/.lint-probe-*/**",
      // Stryker's sandbox copy of the project while a mutation run is going, and its report.
      ".stryker-tmp/**",
      "reports/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "detect" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat["jsx-runtime"],
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "react/prop-types": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: [
      "app/**/*.{ts,tsx}",
      "server.ts",
      "server/**/*.ts",
      "mocks/**/*.ts",
    ],
    plugins: { "import-x": importX },
    settings: {
      // Dependencies are parsed as TypeScript, and `~/` resolves through tsconfig's paths.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: {
      // A cycle through a dependency can't include our files: following them only cost time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}", "app/config/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [rootTypesOnly, noRoutes, noComponents] },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [rootTypesOnly, noRoutes] },
      ],
    },
  },
  {
    files: [
      "app/routes/**/*.{ts,tsx}",
      "app/solution-route.tsx",
      "app/entry.*.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [rootTypesOnly] },
      ],
    },
  },
  {
    // docs/architecture.md: app/lib/upstream.server.ts is the only module that talks to the upstream.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/upstream.server.ts", "app/lib/env.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[property.name='apiBaseUrl'], ObjectPattern > Property[key.name='apiBaseUrl']",
          message:
            "Call the functions of ~/lib/upstream.server instead of reaching the upstream yourself.",
        },
      ],
    },
  },
  {
    // The mocks are a separate world that app code never imports, and ofetch (behaviour §7's client)
    // is used by app/lib/http-client.server.ts alone.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/http-client.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [mockImports, upstreamClientImports] },
      ],
    },
  },
  {
    files: ["app/lib/http-client.server.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [mockImports] }],
    },
  },
  {
    files: [
      "app/routes/**/*.{ts,tsx}",
      "app/solution-route.tsx",
      "app/**/*.server.{ts,tsx}",
    ],
    ignores: ["app/lib/http-client.server.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message:
            "Routes and server modules reach the upstream through ~/lib/upstream.server only.",
        },
      ],
    },
  },
);
