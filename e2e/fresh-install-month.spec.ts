import { readFile } from "node:fs/promises";
import { writeFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { readRenderedPages, squeezed } from "../tests/support/rendered-pages";
import { detailStatus } from "./admin-support";
import { MONTH_ADMIN, MONTH_CLOCK_FILE, MONTH_URL } from "./fresh";
import { downloadNamedByServer, expectAccessible, linkInMail, openUserMenu, signIn } from "./support";

/**
 * A month on a fresh install, all through the screens, on the third e2e server: its business
 * clock starts on Tuesday 3 November 2026 and moves when this spec writes the clock file (the
 * server reads it on every request and runs the daily jobs, period statuses and the reminders of
 * the 1st and the 8th, before the first database use of each business day). Only the one-time
 * links are read the way an administrator of a local install reads them: in the mail's preview.
 * The steps build on each other, so they run in order.
 */
test.use({ baseURL: MONTH_URL });
// No retry: the server keeps what the first attempt did (and where its clock went), so a second
// attempt could only fail at its first step; a failure is reported as it happened.
test.describe.configure({ mode: "serial", retries: 0 });

const ENTITY = { name: "Northlake Settlements GmbH", address: "Hafenstraße 4, 20457 Hamburg", vat: "DE811907980" };
const CLIENT = { name: "Acme Labs", address: "Bahnhofstrasse 1\n8001 Zürich", contact: "accounts@acme.example" };
const PROJECT = "Data Audit";
const REVIEWER = { name: "Rita Reviewer", email: "rita.reviewer@acme.example" };
// A name outside ASCII: the export's filename* keeps it, its plain filename cannot.
const ZOE = { name: "Zoë Ångström", email: "zoe.angstrom@example.com", password: "zoe-first-password" };
// Engaged too but never settles: the reminders of the 1st and the 8th have someone to remind.
const RAVI = { name: "Ravi Menon", email: "ravi.menon@example.com" };
const MONTH = "November 2026";
const CONTEST_REASON = "The interviews on the 5th took the morning only; log half a day.";
const BONUS_NOTE = "For the clean data inventory";

/** The business clock of the month server: the next request runs on this moment's day. */
function moveClock(iso: string) {
  writeFileSync(MONTH_CLOCK_FILE, `${iso}\n`);
}

/** The timesheet status shown in the workspace's header (a badge after a screen-reader label). */
function timesheetStatus(page: Page) {
  return page.getByText("Timesheet status:", { exact: true }).locator("xpath=following-sibling::*[1]");
}

function tab(page: Page, name: "Fee" | "Expenses" | "Bonus") {
  return page.getByRole("tab", { name: new RegExp(`^${name}`) });
}

async function signInAdmin(page: Page) {
  await signIn(page, MONTH_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Zoë's own browser, signed in on the workspace and showing the month of the story: the
 * workspace opens on the month that needs her, which once November is submitted is the running
 * December, so November is then picked from the month switcher.
 */
async function contractorPage(browser: Browser): Promise<{ context: BrowserContext; zoe: Page }> {
  const context = await browser.newContext({ baseURL: MONTH_URL });
  const zoe = await context.newPage();
  await signIn(zoe, ZOE);
  await expect(zoe).toHaveURL(/\/contractor\?.*timesheetId=/);
  await expect(tab(zoe, "Fee")).toBeVisible();
  const switcher = zoe.getByRole("button", { name: /^Billing period: / });
  if ((await switcher.getAttribute("aria-label")) !== `Billing period: ${MONTH}. Choose another month`) {
    await switcher.click();
    await zoe.getByRole("menuitemradio", { name: new RegExp(`^${MONTH}`) }).click();
    await expect(zoe.getByRole("button", { name: `Billing period: ${MONTH}. Choose another month` })).toBeVisible();
    await expect(tab(zoe, "Fee")).toBeVisible();
  }
  return { context, zoe };
}

/** Settle or resubmit after reading what the confirmation says will happen. */
async function confirmSubmit(page: Page, label: string, expected: string[]) {
  await page.getByRole("button", { name: label, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  for (const line of expected) await expect(confirm).toContainText(line);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: label, exact: true }).click();
  await expect(confirm).toBeHidden();
}

async function prepare(page: Page, component: "fee" | "expenses" | "bonus") {
  await page.getByRole("button", { name: `Prepare ${component}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("becomes Prepared");
  await confirm.getByRole("button", { name: `Prepare ${component}`, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** The administrator's detail of Zoë's month, opened from the Timesheets list. */
async function openZoesMonth(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Timesheets" }).click();
  const link = page.getByRole("link", { name: `${MONTH} timesheet of ${ZOE.name} on ${PROJECT}` });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await link.click();
  await expect(page.getByTestId("timesheet-detail")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${ZOE.name} · ${MONTH}` })).toBeVisible();
}

/** A contractor's card on the project page: the innermost block holding their name and its buttons. */
function personCard(page: Page, name: string) {
  return page
    .locator("div")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .filter({ has: page.getByRole("button", { name: "Add rates" }) })
    .last();
}

/** OCR text and expected text compared without spaces, case or accents (tesseract reads "Zoë" as "Zoé" now and then). */
function legible(text: string): string {
  return squeezed(text).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function receiptPdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

test("1. the first administrator sets up an invoicing entity, a client, a project with a reviewer and two contractors with daily rates", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  // The first screen of an empty installation says where to start (#47.9), the first step linked.
  const start = page.getByRole("region", { name: "Where to start" });
  await expect(start.getByRole("listitem")).toHaveText([/^1\. Create a client/, /^2\. Create a project/, /^3\. Invite a contractor/, /^4\. Add the contractor/]);
  await expect(start.getByRole("link", { name: "Create your first client" })).toHaveAttribute("href", "/admin/clients");
  await expectAccessible(page);

  // Settings: whom the contractors invoice.
  await openUserMenu(page);
  await page.getByTestId("settings-link").click();
  await expect(page).toHaveURL(/\/admin\/settings/);
  await expect(page.getByRole("main").getByText("No invoicing entities yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "New invoicing entity" }).click();
  const entity = page.getByRole("dialog", { name: "New invoicing entity" });
  await entity.getByLabel("Name").fill(ENTITY.name);
  await entity.getByLabel("Party type").selectOption("ENTITY");
  await entity.getByLabel("Currency").selectOption("EUR");
  await entity.getByLabel("Country").selectOption("DE");
  await entity.getByLabel("Address (free text)").fill(ENTITY.address);
  await entity.getByLabel("VAT number").fill(ENTITY.vat);
  await expectAccessible(page);
  await entity.getByRole("button", { name: "Create", exact: true }).click();
  await expect(entity).toBeHidden();
  const entityRow = page.getByRole("table", { name: "Invoicing entities" }).getByRole("row").filter({ hasText: ENTITY.name });
  await expect(entityRow).toContainText("Germany");
  await expect(entityRow).toContainText(ENTITY.vat);

  // VAT: nothing is set on a fresh install; Settings says what that means and opens the entry to set.
  const vat = page.getByRole("region", { name: "VAT rates" });
  await expect(vat.getByRole("note")).toContainText("No VAT rate is configured: domestic invoices carry no VAT.");
  const germany = vat.getByRole("table", { name: "VAT rate of domestic invoices per country" }).getByRole("row").filter({ hasText: "Germany (DE)" });
  await expect(germany).toContainText("None: domestic invoices carry no VAT");
  await germany.getByRole("button", { name: "Set rate for Germany" }).click();
  const rateForm = page.getByRole("dialog", { name: "New configuration entry" });
  await expect(rateForm.getByLabel("Key")).toHaveValue("invoices.taxRate.DE");
  await expectAccessible(page);
  // Left unset: the month below runs as a fresh install does, its domestic invoice without VAT.
  await page.keyboard.press("Escape");
  await expect(rateForm).toBeHidden();

  // Clients: the client names the entity.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("main").getByText("No clients yet")).toBeVisible();
  await page.getByRole("button", { name: "New client" }).click();
  const client = page.getByRole("dialog", { name: "New client" });
  await client.getByLabel("Name").fill(CLIENT.name);
  await client.getByLabel("Country").selectOption("CH");
  await client.getByLabel("Address").fill(CLIENT.address);
  await client.getByLabel("Invoicing entity").selectOption({ label: ENTITY.name });
  await client.getByLabel("Contact e-mail").fill(CLIENT.contact);
  await expectAccessible(page);
  await client.getByRole("button", { name: "Create client" }).click();
  await expect(client).toBeHidden();
  await expect(page.getByRole("table", { name: "Clients" }).getByRole("row").filter({ hasText: CLIENT.name })).toContainText(ENTITY.name);
  await expectAccessible(page);

  // Users: two contractors are invited.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("main").getByText("No contractors yet")).toBeVisible();
  await expectAccessible(page);
  for (const person of [ZOE, RAVI]) {
    await page.getByRole("button", { name: "Invite contractor" }).click();
    const invite = page.getByRole("dialog", { name: "Invite a contractor" });
    await invite.getByLabel("Name").fill(person.name);
    await invite.getByLabel("E-mail").fill(person.email);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByRole("table", { name: "Contractors" }).getByRole("row").filter({ hasText: person.name })).toContainText("Invited");
  }

  // Projects: the project starts on the 1st; it names no entity, so the client's invoices it.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "New project" }).click();
  const project = page.getByRole("dialog", { name: "New project" });
  await project.getByLabel("Name").fill(PROJECT);
  await expect(project.getByLabel("Client")).toHaveValue(/.+/);
  await project.getByLabel("Start date").fill("2026-11-01");
  await expectAccessible(page);
  await project.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByText(`${ENTITY.name} (the client's)`)).toBeVisible();
  await expectAccessible(page);

  // A reviewer, who approves or contests the project's months through a link in a mail.
  await page.getByRole("button", { name: "Add reviewer" }).click();
  const reviewer = page.getByRole("dialog", { name: "Add a reviewer" });
  await reviewer.getByLabel("Name").fill(REVIEWER.name);
  await reviewer.getByLabel("E-mail").fill(REVIEWER.email);
  await expectAccessible(page);
  await reviewer.getByRole("button", { name: "Add reviewer" }).click();
  await expect(reviewer).toBeHidden();
  await expect(page.getByRole("list", { name: "Reviewers" })).toContainText(REVIEWER.name);

  // Both contractors on the project, each with a daily rate from the 1st; Zoë may get a bonus.
  for (const [person, rate, bonus] of [
    [ZOE, "640", true],
    [RAVI, "500", false],
  ] as const) {
    await page.getByRole("button", { name: "Add contractor" }).first().click();
    const add = page.getByRole("dialog", { name: "Add a contractor to the project" });
    const picker = add.getByRole("combobox", { name: "Contractor" });
    await picker.fill(person.name.slice(0, 3));
    await add.getByRole("option", { name: new RegExp(person.name) }).click();
    await expect(picker).toHaveValue(`${person.name} (${person.email})`);
    await expect(add.getByLabel("Start date")).toHaveValue("2026-11-01");
    if (bonus) await add.getByLabel("Bonus eligible").check();
    await expectAccessible(page);
    await add.getByRole("button", { name: "Add contractor" }).click();
    await expect(add).toBeHidden();

    await personCard(page, person.name).getByRole("button", { name: "Add rates" }).click();
    const rates = page.getByRole("dialog", { name: `Add rates for ${person.name}` });
    await rates.getByLabel("Valid from").fill("2026-11-01");
    await expect(rates.getByLabel("Frequency of rate 1")).toHaveValue("DAILY");
    await rates.getByLabel("Amount of rate 1").fill(rate);
    await expect(rates.getByLabel("Currency of rate 1")).toHaveValue("EUR");
    await expectAccessible(page);
    await rates.getByRole("button", { name: "Add rates" }).click();
    await expect(rates).toBeHidden();
    await expect(page.getByRole("table", { name: new RegExp(`^Rates of ${person.name}`) })).toContainText(`${rate}.00`);
  }

  // The running month opened for both as soon as they had a rate.
  const recent = page.getByRole("table", { name: `Recent timesheets of ${PROJECT}` });
  for (const person of [ZOE, RAVI]) {
    await expect(recent.getByRole("row").filter({ hasText: person.name }).filter({ hasText: MONTH })).toContainText("In progress");
  }
  await expectAccessible(page);
});

test("2. the contractor accepts the invitation, logs work and an expense paid in yen, fills billing details and settles the month once it has ended", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signInAdmin(page);
  const invitation = await linkInMail(page, { subject: "You are invited to Settle", to: ZOE.email }, "invite");
  expect(new URL(invitation).origin).toBe(MONTH_URL);

  const context = await browser.newContext({ baseURL: MONTH_URL });
  const zoe = await context.newPage();
  await zoe.goto(new URL(invitation).pathname);
  await expectAccessible(zoe);
  await zoe.getByLabel("New password").fill(ZOE.password);
  await zoe.getByLabel("Repeat the password").fill(ZOE.password);
  await zoe.getByTestId("set-password-submit").click();
  // Setting the password signs her in: her first screen, without typing the password again.
  await expect(zoe).toHaveURL(/\/contractor\?.*timesheetId=/);

  // A first visit offers the tour; it can be skipped.
  const tour = zoe.getByTestId("product-tour");
  await expect(tour).toBeVisible();
  await expectAccessible(zoe);
  await tour.getByRole("button", { name: "Skip tour" }).click();
  await expect(tour).toBeHidden();

  // The running month is open, not "not begun".
  await expect(zoe.getByRole("button", { name: `Billing period: ${MONTH}. Choose another month` })).toBeVisible();
  await expect(timesheetStatus(zoe)).toHaveText("In progress");
  await expect(zoe.getByText("The month is running. Log your work as you go and settle it when the month ends.")).toBeVisible();
  await expect(zoe.getByText(/has not begun/)).toHaveCount(0);
  await expect(zoe.getByRole("region", { name: "Before your first invoice" })).toBeVisible();
  await expectAccessible(zoe);

  // Three days in one go (a range picked with shift-click), then a fourth.
  const grid = zoe.getByRole("grid", { name: `Days of ${MONTH}` });
  await grid.getByRole("button", { name: /^Monday, 2 November 2026/ }).click();
  await grid.getByRole("button", { name: /^Wednesday, 4 November 2026/ }).click({ modifiers: ["Shift"] });
  await expect(zoe.getByText("3 days selected.")).toBeVisible();
  await zoe.getByLabel("Work summary").fill("Data inventory");
  await zoe.getByLabel("Counterpart").fill("Acme data team");
  await zoe.getByRole("button", { name: "Add 3 records" }).click();
  const records = zoe.getByRole("table", { name: `Work logged in ${MONTH}` });
  await expect(records.getByRole("row").filter({ hasText: "Data inventory" })).toHaveCount(3);
  await grid.getByRole("button", { name: /^Thursday, 5 November 2026/ }).click();
  await zoe.getByLabel("Work summary").fill("Stakeholder interviews");
  await zoe.getByRole("button", { name: "Add record" }).click();
  await expect(records.getByRole("row").filter({ hasText: "Stakeholder interviews" })).toContainText("1 day");
  await expect(tab(zoe, "Fee")).toContainText("€2,560.00");
  await expectAccessible(zoe);

  // An expense paid in yen, outside the settlement currencies, with its receipt.
  await tab(zoe, "Expenses").click();
  const panel = zoe.getByRole("tabpanel");
  await panel.getByRole("button", { name: "Add expense" }).click();
  const expense = zoe.getByRole("dialog", { name: "Add expense" });
  await expense.getByLabel("Date").fill("2026-11-04");
  await expense.getByLabel("Category").selectOption("ACCOMMODATION_AND_MEALS");
  await expense.getByLabel("Details").fill("Hotel near the Tokyo data centre");
  await expense.getByLabel("Amount paid").fill("12000");
  await expense.getByLabel("Currency").fill("JPY");
  await expect(expense.getByText("0 decimals")).toBeVisible();
  await expense.getByLabel(/Exchange rate/).fill("0.0061");
  await expect(expense.getByRole("status", { name: "Amount in EUR" })).toHaveText("€73.20");
  const chooser = zoe.waitForEvent("filechooser");
  await expense.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles({ name: "hotel-receipt.pdf", mimeType: "application/pdf", buffer: receiptPdf("hotel") });
  await expect(expense.getByRole("list", { name: "Files of this expense" })).toContainText("hotel-receipt.pdf");
  await expectAccessible(zoe);
  await expense.getByRole("button", { name: "Add expense" }).click();
  await expect(expense).toBeHidden();
  const hotel = panel.getByRole("row").filter({ hasText: "Hotel near the Tokyo data centre" });
  await expect(hotel).toContainText("¥12,000");
  await expect(hotel).toContainText("€73.20");
  await expect(hotel.getByRole("link", { name: "Download receipt hotel-receipt.pdf" })).toBeVisible();
  await expect(tab(zoe, "Expenses")).toContainText("€73.20");

  // The timesheet opens again with the yen expense in it (it answered 500 before), by a reload
  // and by a fresh visit through the menu.
  await zoe.reload();
  await expect(hotel).toContainText("¥12,000");
  await expect(zoe.getByText("could not be loaded")).toHaveCount(0);
  const month = zoe.url();
  await zoe.getByRole("navigation", { name: "Main" }).getByRole("link", { name: PROJECT }).click();
  await expect(zoe).toHaveURL(/\/contractor\?.*timesheetId=/);
  await tab(zoe, "Expenses").click();
  await expect(zoe.getByRole("tabpanel").getByRole("row").filter({ hasText: "Hotel near the Tokyo data centre" })).toContainText("€73.20");
  await expectAccessible(zoe);

  // Billing details, from the checklist; the installation sends the contractor back to the workspace.
  await zoe.getByRole("region", { name: "Before your first invoice" }).getByRole("link", { name: "Add your billing details" }).click();
  await expect(zoe.getByRole("heading", { name: "Billing details" })).toBeVisible();
  await expectAccessible(zoe);
  await zoe.getByLabel("Party type").selectOption("PERSON");
  await zoe.getByLabel("Legal name").fill(ZOE.name);
  await zoe.getByLabel("Address", { exact: true }).fill("Torstraße 1");
  await zoe.getByLabel("Postal code").fill("10119");
  await zoe.getByLabel("City").fill("Berlin");
  await zoe.getByLabel("Country").selectOption("DE");
  await zoe.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await zoe.getByLabel("BIC").fill("COBADEFFXXX");
  await zoe.getByLabel("Invoice currency").selectOption("EUR");
  await zoe.getByRole("button", { name: "Save billing details" }).click();
  await expect(zoe).toHaveURL(/\/contractor\?.*timesheetId=/);
  expect(new URL(zoe.url()).pathname).toBe("/contractor");
  await expect(tab(zoe, "Fee")).toBeVisible();
  await expect(zoe.getByRole("region", { name: "Before your first invoice" })).toHaveCount(0);

  // The fee invoice, made out now that the billing details are there.
  await zoe.goto(month);
  await tab(zoe, "Fee").click();
  const invoice = zoe.getByRole("region", { name: "The fee invoice" });
  await invoice.getByRole("button", { name: "Generate invoice" }).click();
  await expect(zoe.getByText(/^Invoice INV-2026-[0-9A-F]{8}-0001 generated$/).first()).toBeVisible();
  await expect(invoice).toContainText(/INV-2026-[0-9A-F]{8}-0001/);
  await expectAccessible(zoe);

  // Both components prepared while the month still runs...
  await prepare(zoe, "fee");
  await expect(tab(zoe, "Fee")).toContainText("Prepared");
  await tab(zoe, "Expenses").click();
  await prepare(zoe, "expenses");
  await expect(tab(zoe, "Expenses")).toContainText("Prepared");
  await expect(timesheetStatus(zoe)).toHaveText("In progress");

  // ...and settled once it has ended: the clock moves to the 1st, the month is due.
  moveClock("2026-12-01T09:00:00Z");
  await zoe.reload();
  await expect(timesheetStatus(zoe)).toHaveText("Due");
  await expect(zoe.getByText("The month is over. Settle it now, or say you didn't work that month.")).toBeVisible();
  await expectAccessible(zoe);
  await confirmSubmit(zoe, `Settle ${MONTH}`, [
    "Fee: Prepared → Submitted",
    "Expenses: Prepared → Submitted",
    "Bonus: stays Eligible",
    "The timesheet becomes Submitted.",
  ]);
  await expect(timesheetStatus(zoe)).toHaveText("Submitted");
  await expect(tab(zoe, "Fee")).toContainText("Submitted");
  await expect(tab(zoe, "Expenses")).toContainText("Submitted");
  await expect(tab(zoe, "Bonus")).toContainText("Eligible");
  await expect(zoe.getByText("Submitted. The reviewer approves or contests it; nothing to do meanwhile.")).toBeVisible();
  await context.close();
});

test("3. the reviewer contests the fee from the review mail; the contractor corrects a record and resubmits", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  const review = await linkInMail(page, { subject: `Please review ${ZOE.name}'s ${MONTH} on ${PROJECT}`, to: REVIEWER.email }, "review");
  expect(new URL(review).origin).toBe(MONTH_URL);

  // The reviewer needs no account: the link is the only credential.
  const anonymous = await browser.newContext({ baseURL: MONTH_URL });
  const reviewer = await anonymous.newPage();
  await reviewer.goto(new URL(review).pathname);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(`${ZOE.name} · ${MONTH}`);
  await expect(reviewer.getByRole("main")).toContainText("¥12,000");
  await expectAccessible(reviewer);
  const fee = reviewer.getByTestId("review-component-TIMESHEET");
  await fee.getByRole("button", { name: "Contest" }).click();
  await fee.getByLabel("Reason for contesting the fee").fill(CONTEST_REASON);
  await expectAccessible(reviewer);
  await fee.getByRole("button", { name: "Contest fee" }).click();
  await expect(reviewer.getByRole("status").filter({ hasText: /contest/i })).toBeVisible();
  await expect(fee).toContainText("Contested");
  await anonymous.close();

  const { context, zoe } = await contractorPage(browser);
  await expect(timesheetStatus(zoe)).toHaveText("Contested");
  await expect(tab(zoe, "Fee")).toContainText("Contested");
  await expect(zoe.getByRole("region", { name: "Why the fee was contested" })).toContainText(CONTEST_REASON);
  await expectAccessible(zoe);

  // The correction: half a day on the 5th; the invoice made before is now outdated.
  const records = zoe.getByRole("table", { name: `Work logged in ${MONTH}` });
  await records.getByRole("button", { name: 'Edit the record of 05 Nov 2026 "Stakeholder interviews"' }).click();
  await zoe.getByRole("textbox", { name: "Time in days on 05 Nov 2026" }).fill("0.5");
  await zoe.getByRole("textbox", { name: "Time in days on 05 Nov 2026" }).press("Enter");
  await expect(records.getByRole("row").filter({ hasText: "Stakeholder interviews" })).toContainText("0.5 days");
  await expect(tab(zoe, "Fee")).toContainText("€2,240.00");
  const invoice = zoe.getByRole("region", { name: "The fee invoice" });
  await expect(invoice).toContainText("Outdated");
  await invoice.getByRole("button", { name: "Regenerate invoice" }).click();
  await expect(zoe.getByText(/^Invoice INV-2026-[0-9A-F]{8}-0001 generated$/).first()).toBeVisible();
  await expect(invoice).not.toContainText("Outdated");

  await prepare(zoe, "fee");
  await confirmSubmit(zoe, `Resubmit ${MONTH}`, ["Fee: Prepared → Submitted", "Expenses: stays Submitted", "The timesheet becomes Submitted."]);
  await expect(timesheetStatus(zoe)).toHaveText("Submitted");
  await expect(tab(zoe, "Fee")).toContainText("Submitted");
  await expect(tab(zoe, "Expenses")).toContainText("Submitted");
  await context.close();
});

test("4. a bonus set after submission is claimed alone; the administrator approves everything, exports the fee and closes the month", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signInAdmin(page);
  await openZoesMonth(page);
  await expect(detailStatus(page)).toHaveText("Submitted");
  await expectAccessible(page);

  // The bonus is decided after the month went to review: only the bonus changes.
  const bonusForm = page.getByRole("form", { name: "Bonus amount" });
  await bonusForm.getByLabel("Bonus amount (EUR)").fill("1000");
  await bonusForm.getByLabel("Note for the contractor (optional)").fill(BONUS_NOTE);
  await bonusForm.getByRole("button", { name: "Save bonus" }).click();
  await expect(page.getByTestId("toast").getByText("Bonus amount saved")).toBeVisible();
  await expect(page.getByTestId("component-BONUS")).toContainText("€1,000.00");
  await expect(page.getByTestId("component-BONUS")).toContainText("Eligible");
  await expect(detailStatus(page)).toHaveText("Submitted");
  await expect(page.getByTestId("component-TIMESHEET")).toContainText("Submitted");
  await expect(page.getByTestId("component-TIMESHEET")).toContainText("€2,240.00");
  await expect(page.getByTestId("component-EXPENSES")).toContainText("Submitted");
  await expect(page.getByTestId("component-EXPENSES")).toContainText("€73.20");

  // The contractor claims the bonus alone.
  const { context, zoe } = await contractorPage(browser);
  await expect(timesheetStatus(zoe)).toHaveText("Submitted");
  await tab(zoe, "Bonus").click();
  await expect(zoe.getByTestId("bonus-amount")).toHaveText("€1,000.00");
  await expect(zoe.getByText(BONUS_NOTE)).toBeVisible();
  await expectAccessible(zoe);
  await prepare(zoe, "bonus");
  await expect(tab(zoe, "Bonus")).toContainText("Prepared");
  await confirmSubmit(zoe, `Settle ${MONTH}`, ["Fee: stays Submitted", "Expenses: stays Submitted", "Bonus: Prepared → Submitted", "The timesheet becomes Submitted."]);
  await expect(tab(zoe, "Bonus")).toContainText("Submitted");
  await expect(tab(zoe, "Fee")).toContainText("Submitted");
  await expect(timesheetStatus(zoe)).toHaveText("Submitted");

  // The administrator approves the three components.
  await page.reload();
  await expect(page.getByTestId("component-BONUS")).toContainText("Submitted");
  for (const [component, label] of [
    ["TIMESHEET", "Fee"],
    ["EXPENSES", "Expenses"],
    ["BONUS", "Bonus"],
  ] as const) {
    const card = page.getByTestId(`component-${component}`);
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("toast").getByText(`${label} approved`)).toBeVisible();
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  }
  await expect(detailStatus(page)).toHaveText("Approved");
  await expectAccessible(page);

  // The contractor sees it approved and downloads the fee invoice made before preparing (an
  // approved fee can no longer change, so no invoice is generated now).
  await zoe.reload();
  await expect(timesheetStatus(zoe)).toHaveText("Approved");
  await tab(zoe, "Fee").click();
  const invoice = zoe.getByRole("region", { name: "The fee invoice" });
  await expect(invoice.getByRole("button", { name: /Generate invoice|Regenerate invoice/ })).toHaveCount(0);
  await expect(invoice).toContainText(/INV-2026-[0-9A-F]{8}-0001/);
  const number = (await invoice.textContent())?.match(/INV-2026-[0-9A-F]{8}-0001/)?.[0];
  expect(number).toBeDefined();
  const pdf = await downloadNamedByServer(zoe, invoice.getByRole("link", { name: "Download", exact: true }), /^\/api\/files\//);
  expect(pdf.suggestedFilename()).toBe(`${number}-fee.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The page as a person sees it (pdftoppm draws it, tesseract reads it back): the number, both
  // parties and the total of the corrected month (3.5 days at €640) are legible, not only in the text layer.
  const [page1, ...rest] = await readRenderedPages(bytes, ["eng", "deu"]);
  expect(rest).toHaveLength(0);
  const seen = legible(page1 ?? "");
  for (const text of ["Invoice number", number!, ZOE.name, ENTITY.name, "€2,240.00"]) expect(seen, `page 1 read as:\n${page1}`).toContain(legible(text));
  await expectAccessible(zoe);
  await context.close();

  // The fee workbook is saved under the server's name, accents and all.
  const workbookFile = await downloadNamedByServer(page, page.getByRole("toolbar", { name: "Timesheet actions" }).getByRole("button", { name: "Export fee" }), /\/api\/timesheets\/[^/]+\/export$/);
  expect(workbookFile.suggestedFilename()).toBe("timesheet-zoë-ångström-2026-11.xlsx");
  await expect(page.getByTestId("toast").getByText("timesheet-zoë-ångström-2026-11.xlsx")).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await workbookFile.path());
  const totals = new Map<string, unknown>();
  workbook.getWorksheet("Timesheet")!.eachRow((row) => {
    const first = String(row.getCell(1).value ?? "");
    if (first === "Total days") totals.set(first, row.getCell(4).value);
    if (first === "Total fee (EUR)") totals.set(first, row.getCell(7).value);
  });
  expect(Object.fromEntries(totals)).toEqual({ "Total days": 3.5, "Total fee (EUR)": 2240 });

  // Closed: nothing changes any more until it is reopened.
  const controls = page.getByRole("toolbar", { name: "Timesheet actions" });
  await controls.getByRole("button", { name: "Close", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Close the timesheet of ${MONTH}?` });
  await expect(confirm).toContainText("A closed timesheet cannot change until it is reopened.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByTestId("toast").getByText(`${MONTH} closed`)).toBeVisible();
  await expect(detailStatus(page)).toHaveText("Closed");
  await expect(controls.getByRole("button", { name: "Reopen" })).toBeEnabled();
});

test("5. on the 1st and the 8th every month still unsettled is reminded, to its contractor and in one copy to the administrators", async ({ page }) => {
  test.setTimeout(180_000);
  // The clock went to the 1st in step 2 (both months were due then); now a week later.
  moveClock("2026-12-08T09:00:00Z");
  await signInAdmin(page);
  await openUserMenu(page);
  await page.getByTestId("settings-link").click();
  const outbox = page.getByRole("table", { name: "Mail outbox" });
  const rows = (to: string, type: string) => outbox.getByRole("row").filter({ hasText: to }).filter({ hasText: type });

  await expect(rows(RAVI.email, "Due timesheet first reminder")).toHaveCount(1);
  await expect(rows(RAVI.email, "Due timesheet first reminder")).toContainText(`${MONTH} has ended: settle ${PROJECT}`);
  // Zoë's month was due on the 1st (prepared, not yet submitted), so she was reminded too...
  await expect(rows(ZOE.email, "Due timesheet first reminder")).toHaveCount(1);
  // ...but it is closed now: the reminder of the 8th goes to Ravi alone.
  await expect(rows(RAVI.email, "Due timesheet after one week reminder")).toHaveCount(1);
  await expect(rows(RAVI.email, "Due timesheet after one week reminder")).toContainText(`Reminder: ${MONTH} on ${PROJECT} is still not settled`);
  await expect(rows(ZOE.email, "Due timesheet after one week reminder")).toHaveCount(0);
  const copy = rows(MONTH_ADMIN.email, "Due timesheet after one week reminder");
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText(`Copy: ${RAVI.name} has not settled ${MONTH} on ${PROJECT}`);
  await expectAccessible(page);

  await copy.getByRole("button", { name: /^View the mail / }).click();
  const mail = page.getByRole("dialog", { name: `Copy: ${RAVI.name} has not settled ${MONTH} on ${PROJECT}` });
  await expect(mail.getByTestId("mail-text")).toContainText(`${RAVI.name}, ${MONTH} on ${PROJECT}. Still to settle: Fee.`);
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // The dashboard still lists the month nobody settled.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("main")).toContainText(RAVI.name);
  await expectAccessible(page);
});
