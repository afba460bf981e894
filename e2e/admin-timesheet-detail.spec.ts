import { expect, test } from "@playwright/test";
import { detailStatus, openDetail, readSheet, sheetOf, signInAsAdmin } from "./admin-support";
import { downloadNamedByServer, expectAccessible } from "./support";

/**
 * One timesheet in the administrator's detail, on the demo: closed and reopened on its own (the
 * batch spec covers several at once), and its fee exported under the server's file name. Amara's
 * month two back is approved in the demo and is left approved.
 */
test("an approved timesheet is closed after a confirmation and reopened", async ({ page }) => {
  const sheet = await sheetOf(page.request, "amara", -2);
  expect(sheet.status).toBe("APPROVED");
  const period = sheet.billingPeriod.name;
  await signInAsAdmin(page);
  await openDetail(page, sheet.id);
  await expect(detailStatus(page)).toHaveText("Approved");
  const controls = page.getByRole("toolbar", { name: "Timesheet actions" });
  try {
    await controls.getByRole("button", { name: "Close", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Close the timesheet of ${period}?` });
    await expect(confirm).toContainText("A closed timesheet cannot change until it is reopened.");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Close", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("toast").getByText(`${period} closed`)).toBeVisible();
    await expect(detailStatus(page)).toHaveText("Closed");
    // Closed: nothing is decided or reset any more, only reopened.
    await expect(page.getByTestId("component-TIMESHEET").getByRole("button", { name: "Reset" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Bonus amount" }).getByRole("button", { name: "Save bonus" })).toBeDisabled();
    expect((await readSheet(page.request, sheet.id)).status).toBe("CLOSED");
    await expectAccessible(page);

    // Reopening asks first, as closing does.
    await controls.getByRole("button", { name: "Reopen" }).click();
    const reopen = page.getByRole("alertdialog", { name: `Reopen the timesheet of ${period}?` });
    await reopen.getByRole("button", { name: "Reopen", exact: true }).click();
    await expect(reopen).toBeHidden();
    await expect(page.getByTestId("toast").getByText(`${period} reopened`)).toBeVisible();
    await expect(detailStatus(page)).toHaveText("Approved");
    await expect(controls.getByRole("button", { name: "Close", exact: true })).toBeEnabled();
    expect((await readSheet(page.request, sheet.id)).status).toBe("APPROVED");
  } finally {
    if ((await readSheet(page.request, sheet.id)).status === "CLOSED") {
      await controls.getByRole("button", { name: "Reopen" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Reopen", exact: true }).click();
    }
  }
});

test("the fee workbook is saved under the name the server's Content-Disposition gives", async ({ page }) => {
  const sheet = await sheetOf(page.request, "lukas", -3);
  await signInAsAdmin(page);
  await openDetail(page, sheet.id);
  const controls = page.getByRole("toolbar", { name: "Timesheet actions" });
  const period = `${sheet.billingPeriod.year}-${String(sheet.billingPeriod.month).padStart(2, "0")}`;
  const download = await downloadNamedByServer(page, controls.getByRole("button", { name: "Export fee" }), new RegExp(`^/api/timesheets/${sheet.id}/export$`));
  expect(download.suggestedFilename()).toBe(`timesheet-lukas-meier-${period}.xlsx`);
  await expect(page.getByTestId("toast").getByText(download.suggestedFilename())).toBeVisible();

  // The expenses workbook too: its own name, from its own header.
  const expenses = await downloadNamedByServer(page, controls.getByRole("button", { name: "Export expenses" }), new RegExp(`^/api/timesheets/${sheet.id}/export-expenses$`));
  expect(expenses.suggestedFilename()).toBe(`expenses-lukas-meier-${period}.xlsx`);
});
