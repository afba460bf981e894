import ExcelJS from "exceljs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiKey, monthText, readSheet, rowLabel, sheetOf, signInAsAdmin } from "./admin-support";
import { expectAccessible } from "./support";

test("batch close: two approved timesheets close, a contested one is refused with the reason; batch reopen puts them back", async ({ page }) => {
  const amara = await sheetOf(page.request, "amara", -2);
  const lukas = await sheetOf(page.request, "lukas", -2);
  const sofia = await sheetOf(page.request, "sofia", -1);
  expect([amara.status, lukas.status, sofia.status]).toEqual(["APPROVED", "APPROVED", "CONTESTED"]);

  await signInAsAdmin(page);
  // Newest periods first: next month down to two months back fill the first page.
  await page.goto("/admin/timesheets");
  await page.getByLabel(rowLabel(amara, "amara")).check();
  await page.getByLabel(rowLabel(lukas, "lukas")).check();
  await page.getByLabel(rowLabel(sofia, "sofia")).check();
  const bar = page.getByRole("toolbar", { name: "Actions for the selected rows" });
  await expect(bar).toContainText("3 timesheets selected");
  await expectAccessible(page);

  await bar.getByRole("button", { name: "Close", exact: true }).click();
  const results = page.getByRole("dialog");
  await expect(results).toContainText("Close: 2 changed, 1 refused");
  await expect(results.locator("[data-testid=batch-result][data-ok=true]")).toHaveCount(2);
  const refused = results.locator("[data-testid=batch-result][data-ok=false]");
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText("Sofia Haddad");
  await expect(refused).toContainText("Refused: Only an approved timesheet can be closed; this one is contested.");
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  await bar.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByRole("dialog")).toContainText("Reopen: 2 changed, 1 refused");
  await page.keyboard.press("Escape");
  await bar.getByRole("button", { name: "Clear" }).click();
  await expect(bar).toBeHidden();
  const statuses = await Promise.all([amara.id, lukas.id].map(async (id) => (await page.request.get(`/api/timesheets/${id}`)).json()));
  expect(statuses.map((body: { data: { status: string } }) => body.data.status)).toEqual(["APPROVED", "APPROVED"]);
});

test("batch export of the fee runs in the background: it finishes in the exports tray on another page, and the workbook's totals are the timesheets' fees", async ({ page }) => {
  const lukas = await sheetOf(page.request, "lukas", -5);
  const sofia = await sheetOf(page.request, "sofia", -5);
  await signInAsAdmin(page);
  await page.goto(`/admin/timesheets?period=${monthText(-5)}`);
  await page.getByLabel(rowLabel(lukas, "lukas")).check();
  await page.getByLabel(rowLabel(sofia, "sofia")).check();
  const bar = page.getByRole("toolbar", { name: "Actions for the selected rows" });
  await bar.getByRole("button", { name: "Export fee" }).click();
  // The job answers at once; its progress shows in the batch bar.
  await expect(bar.getByTestId("batch-export")).toContainText(`timesheets-${monthText(-5)}.xlsx`);

  // Leave the page: the export goes on, and the tray of the shell shows it finish.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByTestId("export-tray").click();
  const tray = page.getByRole("dialog", { name: "Exports" });
  const item = tray.getByTestId("export-job").filter({ hasText: `timesheets-${monthText(-5)}.xlsx` }).first();
  await expect(item).toHaveAttribute("data-status", "DONE");
  await expectAccessible(page);
  const downloading = page.waitForEvent("download");
  await item.getByRole("button", { name: `Download timesheets-${monthText(-5)}.xlsx` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`timesheets-${monthText(-5)}.xlsx`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Summary", "Records", "Expenses"]);
  const summary = workbook.getWorksheet("Summary")!;
  // The Summary table has a row per timesheet and currency: its Fee column summed per Currency.
  const headers = (summary.getRow(1).values as unknown[]).map((value) => String(value ?? ""));
  const [currencyColumn, feeColumn] = [headers.indexOf("Currency"), headers.indexOf("Fee")];
  const totals = new Map<string, number>();
  summary.eachRow((row, number) => {
    if (number === 1) return;
    const currency = String(row.getCell(currencyColumn).value);
    totals.set(currency, Math.round(((totals.get(currency) ?? 0) + Number(row.getCell(feeColumn).value)) * 100) / 100);
  });
  const expected = new Map([...lukas.totals.fee, ...sofia.totals.fee].map((fee) => [fee.currency, Number(fee.amount)]));
  expect(totals).toEqual(expected);
  expect(totals.size).toBe(2);
});

/** The ids of every timesheet in the given status, read through the API page by page. */
async function idsInStatus(request: APIRequestContext, status: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(`/api/timesheets?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers: apiKey() });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { data: { id: string; status: string }[]; nextCursor: string | null };
    ids.push(...page.data.filter((row) => row.status === status).map((row) => row.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** A batch close or reopen through the API; the ids it changed. */
async function batchThroughApi(request: APIRequestContext, kind: "close" | "reopen", body: { ids: string[] } | { filter: Record<string, string> }) {
  if ("ids" in body && body.ids.length === 0) return [];
  const response = await request.put(`/api/timesheets/batch/${kind}`, { headers: apiKey(), data: body });
  expect(response.status(), await response.text()).toBe(200);
  const outcome = (await response.json()) as { data: { results: { id: string; ok: boolean }[] } };
  return outcome.data.results.filter((result) => result.ok).map((result) => result.id);
}

test("select all matching (#47.7): with the list filtered to approved timesheets, one Close closes every match, those on the other pages too", async ({ page }) => {
  const approvedBefore = await idsInStatus(page.request, "APPROVED");
  // More approved timesheets than a page holds (25): the demo's closed months are reopened first.
  const reopened = await batchThroughApi(page.request, "reopen", { filter: { status: "CLOSED" } });
  const matching = [...approvedBefore, ...reopened];
  expect(matching.length).toBeGreaterThan(25);
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/timesheets");
    const filters = page.getByRole("form", { name: "Filter timesheets" });
    await filters.getByLabel("Status").selectOption("APPROVED");
    await filters.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/status=APPROVED/);

    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    const bar = page.getByRole("toolbar", { name: "Actions for the selected rows" });
    await expect(bar).toContainText("25 timesheets selected");
    await bar.getByRole("button", { name: `Select all ${matching.length} matching timesheets` }).click();
    await expect(bar).toContainText(`${matching.length} timesheets selected`);
    await expect(bar).toContainText("All timesheets matching the filter are selected.");
    await expectAccessible(page);

    // The batch names the filter, not the ids: the server selects the matching timesheets itself.
    const closing = page.waitForRequest((request) => request.url().endsWith("/api/timesheets/batch/close"));
    await bar.getByRole("button", { name: "Close", exact: true }).click();
    expect((await closing).postDataJSON()).toEqual({ filter: { status: "APPROVED" } });
    await expect(page.getByRole("dialog")).toContainText(`Close: ${matching.length} changed, 0 refused`);
    await page.keyboard.press("Escape");
    await expect(page.getByText("No timesheet matches these filters")).toBeVisible();

    const statuses = await Promise.all(matching.map(async (id) => (await readSheet(page.request, id)).status));
    expect(statuses.filter((status) => status !== "CLOSED")).toEqual([]);
    expect(await idsInStatus(page.request, "APPROVED")).toEqual([]);
  } finally {
    // Back to the demo's story for the specs after this one: the old months closed, the approved ones approved.
    const approvedNow = new Set(await idsInStatus(page.request, "APPROVED"));
    await batchThroughApi(page.request, "close", { ids: reopened.filter((id) => approvedNow.has(id)) });
    await batchThroughApi(page.request, "reopen", { ids: approvedBefore.filter((id) => !approvedNow.has(id)) });
  }
});
