import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiKey, monthText, PEOPLE, readSheet, sheetOf } from "./admin-support";
import { expectAccessible, openUserMenu, signIn } from "./support";

async function ok(request: APIRequestContext, method: "put" | "post", url: string, data: unknown) {
  const response = await request[method](url, { headers: apiKey(), data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/**
 * Issue #33 end to end: Amara's fee four months back gets an invoice and is approved again; the
 * administrator pays it in a run (SEPA file downloaded, the run confirmed); Amara reads "Paid on".
 */
test("an administrator pays an approved invoice in a payment run; the contractor sees it paid", async ({ page, browser }) => {
  const offset = -4;
  let sheet = await sheetOf(page.request, "amara", offset);
  const id = sheet.id;
  // Back to the fee in progress, an invoice generated, then submitted and approved again.
  if (sheet.status === "CLOSED") await ok(page.request, "put", `/api/timesheets/${id}/reopen`, { version: sheet.version });
  sheet = await readSheet(page.request, id);
  await ok(page.request, "post", `/api/timesheets/${id}/reset-component`, { comp: "TIMESHEET", version: sheet.version });
  const generated = await ok(page.request, "post", "/api/invoices", { timesheetId: id, kind: "TIMESHEET" });
  const invoice = ((await generated.json()) as { data: { number: string; totalAmount: string; currency: string } }).data;
  expect(invoice.currency).toBe("EUR");
  for (const action of ["prepare-component", "submit"]) {
    sheet = await readSheet(page.request, id);
    await ok(page.request, "post", `/api/timesheets/${id}/${action}`, action === "submit" ? { version: sheet.version } : { component: "TIMESHEET", version: sheet.version });
  }
  sheet = await readSheet(page.request, id);
  await ok(page.request, "put", `/api/timesheets/${id}/approve-component`, { component: "TIMESHEET", version: sheet.version });

  try {
    await signIn(page, PEOPLE.admin);
    await expect(page).toHaveURL(/\/admin/);
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Payments" }).click();
    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "New payment run" }).first().click();
    await expect(page.getByRole("heading", { name: "New payment run" })).toBeVisible();
    await page.getByLabel("Pay from").selectOption({ label: "Settle Consulting GmbH" });
    await page.getByLabel("Currency").selectOption("EUR");
    await page.getByLabel("Month").fill(monthText(offset));
    const table = page.getByRole("table", { name: "Invoices to pay" });
    const row = table.getByRole("row").filter({ hasText: invoice.number });
    await expect(row).toHaveCount(1);
    await row.getByRole("checkbox", { name: `Select invoice ${invoice.number}` }).check();
    await expect(page.getByText("1 of 1 invoice chosen")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create payment run" }).click();

    await expect(page.getByRole("heading", { name: /^Payment run PR-/ })).toBeVisible();
    const reference = ((await page.getByRole("heading", { name: /^Payment run PR-/ }).textContent()) ?? "").replace("Payment run ", "");
    await expect(page.getByRole("table", { name: `Invoices of ${reference}` }).getByRole("row").filter({ hasText: invoice.number })).toContainText("In payment run");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /^SEPA file \(1 transfer\)/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${reference}.xml`);
    const xml = readFileSync((await file.path())!, "utf8");
    expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09");
    expect(xml).toContain(`<CtrlSum>${invoice.totalAmount}</CtrlSum>`);
    expect(xml).toContain(`<Ustrd>Invoice ${invoice.number}</Ustrd>`);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Confirm executed" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Executed on")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Confirm executed" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Executed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel run" })).toHaveCount(0);

    // Amara reads it on her invoice panel.
    const context = await browser.newContext();
    const amara = await context.newPage();
    await signIn(amara, PEOPLE.amara);
    await expect(amara).toHaveURL(/\/contractor/);
    await amara.goto(`/contractor?timesheetId=${id}`);
    await expect(amara.getByTestId("invoice-payment-TIMESHEET")).toContainText(/Paid on \d{2} \w+ \d{4}/);
    await expectAccessible(amara);
    await context.close();
  } finally {
    // The month is closed again, as the demo had it (the invoice stays paid).
    sheet = await readSheet(page.request, id);
    if (sheet.status === "APPROVED") await page.request.put(`/api/timesheets/${id}/close`, { headers: apiKey(), data: { version: sheet.version } });
  }
});
