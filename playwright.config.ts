import { defineConfig } from "@playwright/test";
import { FRESH_ADMIN, MONTH_ADMIN, MONTH_CLOCK_FILE, MONTH_DATA_DIR, MONTH_PORT, MONTH_START, MONTH_URL } from "./e2e/fresh";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/** A second server on the same build, with an empty database and one administrator (e2e/fresh.ts). */
const FRESH_PORT = PORT + 1;
const freshURL = `http://localhost:${FRESH_PORT}`;

/**
 * E2E runs the real run command on a throwaway data directory: migrate, seed, build, serve.
 * Chromium comes from Debian (/usr/bin/chromium); Playwright's own browser download is not
 * available on these machines.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    viewport: { width: 1440, height: 900 },
    // The browser's language decides the page's language and formats (server/i18n/request.ts): the
    // specs read the product's own English (en-GB: "05 Nov 2026"); German specs set their own.
    locale: "en-GB",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  // Started in order: the first builds, the second and third serve that build on admin-only databases.
  webServer: [
    {
      // E2E_NO_BUILD=1 serves the existing .next build (a spec written against an unchanged server).
      command: `npx tsx scripts/quickstart.ts --fresh --port ${PORT}${process.env.E2E_NO_BUILD ? " --no-build" : ""}`,
      url: `${baseURL}/sign-in`,
      // The build runs inside this wait; a loaded two-core machine needs several minutes.
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        DATA_DIR: ".e2e-data",
        NEXT_PUBLIC_ENV: "local",
        DEPLOYMENT_URL: baseURL,
        NEXT_PUBLIC_DEPLOYMENT_URL: baseURL,
        // The specs sign in many times; the limit itself is covered by the integration tests.
        AUTH_RATE_LIMIT_MAX: "1000",
        NEXT_TELEMETRY_DISABLED: "1",
        // The build skips Next's own type check (next.config.ts): the test command type-checked already.
        SETTLE_TEST_BUILD: "1",
        // Local mode switches both flags on when they are unset (withLocalDefaults); set anyway, so
        // the invoice and expense specs do not depend on that default.
        FEATURE_INVOICING: "true",
        FEATURE_EXPENSES: "true",
      },
    },
    {
      command: `npx tsx scripts/e2e-fresh-server.ts --port ${FRESH_PORT} --admin-email ${FRESH_ADMIN.email} --admin-password ${FRESH_ADMIN.password}`,
      url: `${freshURL}/sign-in`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        DATA_DIR: ".e2e-fresh-data",
        NEXT_PUBLIC_ENV: "local",
        DEPLOYMENT_URL: freshURL,
        AUTH_RATE_LIMIT_MAX: "1000",
        NEXT_TELEMETRY_DISABLED: "1",
        // FEATURE_INVOICING and FEATURE_EXPENSES stay unset: local mode switches them on, as on a fresh install.
      },
    },
    {
      // A fresh install whose business day is read from a file the spec writes (e2e/fresh.ts).
      command: `npx tsx scripts/e2e-fresh-server.ts --port ${MONTH_PORT} --admin-email ${MONTH_ADMIN.email} --admin-password ${MONTH_ADMIN.password} --clock ${MONTH_START}`,
      url: `${MONTH_URL}/sign-in`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        DATA_DIR: MONTH_DATA_DIR,
        SETTLE_CLOCK_FILE: MONTH_CLOCK_FILE,
        NEXT_PUBLIC_ENV: "local",
        DEPLOYMENT_URL: MONTH_URL,
        // The one server that sets it: saving billing details sends the contractor there.
        BILLING_DETAILS_UPDATED_URL: `${MONTH_URL}/contractor`,
        AUTH_RATE_LIMIT_MAX: "1000",
        NEXT_TELEMETRY_DISABLED: "1",
        // FEATURE_INVOICING and FEATURE_EXPENSES stay unset: local mode switches them on, as on a fresh install.
      },
    },
  ],
});
