import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const NO_API_FETCH = { name: "@/lib/api-client", importNames: ["apiFetch"], message: "Call the API through a hook in hooks/, not apiFetch in a component." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", "coverage/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The folder boundaries of ARCHITECTURE.md: lib/ is isomorphic and never reaches into server/.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/server/*", "@/server"], message: "lib/, components/ and hooks/ never import server/." }] }],
    },
  },
  {
    // Screens call the API through hooks/ (one mutation idiom: answers, stale versions and
    // toasts handled once), never apiFetch themselves.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/server/*", "@/server"], message: "lib/, components/ and hooks/ never import server/." }], paths: [NO_API_FETCH] }],
    },
  },
  {
    // Pages (server components) may read server/ directly; their client parts still go through hooks/.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [NO_API_FETCH] }],
    },
  },
  {
    // lib/ sits under the screens: it never reaches up into components/, hooks/ or app/.
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/server/*", "@/server", "@/components/*", "@/hooks/*", "@/app/*"], message: "lib/ never imports server/, components/, hooks/ or app/." }] },
      ],
    },
  },
  {
    // The pure core: lib/domain depends on nothing but itself, so it runs anywhere and is tested alone.
    // Its refusals are typed by the error catalogue's keys: a type, not code, so type imports may pass.
    files: ["lib/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^@/(?!lib/domain/)", message: "lib/domain imports only lib/domain (types excepted).", allowTypeImports: true }] },
      ],
    },
  },
];

export default config;
