import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = { "@": root, "server-only": fileURLToPath(new URL("./tests/support/server-only.ts", import.meta.url)) };

/**
 * Unit files share one module registry per worker: loading the modules again for each of a
 * hundred files kept two cores a third busy for four minutes (33 s without). A file that replaces
 * modules (vi.mock) would see the others' copies, so those run isolated, in a project of their own.
 */
const unitFiles = readdirSync(new URL("./tests/unit", import.meta.url), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file.split("\\").join("/")}`);
const replacesModules = (file: string) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), "utf8"));
const unitWithMocks = unitFiles.filter(replacesModules);

export default defineConfig({
  resolve: { alias },
  test: {
    coverage: {
      provider: "v8",
      include: ["lib/domain/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, ...unitWithMocks],
          environment: "node",
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: "unit-isolated", include: unitWithMocks, environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/support/integration-env.ts"],
          globalSetup: ["tests/support/database-template.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PGlite per file; files share nothing, but two cores is all we have.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          // The month simulator (npm run test:simulator): fast-check model-based runs over the real
          // route handlers, time-boxed (SIM_RUNS, SIM_SEED and SIM_SECONDS make it run longer).
          name: "simulator",
          include: ["tests/simulator/**/*.test.ts"],
          setupFiles: ["tests/support/integration-env.ts"],
          globalSetup: ["tests/support/database-template.ts"],
          environment: "node",
          testTimeout: 3_600_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
      {
        resolve: { alias },
        test: {
          // The resilience suite (npm run test:resilience): bounded so CI can run it on every push.
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          setupFiles: ["tests/support/integration-env.ts"],
          globalSetup: ["tests/support/database-template.ts"],
          environment: "node",
          testTimeout: 240_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
