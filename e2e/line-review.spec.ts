import { expect, test } from "@playwright/test";
import { apiKey, PEOPLE, readSheet, sheetOf, submitFeeAgain } from "./admin-support";
import { expectAccessible, signIn } from "./support";

interface Detail {
  timesheetRecords: { id: string; date: string; workSummary: string }[];
  contestedLines: { component: string; recordId: string | null; reason: string }[];
}

/**
 * Issue #36 end to end: Sofia's month three back is submitted again; the reviewer contests two of
 * its records from the review link, each with its own reason; Sofia sees them highlighted,
 * filters to them, fixes one and resubmits; the reviewer sees what changed and approves.
 */
test("a reviewer contests two lines from the link; the contractor fixes one and resubmits; the reviewer reads the diff and approves", async ({ page, browser }) => {
  const sheet = await submitFeeAgain(page.request, (await sheetOf(page.request, "sofia", -3)).id);
  expect(sheet.feeStatus).toBe("SUBMITTED");
  const created = await page.request.post(`/api/timesheets/${sheet.id}/review-links`, { headers: apiKey(), data: {} });
  expect(created.status()).toBe(201);
  const url = ((await created.json()) as { data: { url: string } }).data.url;
  const detail = async () => ((await (await page.request.get(`/api/timesheets/${sheet.id}`, { headers: apiKey() })).json()) as { data: Detail }).data;
  const records = (await detail()).timesheetRecords;
  expect(records.length).toBeGreaterThanOrEqual(2);
  const [first, second] = records as [Detail["timesheetRecords"][number], Detail["timesheetRecords"][number]];

  // The reviewer, without an account, marks two records besides the fee's reason.
  const anonymous = await browser.newContext();
  const reviewer = await anonymous.newPage();
  await reviewer.goto(url);
  const fee = reviewer.getByTestId("review-component-TIMESHEET");
  await fee.getByRole("button", { name: "Contest", exact: true }).click();
  await fee.getByLabel(/^Reason for contesting/).fill("Two days need a second look.");
  const marks = fee.getByTestId("contest-lines-TIMESHEET");
  await marks.getByRole("checkbox").nth(0).check();
  await marks.getByRole("checkbox").nth(1).check();
  await marks.getByLabel(/^Reason for /).nth(0).fill("Was this day on site?");
  await marks.getByLabel(/^Reason for /).nth(1).fill("Which counterpart was this?");
  await expectAccessible(reviewer);
  await fee.getByRole("button", { name: "Contest fee" }).click();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).feeStatus).toBe("CONTESTED");
  expect((await detail()).contestedLines.map((line) => [line.recordId, line.reason])).toEqual(
    expect.arrayContaining([
      [first.id, "Was this day on site?"],
      [second.id, "Which counterpart was this?"],
    ]),
  );

  // The contractor sees the two lines highlighted, with their reasons, and filters to them.
  await signIn(page, PEOPLE.sofia);
  await expect(page).toHaveURL(/\/contractor/);
  await page.goto(`/contractor?timesheetId=${sheet.id}`);
  const panel = page.getByTestId("contested-lines-TIMESHEET");
  await expect(panel.getByRole("status")).toHaveText("2 lines contested");
  await expect(panel).toContainText("Was this day on site?");
  await expect(panel).toContainText("Which counterpart was this?");
  const table = page.getByRole("table", { name: /^Work logged in / });
  await expect(table.locator("tr[data-contested]")).toHaveCount(2);
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Show only contested lines" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(2);

  // She fixes the first line only, prepares the fee and resubmits.
  const fixed = `${first.workSummary} (on site, confirmed)`;
  await table.locator(`tr[data-record-id="${first.id}"]`).getByRole("button", { name: /^Edit the record of / }).click();
  await page.getByRole("textbox", { name: /^Work summary of / }).fill(fixed);
  await page.getByRole("textbox", { name: /^Work summary of / }).press("Enter");
  await expect(table.getByRole("row").filter({ hasText: fixed })).toBeVisible();
  await page.getByRole("button", { name: "Prepare fee" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Prepare fee" }).click();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).feeStatus).toBe("PREPARED");
  await page.getByRole("button", { name: /^(Resubmit|Settle) \S+ \d{4}$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: /^(Resubmit|Settle) / }).click();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).feeStatus).toBe("SUBMITTED");

  // The reviewer sees what changed: the fixed line changed, the other contested one not; then approves.
  await reviewer.reload();
  const diff = reviewer.getByTestId("line-diff-TIMESHEET");
  await expect(diff).toContainText(fixed);
  await expect(diff.locator('[data-outcome="CHANGED"]')).toHaveCount(1);
  await expect(diff.locator('[data-outcome="UNCHANGED"]')).toHaveCount(1);
  await expect(diff.getByRole("table")).toContainText("Description");
  await expectAccessible(reviewer);
  await reviewer.getByTestId("review-component-TIMESHEET").getByRole("button", { name: "Approve" }).click();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).feeStatus).toBe("APPROVED");
  // Approving cleared the fee's contested lines.
  expect((await detail()).contestedLines.filter((line) => line.component === "TIMESHEET")).toEqual([]);
  await anonymous.close();
});
