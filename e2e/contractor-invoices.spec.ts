import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

/**
 * Billing details and the fee invoice, on the seeded demo with FEATURE_INVOICING on: Lukas fills
 * his billing details (with the fields EN 16931 asks for), generates the invoice of the running
 * month's fee, an e-invoice, and downloads the Factur-X PDF and the XRechnung XML.
 * The invoice file is deleted again at the end so the other specs see the demo as seeded.
 */
const LUKAS = { email: "lukas@settle.local", password: "settle-demo-lukas" };

test("a contractor fills billing details, generates the fee invoice and downloads it", async ({ page }) => {
  await signIn(page, LUKAS);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);

  await page.getByTestId("user-menu").click();
  await page.getByTestId("billing-details-link").click();
  await expect(page.getByRole("heading", { name: "Billing details" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Party type").selectOption("PERSON");
  await page.getByLabel("Legal name").fill("Lukas Berger");
  await page.getByLabel("Address", { exact: true }).fill("Invalidenstraße 12");
  await page.getByLabel("Postal code").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("BIC").fill("DEUTDEFF");
  await page.getByLabel("Invoice currency").selectOption("EUR");
  await page.getByLabel("VAT number (optional)").fill("DE811907980");
  await page.getByLabel("Tax number (optional)").fill("21/815/08150");
  await page.getByLabel("Phone (optional)").fill("+49 30 1234567");
  // The shared schema refuses a wrong check digit before anything is sent.
  await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
  // Leaving a field judges it and its message moves the button: settle the layout before clicking.
  await page.getByLabel("IBAN").blur();
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("This is not a valid IBAN.")).toBeVisible();
  await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await page.getByLabel("IBAN").blur();
  const saving = page.waitForResponse((r) => r.url().endsWith("/api/billing-details") && r.request().method() === "POST", { timeout: 10_000 }).catch(() => null);
  await page.getByRole("button", { name: "Save billing details" }).click();
  const saved = await saving;
  // When the form refuses, its messages say why.
  const refused = saved ? [] : await page.locator('[id$="-error"], [role="alert"]').allTextContents();
  expect(saved ? `${saved.status()} ${await saved.text()}` : `not sent: ${refused.join(" | ")}`).toMatch(/^200 /);
  await expect(page.getByText("This is not a valid IBAN.")).toBeHidden();
  // This server sets no BILLING_DETAILS_UPDATED_URL, so the contractor stays on the page and is told
  // it was saved (the month server sets one and sends them on: e2e/fresh-install-month.spec.ts).
  await expect(page.getByTestId("toast").getByText("Billing details saved")).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/billing-details$/);
  await page.reload();
  await expect(page.getByLabel("Legal name")).toHaveValue("Lukas Berger");
  await expect(page.getByLabel("IBAN")).toHaveValue(/^DE89\s?3704/);

  await page.goto("/contractor");
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  const invoicePanel = page.getByRole("region", { name: "The fee invoice" });
  await invoicePanel.getByRole("button", { name: "Generate invoice" }).click();
  await expect(page.getByText(/^Invoice INV-\d{4}-[0-9A-F]{8}-\d{4} generated$/).first()).toBeVisible();
  const download = invoicePanel.getByRole("link", { name: "Download", exact: true });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-[0-9A-F]{8}-\d{4}-fee\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // A Factur-X PDF carries its XML inside.
  expect(bytes.includes(Buffer.from("factur-x.xml"))).toBe(true);

  // The panel says it is an e-invoice and offers the XRechnung XML from the same data.
  await expect(invoicePanel.getByText("EN 16931 e-invoice")).toBeVisible();
  const xmlLink = invoicePanel.getByRole("link", { name: "Download XRechnung XML" });
  const [xml] = await Promise.all([page.waitForEvent("download"), xmlLink.click()]);
  expect(xml.suggestedFilename()).toMatch(/^INV-\d{4}-[0-9A-F]{8}-\d{4}-fee-xrechnung\.xml$/);
  const xmlText = await readFile((await xml.path())!, "utf8");
  expect(xmlText).toContain("urn:xeinkauf.de:kosit:xrechnung_3.0");
  expect(xmlText).toContain("Lukas Berger");
  await expectAccessible(page);

  // Put the demo back: the generated invoice file goes.
  const timesheetId = new URL(page.url()).searchParams.get("timesheetId");
  const detail = (await (await page.request.get(`/api/timesheets/${timesheetId}`)).json()) as { data: { files: { id: string; fileType: string }[] } };
  const ids = detail.data.files.filter((f) => f.fileType === "FEE_INVOICE").map((f) => f.id);
  // A cookie write must name the app's own origin, as the browser's own requests do.
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  const removed = await page.request.delete("/api/files", { data: { ids }, headers: { origin } });
  expect(removed.ok()).toBe(true);
});
