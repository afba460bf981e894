/** The admin-only database of the second e2e server (playwright.config.ts, scripts/e2e-fresh-server.ts). */
export const FRESH_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const FRESH_URL = `http://localhost:${FRESH_PORT}`;
export const FRESH_ADMIN = { email: "first.admin@example.com", password: "first-admin-password" };
