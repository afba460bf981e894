import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./support";

/**
 * Helpers of the admin settling specs. The demo is seeded relative to today, so timesheets are
 * found by project and month offset; setup and clean-up go through the API with the admin key.
 */
export const PEOPLE = {
  admin: { email: "admin@settle.local", password: "settle-admin-demo" },
  amara: { email: "amara@settle.local", password: "settle-demo-amara" },
  lukas: { email: "lukas@settle.local", password: "settle-demo-lukas" },
  sofia: { email: "sofia@settle.local", password: "settle-demo-sofia" },
};

export const PROJECTS = {
  amara: { project: "Grid Modernisation", contractor: "Amara Okafor" },
  lukas: { project: "Data Platform Migration", contractor: "Lukas Meier" },
  sofia: { project: "Fleet Analytics", contractor: "Sofia Haddad" },
} as const;
export type DemoKey = keyof typeof PROJECTS;

export function apiKey(): Record<string, string> {
  const secrets = JSON.parse(readFileSync(path.resolve(".e2e-data/local-secrets.json"), "utf8")) as { ADMIN_API_KEY: string };
  return { "x-api-key": secrets.ADMIN_API_KEY };
}

export interface Sheet {
  id: string;
  version: number;
  status: string;
  feeStatus: string;
  expensesStatus: string;
  billingPeriod: { month: number; year: number; name: string };
  project: { id: string; name: string };
  totals: { fee: { amount: string; currency: string }[] };
}

/** yyyy-MM of the month `offset` months from the current one (the business time zone is UTC in the e2e run). */
export function monthText(offset: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The demo contractor's timesheet on their main project, `offset` months from now. */
export async function sheetOf(request: APIRequestContext, who: DemoKey, offset: number): Promise<Sheet> {
  const period = monthText(offset);
  const response = await request.get(`/api/timesheets?limit=200&from=${period}&to=${period}`, { headers: apiKey() });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { data: Sheet[] }).data;
  // Sofia's old engagement on Amara's project ended five months ago: specs use Amara's only after it.
  const matches = rows.filter((row) => row.project.name === PROJECTS[who].project);
  expect(matches, `${who} at ${period}`).toHaveLength(1);
  return readSheet(request, matches[0]!.id);
}

export async function readSheet(request: APIRequestContext, id: string): Promise<Sheet> {
  const response = await request.get(`/api/timesheets/${id}`, { headers: apiKey() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Sheet }).data;
}

async function send(request: APIRequestContext, method: "put" | "post", url: string, data: unknown) {
  const response = await request[method](url, { headers: apiKey(), data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
}

/** Puts an approved or closed timesheet back to "fee submitted", as a resubmission would. */
export async function submitFeeAgain(request: APIRequestContext, id: string): Promise<Sheet> {
  let sheet = await readSheet(request, id);
  if (sheet.status === "CLOSED") await send(request, "put", `/api/timesheets/${id}/reopen`, { version: sheet.version });
  sheet = await readSheet(request, id);
  await send(request, "post", `/api/timesheets/${id}/reset-component`, { comp: "TIMESHEET", version: sheet.version });
  sheet = await readSheet(request, id);
  await send(request, "post", `/api/timesheets/${id}/prepare-component`, { component: "TIMESHEET", version: sheet.version });
  sheet = await readSheet(request, id);
  await send(request, "post", `/api/timesheets/${id}/submit`, { version: sheet.version });
  return readSheet(request, id);
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, PEOPLE.admin);
  await expect(page).toHaveURL(/\/admin/);
}

export function rowLabel(sheet: Sheet, who: DemoKey): string {
  return `Select ${sheet.billingPeriod.name} · ${PROJECTS[who].contractor} · ${PROJECTS[who].project}`;
}

export async function openDetail(page: Page, id: string) {
  await page.goto(`/admin/timesheets?timesheetId=${id}`);
  await expect(page.getByTestId("timesheet-detail")).toBeVisible();
}

/** The timesheet's own status badge, beside the detail's heading. */
export function detailStatus(page: Page) {
  return page.getByTestId("timesheet-detail").locator("#timesheet-detail-heading + [data-status]");
}
