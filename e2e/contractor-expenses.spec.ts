import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectAccessible, paddedPdf, signIn } from "./support";

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

/** The server's default upload limit (UPLOAD_MAX_BYTES, which the e2e server leaves unset): 10 MiB. */
const UPLOAD_LIMIT = 10 * 1024 * 1024;

type ExpensesOf = { data: { expenseRecords: { id: string; details: string; files: { id: string }[] }[] } };

test("a receipt refused for its size (10 MiB + 1 byte) keeps the expense from saving until it is left out (#47.4)", async ({ page }) => {
  const details = `Hotel by the substation ${Date.now()}`;
  const current = await openCurrentMonth(page, "EXPENSES");
  const stored = async () =>
    ((await (await page.request.get(`/api/timesheets/${current.id}`)).json()) as ExpensesOf).data.expenseRecords.filter((expense) => expense.details === details);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("table")).toBeVisible();

  await panel.getByRole("button", { name: "Add expense" }).click();
  const dialog = page.getByRole("dialog", { name: "Add expense" });
  await dialog.getByLabel("Category").selectOption("ACCOMMODATION_AND_MEALS");
  await dialog.getByLabel("Details").fill(details);
  await dialog.getByLabel("Amount paid").fill("118.00");

  // One byte over the limit: refused before a byte is sent, its size said against the limit
  // (not rounded down to the limit itself, "is 10 MB").
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles({ name: "hotel-receipt.pdf", mimeType: "application/pdf", buffer: paddedPdf(UPLOAD_LIMIT + 1) });
  const problems = dialog.getByRole("alert");
  await expect(problems).toContainText("“hotel-receipt.pdf” is 10.0 MB, larger than the 10 MB a file can be.");

  // Saving now sends nothing (no upload, no expense) and says why; the dialog keeps what was typed.
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && /^\/api\/(expense-records|files)\b/.test(new URL(request.url()).pathname)) writes.push(`${request.method()} ${request.url()}`);
  });
  await dialog.getByRole("button", { name: "Add expense" }).click();
  await expect(problems).toContainText("Not saved: a file above was refused. Choose another file, or leave the refused one out to save without it.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Details")).toHaveValue(details);
  await expectAccessible(page);
  expect(writes, "nothing sent while a file is refused").toEqual([]);
  expect(await stored(), "no expense stored").toEqual([]);
  await expect(panel.getByRole("row").filter({ hasText: details })).toHaveCount(0);

  // Only the person's own choice to go on without the file saves the expense, without a receipt.
  await dialog.getByRole("button", { name: "Leave the refused files out" }).click();
  await expect(dialog.getByRole("button", { name: "Leave the refused files out" })).toBeHidden();
  await expect(dialog.getByText(/hotel-receipt\.pdf/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add expense" }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole("row").filter({ hasText: details });
  await expect(row).toContainText("Accommodation and meals");
  await expect(row.getByRole("link", { name: /^Download receipt/ })).toHaveCount(0);
  const saved = await stored();
  expect(saved).toHaveLength(1);
  expect(saved[0]!.files).toEqual([]);
  expect(writes.filter((write) => write.startsWith("POST") && write.includes("/api/files"))).toEqual([]);

  // Put the month back as the demo had it.
  await row.getByRole("button", { name: /^Delete the expense of/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(panel.getByRole("row").filter({ hasText: details })).toHaveCount(0);
  expect(await stored()).toEqual([]);
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
