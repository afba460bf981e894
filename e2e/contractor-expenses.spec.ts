import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

/** A tiny but real PDF: the server sniffs the bytes, not the name. */
function receiptPdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** Amara's current month: the one whose expenses are in progress (the demo seeds exactly one). */
async function openCurrentMonth(page: Page, component: "TIMESHEET" | "EXPENSES") {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor/);
  const response = await page.request.get("/api/timesheets");
  const { data } = (await response.json()) as { data: { id: string; expensesStatus: string; billingPeriod: { name: string } }[] };
  const current = data.find((timesheet) => timesheet.expensesStatus === "IN_PROGRESS");
  expect(current, "the demo has a month with expenses in progress").toBeDefined();
  await page.goto(`/contractor?timesheetId=${current!.id}&component=${component}`);
  return current!;
}

test("a contractor adds an expense with a receipt, sees it listed, and deletes it again", async ({ page }) => {
  const details = `Taxi to the substation ${Date.now()}`;
  await openCurrentMonth(page, "EXPENSES");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("table")).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole("button", { name: "Add expense" }).click();
  const dialog = page.getByRole("dialog", { name: "Add expense" });
  await dialog.getByLabel("Category").selectOption("GROUND_TRANSPORTATION");
  await dialog.getByLabel("Details").fill(details);
  await dialog.getByLabel("Amount paid").fill("64.50");
  await dialog.getByLabel("Currency").fill("CHF");
  await dialog.getByLabel(/Exchange rate/).fill("1.0412");
  await expect(dialog.getByRole("status", { name: "Amount in EUR" })).toHaveText("€67.16");

  // A file of the wrong type is refused before anything is sent.
  const refused = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose files" }).click();
  await (await refused).setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a receipt") });
  await expect(dialog.getByRole("alert")).toContainText("“notes.txt” is not a PDF, PNG, JPEG, WebP or HEIC file");

  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles({ name: "taxi-receipt.pdf", mimeType: "application/pdf", buffer: receiptPdf(details) });
  await expect(dialog.getByRole("list", { name: "Files of this expense" })).toContainText("taxi-receipt.pdf");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add expense" }).click();
  await expect(dialog).toBeHidden();

  const row = panel.getByRole("row").filter({ hasText: details });
  await expect(row).toContainText("Ground transportation");
  await expect(row).toContainText("CHF 64.50");
  await expect(row).toContainText("€67.16");
  const chip = row.getByRole("link", { name: "Download receipt taxi-receipt.pdf" });
  await expect(chip).toBeVisible();
  const download = await page.request.get((await chip.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Put the month back as the demo had it, so other specs see the seeded data.
  await row.getByRole("button", { name: /^Delete the expense of/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Ground transportation, €67.16");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(panel.getByRole("row").filter({ hasText: details })).toHaveCount(0);
});

test("a contractor comments on a fee record and sees the comment after a reload", async ({ page }) => {
  const text = `On site that day (${Date.now()}).`;
  await openCurrentMonth(page, "TIMESHEET");
  const recordComments = page.getByRole("button", { name: /^Comments on the fee record of/ }).first();
  await expect(recordComments).toBeVisible();
  const name = (await recordComments.getAttribute("aria-label"))!.split(":")[0]!;
  await recordComments.click();
  const dialog = page.getByRole("dialog", { name: "Comments" });
  await dialog.getByRole("textbox", { name: "Comment" }).fill(text);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("list", { name: "Messages" })).toContainText(text);
  await expect(dialog.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  await expectAccessible(page);

  await page.reload();
  await page.getByRole("button", { name: new RegExp(`^${name}:`) }).click();
  await expect(page.getByRole("dialog", { name: "Comments" }).getByRole("list", { name: "Messages" })).toContainText(text);
});

test("the activity panel shows the timesheet's timeline", async ({ page }) => {
  await openCurrentMonth(page, "EXPENSES");
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity).toBeVisible();
  const entries = activity.getByRole("listitem");
  await expect(entries.first()).toBeVisible();
  await expect(activity).toContainText("created the timesheet");
  await expectAccessible(page);
});
