import { expect, test } from "@playwright/test";
import { openDetail, readSheet, sheetOf, signInAsAdmin, submitFeeAgain } from "./admin-support";
import { expectAccessible } from "./support";

/** Lukas's month four back (closed, with receipts) is submitted again so a reviewer can decide it. */
test("create a review link, open it without a session, open a receipt and approve; revoke another link", async ({ page, browser }) => {
  const sheet = await submitFeeAgain(page.request, (await sheetOf(page.request, "lukas", -4)).id);
  expect(sheet.feeStatus).toBe("SUBMITTED");
  await signInAsAdmin(page);
  await openDetail(page, sheet.id);
  const form = page.getByRole("form", { name: "Create a review link" });
  await form.getByLabel("Reviewer").selectOption({ label: "Jonas Brandt (jonas.brandt@northwind.example)" });
  await form.getByLabel("Valid for (days)").fill("7");
  await form.getByRole("button", { name: "Create review link" }).click();
  const url = await page.getByTestId("review-link-url").inputValue();
  expect(url).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("review-link-row").first()).toContainText("Active");
  await expectAccessible(page);

  const anonymous = await browser.newContext();
  const reviewer = await anonymous.newPage();
  await reviewer.goto(url);
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText("Lukas Meier");
  const files = reviewer.getByRole("list", { name: "Receipts and invoices" });
  await files.getByRole("button", { name: /^Open / }).first().click();
  const preview = reviewer.getByRole("dialog");
  await expect(preview.getByRole("link", { name: "Download" })).toBeVisible();
  await expect(preview.locator("img, iframe").or(preview.getByText("cannot be shown here"))).toBeVisible();
  await reviewer.keyboard.press("Escape");
  await expectAccessible(reviewer);
  await reviewer.getByTestId("review-component-TIMESHEET").getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByRole("status")).toBeVisible();
  await expect.poll(async () => (await readSheet(page.request, sheet.id)).feeStatus).toBe("APPROVED");

  // A second link, revoked from the list: the reviewer then reads that it was revoked.
  await page.reload();
  await expect(page.getByTestId("review-link-row").first()).toContainText("Used");
  await form.getByRole("button", { name: "Create review link" }).click();
  const second = await page.getByTestId("review-link-url").inputValue();
  expect(second).not.toBe(url);
  const newest = page.getByTestId("review-link-row").first();
  await expect(newest).toContainText("Active");
  await newest.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("review-link-row").first()).toContainText("Revoked");
  await reviewer.goto(second);
  await expect(reviewer.getByText("This review link was revoked.")).toBeVisible();
  await anonymous.close();
});
