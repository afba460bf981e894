import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

test("history lists past timesheets and opens one in the workspace", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  // Let the workspace settle on its default month (written into the URL) before leaving it.
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/contractor\/history/);
  const history = page.getByRole("table", { name: "Past timesheets" });
  const rows = history.getByRole("row");
  await expect.poll(() => rows.count()).toBeGreaterThan(5);
  // Above the list, the year's fees per month: a chart, with its figures in a table for screen readers.
  await expect(page.getByRole("figure", { name: /^Fees per month in \d{4} \(EUR\)$/ })).toBeVisible();
  // Past months list their invoices and receipts for download.
  await expect(page.getByRole("link", { name: /^Receipt: receipt-.*\.pdf$/ }).first()).toHaveAttribute("href", /^\/api\/files\//);
  await expectAccessible(page);

  const link = history.getByRole("link", { name: / on / }).nth(3);
  const href = (await link.getAttribute("href")) ?? "";
  const timesheetId = new URL(href, "http://x").searchParams.get("timesheetId");
  const periodName = (await link.innerText()).split("\n")[0]!.replace(/ on .*/, "").trim();
  expect(timesheetId).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`timesheetId=${timesheetId}`));
  await expect(page.getByRole("main").getByText(periodName).first()).toBeVisible();
});

test("history filters by year through the URL", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
  await page.goto("/contractor/history?year=1999");
  await expect(page.getByRole("main")).toContainText(/no/i);
});
