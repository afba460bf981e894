import path from "node:path";

/** The admin-only database of the second e2e server (playwright.config.ts, scripts/e2e-fresh-server.ts). */
export const FRESH_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const FRESH_URL = `http://localhost:${FRESH_PORT}`;
export const FRESH_ADMIN = { email: "first.admin@example.com", password: "first-admin-password" };

/**
 * The third e2e server: the same build on its own admin-only database, whose business clock is
 * the ISO timestamp in MONTH_CLOCK_FILE (server/clock.ts), so e2e/fresh-install-month.spec.ts can
 * move a month on by writing the file. The file sits outside the data directory, which the
 * server script wipes at start.
 */
export const MONTH_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
export const MONTH_URL = `http://localhost:${MONTH_PORT}`;
export const MONTH_ADMIN = { email: "month.admin@example.com", password: "month-admin-password" };
export const MONTH_DATA_DIR = ".e2e-month-data";
export const MONTH_CLOCK_FILE = path.resolve(".e2e-month-data-clock");
/** A Tuesday early in a month, so the month is running and most of its days are still ahead. */
export const MONTH_START = "2026-11-03T09:00:00Z";
