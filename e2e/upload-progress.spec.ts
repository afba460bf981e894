import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, paddedPdf, signIn } from "./support";

/**
 * An upload's bar moves while the bytes go out and Cancel stops it (issue #38: "an upload shows its
 * bar moving and can be cancelled"). Chromium's own network emulation slows the upload to 64 KB/s,
 * so a 2 MB invoice would take half a minute: long enough to read the bar twice and cancel.
 */
const UPLOAD_BYTES_PER_SECOND = 64 * 1024;

type Detail = { data: { files: { id: string; fileType: string }[] } };

test("an upload shows its bar moving on a slow connection and can be cancelled", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor/);
  // Amara's running month: the one whose expenses are in progress, with records, so its expense invoice can be uploaded.
  const list = (await (await page.request.get("/api/timesheets")).json()) as { data: { id: string; expensesStatus: string }[] };
  const current = list.data.find((timesheet) => timesheet.expensesStatus === "IN_PROGRESS");
  expect(current, "the demo has a month with expenses in progress").toBeDefined();
  const filesNow = async () => ((await (await page.request.get(`/api/timesheets/${current!.id}`)).json()) as Detail).data.files.map((file) => file.id).sort();
  const before = await filesNow();
  await page.goto(`/contractor?timesheetId=${current!.id}&component=EXPENSES`);
  const panel = page.getByRole("region", { name: "The expense invoice" });
  const choose = panel.getByRole("button", { name: "Upload your own invoice" });
  await expect(choose).toBeEnabled();
  const invoiceLine = await panel.locator("p").first().textContent();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: UPLOAD_BYTES_PER_SECOND });
  try {
    const chooser = page.waitForEvent("filechooser");
    await choose.click();
    await (await chooser).setFiles({ name: "slow-invoice.pdf", mimeType: "application/pdf", buffer: paddedPdf(2 * 1024 * 1024) });

    const bar = panel.getByRole("progressbar", { name: "Uploading slow-invoice.pdf" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuetext", /^\d+%, .+ of 2(\.0)? MB$/);
    await expect(choose).toBeDisabled();
    const valueNow = async () => Number(await bar.getAttribute("aria-valuenow"));
    const first = await valueNow();
    await expect.poll(valueNow, { message: "the bar moves as the bytes go out", timeout: 10_000 }).toBeGreaterThan(first);
    await expectAccessible(page);
    const moved = await valueNow();
    expect(moved, "still uploading, so Cancel has something to stop").toBeLessThan(100);

    // Cancel is reached with the keyboard, as a screen reader user would.
    const cancel = panel.getByRole("button", { name: "Cancel the upload of slow-invoice.pdf" });
    await cancel.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast").getByText("Upload cancelled")).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await expect(choose).toBeEnabled();
  } finally {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  }

  // Nothing was stored: the timesheet has the files it had, and the panel shows what it showed.
  expect(await filesNow()).toEqual(before);
  await page.reload();
  await expect(panel.locator("p").first()).toHaveText(invoiceLine ?? "");
  await expect(panel).not.toContainText("slow-invoice.pdf");
});
