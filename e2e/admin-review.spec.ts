import { expect, test } from "@playwright/test";
import { apiKey, openDetail, PEOPLE, readSheet, sheetOf, signInAsAdmin, submitFeeAgain } from "./admin-support";
import { expectAccessible, signIn } from "./support";

/**
 * The administrator reviews a submitted timesheet from the detail: approve the fee, contest the
 * expenses with a reason; the contractor reads the reason and resubmits. Lukas's last month is
 * seeded SUBMITTED; Sofia's month before is made submitted again for the stale-version case.
 */
test("approve the fee and contest the expenses; the contractor sees the reason and resubmits", async ({ page, browser }) => {
  const sheet = await sheetOf(page.request, "lukas", -1);
  expect([sheet.status, sheet.feeStatus, sheet.expensesStatus]).toEqual(["SUBMITTED", "SUBMITTED", "SUBMITTED"]);
  const reason = `Receipt for the train ticket is missing ${Date.now()}`;

  await signInAsAdmin(page);
  await openDetail(page, sheet.id);
  await expectAccessible(page);
  const fee = page.getByTestId("component-TIMESHEET");
  await fee.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("toast").getByText("Fee approved")).toBeVisible();
  await expect(fee.getByText("Approved", { exact: true })).toBeVisible();

  const expenses = page.getByTestId("component-EXPENSES");
  await expenses.getByRole("button", { name: "Contest" }).click();
  const dialog = page.getByRole("dialog", { name: "Contest the expenses" });
  await dialog.getByRole("button", { name: "Contest expenses" }).click();
  await expect(dialog.getByText("Give a reason for contesting.")).toBeVisible();
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Contest expenses" }).click();
  await expect(dialog).toBeHidden();
  await expect(expenses.getByText("Contested", { exact: true })).toBeVisible();
  expect((await readSheet(page.request, sheet.id)).status).toBe("CONTESTED");

  const context = await browser.newContext();
  const lukas = await context.newPage();
  await signIn(lukas, PEOPLE.lukas);
  await expect(lukas).toHaveURL(/\/contractor/);
  await lukas.goto(`/contractor?timesheetId=${sheet.id}`);
  await lukas.getByRole("tab", { name: /^Expenses/ }).click();
  const notice = lukas.getByRole("region", { name: "Why the expenses was contested" });
  await expect(notice).toContainText(reason);
  await expectAccessible(lukas);
  await lukas.getByRole("button", { name: "Prepare expenses" }).click();
  await lukas.getByRole("alertdialog").getByRole("button", { name: "Prepare expenses" }).click();
  await expect(lukas.getByRole("button", { name: /^Resubmit / })).toBeEnabled();
  await lukas.getByRole("button", { name: /^Resubmit / }).click();
  await lukas.getByRole("alertdialog").getByRole("button", { name: /^Resubmit / }).click();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).expensesStatus).toBe("SUBMITTED");
  expect((await readSheet(page.request, sheet.id)).status).toBe("SUBMITTED");
  await context.close();
});

test("an approve on a timesheet someone else changed meanwhile is refused (409) and the detail reloads", async ({ page }) => {
  const sheet = await submitFeeAgain(page.request, (await sheetOf(page.request, "sofia", -2)).id);
  expect(sheet.feeStatus).toBe("SUBMITTED");
  // With live updates on, the screen would pick up the other change before the click; a stale
  // version is what an administrator meets while the stream is down.
  await page.route("**/api/events", (route) => route.abort());
  await signInAsAdmin(page);
  await openDetail(page, sheet.id);
  const fee = page.getByTestId("component-TIMESHEET");
  await expect(fee.getByRole("button", { name: "Approve" })).toBeEnabled();

  // Someone else flags the timesheet: the version on screen is now stale.
  const flagged = await page.request.put(`/api/timesheets/${sheet.id}/flag`, { headers: apiKey(), data: { flagged: true, version: sheet.version } });
  expect(flagged.status()).toBe(200);
  await fee.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("toast").getByText("Someone else changed this timesheet")).toBeVisible();
  expect((await readSheet(page.request, sheet.id)).feeStatus).toBe("SUBMITTED");
  // The detail reloaded with the other change, so approving again goes through.
  await expect(page.getByRole("button", { name: "Unflag" })).toBeVisible();
  await fee.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("toast").getByText("Fee approved")).toBeVisible();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).status).toBe("APPROVED");
});
