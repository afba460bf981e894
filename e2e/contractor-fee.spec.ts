import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

/**
 * The fee tab of the contractor workspace on the seeded demo. Every test puts back what it changed
 * (through the API when the screen cannot), so the other specs see the demo as seeded. Dates are
 * never hard-coded: the demo is seeded relative to today.
 */
const LUKAS = { email: "lukas@settle.local", password: "settle-demo-lukas" };

type Detail = { id: string; timesheetRecords: { id: string; workSummary: string }[] };

/** The admin API key the quick start generated into the e2e data directory. */
function adminApiKey(): string {
  const secrets = JSON.parse(readFileSync(path.resolve(".e2e-data/local-secrets.json"), "utf8")) as { ADMIN_API_KEY: string };
  return secrets.ADMIN_API_KEY;
}

/** Signs in and waits for the workspace to show the default timesheet, whose id the URL then carries. */
async function openWorkspace(page: Page, who: { email: string; password: string }) {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
}

function timesheetIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("timesheetId");
  expect(id).toBeTruthy();
  return id!;
}

/** "October 2026", read from the period switcher. */
async function periodName(page: Page): Promise<string> {
  const label = await page.getByRole("button", { name: /^Billing period: / }).getAttribute("aria-label");
  return label!.replace(/^Billing period: /, "").replace(/\. Choose another month$/, "");
}

/** Amara opens on last month (due); two steps forward is the month after the running one. */
async function stepForward(page: Page, months: number) {
  for (let step = 0; step < months; step += 1) {
    const before = page.url();
    await page.getByRole("button", { name: /^Next month: / }).click();
    await expect(page).not.toHaveURL(before);
  }
}

async function deleteRecords(request: APIRequestContext, timesheetId: string, keep: (summary: string) => boolean) {
  const detail = ((await (await request.get(`/api/timesheets/${timesheetId}`)).json()) as { data: Detail }).data;
  const ids = detail.timesheetRecords.filter((record) => !keep(record.workSummary)).map((record) => record.id);
  if (ids.length === 0) return;
  // A cookie write must name the app's own origin, as the browser's own requests do.
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  const response = await request.delete("/api/timesheet-records", { data: { timesheetId, ids }, headers: { origin } });
  expect(response.status()).toBe(200);
}

test("a DAILY contractor logs a day through the date picker, edits it with Enter and deletes it", async ({ page }) => {
  const summary = `Grid workshop ${Date.now()}`;
  await openWorkspace(page, DEMO.contractor);
  const grid = page.getByRole("grid", { name: /^Days of / });

  // A day off is really disabled: not clickable, and announced as unavailable.
  const saturday = grid.getByRole("button", { name: /^Saturday, / }).first();
  await expect(saturday).toBeDisabled();
  await expect(saturday).toHaveAttribute("aria-disabled", "true");

  const free = grid.getByRole("button", { disabled: false }).first();
  const dayName = (await free.getAttribute("aria-label"))!.split(",").slice(0, 2).join(",");
  await free.click();
  await expect(page.getByText("1 day selected")).toBeVisible();
  await page.getByLabel("Work summary").fill(summary);
  await page.getByLabel("Counterpart").fill("Field crew");
  await page.getByRole("button", { name: "Add record" }).click();

  const table = page.getByRole("table", { name: /^Work logged in / });
  const row = table.getByRole("row").filter({ hasText: summary });
  await expect(row).toContainText("1 day");
  await expect(row).toContainText("Field crew");
  // A day-based rate takes one record per day: the day is now marked and disabled.
  const logged = grid.getByRole("button", { name: new RegExp(`^${dayName}, has a record, not available`) });
  await expect(logged).toBeDisabled();
  await expectAccessible(page);

  await row.getByRole("button", { name: /^Edit the record of / }).click();
  const edited = `${summary} (half day)`;
  await page.getByRole("textbox", { name: /^Work summary of / }).fill(edited);
  await page.getByRole("textbox", { name: /^Time in days on / }).fill("0.5");
  await page.getByRole("textbox", { name: /^Time in days on / }).press("Enter");
  const editedRow = table.getByRole("row").filter({ hasText: edited });
  await expect(editedRow).toContainText("0.5 days");

  await editedRow.getByRole("button", { name: /^Delete the record of / }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(edited);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(table.getByRole("row").filter({ hasText: summary })).toHaveCount(0);
  await expect(grid.getByRole("button", { name: new RegExp(`^${dayName}, not available`) })).toHaveCount(0);
});

test("a DAILY contractor cannot bulk-select a month still to come, and adds a range picked with shift-click", async ({ page }) => {
  const summary = `Cut-over rehearsal ${Date.now()}`;
  await openWorkspace(page, DEMO.contractor);
  // The month after the running one has no records yet: every work day can be picked.
  await stepForward(page, 2);
  const timesheetId = timesheetIdOf(page);
  const grid = page.getByRole("grid", { name: /^Days of / });
  try {
    // "Select all work days" takes no day after today (#47.9): none of this month has come yet.
    await expect(page.getByRole("button", { name: "Select all work days" })).toBeDisabled();
    await expect(page.getByText("No work day of this month has come yet: pick days one by one to log work ahead.")).toBeVisible();
    await expect(page.getByText("No day selected.")).toBeVisible();

    const open = grid.getByRole("button", { disabled: false });
    await open.nth(0).click();
    await open.nth(2).click({ modifiers: ["Shift"] });
    await expect(page.getByText("3 days selected.")).toBeVisible();
    await page.getByLabel("Work summary").fill(summary);
    await page.getByRole("button", { name: "Add 3 records" }).click();
    await expect(page.getByRole("table", { name: /^Work logged in / }).getByRole("row").filter({ hasText: summary })).toHaveCount(3);
  } finally {
    await deleteRecords(page.request, timesheetId, (text) => text !== summary);
  }
});

test("an HOURLY contractor logs hours on one day, cancels an edit with Escape and deletes the record", async ({ page }) => {
  const summary = `Pairing on the warehouse load ${Date.now()}`;
  await openWorkspace(page, LUKAS);
  const grid = page.getByRole("grid", { name: /^Days of / });
  await expect(grid.getByRole("button", { name: /^Friday, / }).first()).toBeDisabled();
  await expect(page.getByRole("button", { name: /all work days/ })).toHaveCount(0);

  await grid.getByRole("button", { disabled: false }).first().click();
  await page.getByLabel("Work summary").fill(summary);
  await page.getByLabel("Time (hours)").fill("3.5");
  await page.getByRole("button", { name: "Add record" }).click();
  const table = page.getByRole("table", { name: /^Work logged in / });
  const row = table.getByRole("row").filter({ hasText: summary });
  await expect(row).toContainText("3.5 hours");
  await expect(row).toContainText("CHF 420.00");

  await row.getByRole("button", { name: /^Edit the record of / }).click();
  const input = page.getByRole("textbox", { name: /^Work summary of / });
  await input.fill("Not kept");
  await input.press("Escape");
  await expect(table.getByRole("row").filter({ hasText: summary })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Not kept" })).toHaveCount(0);

  await row.getByRole("button", { name: /^Delete the record of / }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(table.getByRole("row").filter({ hasText: summary })).toHaveCount(0);
});

test("copy from the previous month shows what was copied and what was left out", async ({ page }) => {
  await openWorkspace(page, DEMO.contractor);
  const first = timesheetIdOf(page);
  await stepForward(page, 2);
  const timesheetId = timesheetIdOf(page);
  const month = await periodName(page);
  try {
    await page.getByRole("button", { name: "Copy from previous month" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(`into ${month}`);
    await page.getByRole("alertdialog").getByRole("button", { name: "Copy records" }).click();
    const summary = page.getByRole("dialog", { name: /records? copied from/ });
    await expect(summary).toBeVisible();
    const copied = summary.getByRole("region", { name: "Copied records" }).getByRole("listitem");
    expect(await copied.count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await summary.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("table", { name: `Work logged in ${month}` }).getByRole("row")).not.toHaveCount(0);
  } finally {
    await deleteRecords(page.request, timesheetId, () => false);
  }

  // The months are steps in the browser history, and a reload keeps the one shown.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`timesheetId=${first}`));
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`timesheetId=${first}`));
});

test("prepare and submit show the server's statuses, and an admin contest turns the button into Resubmit", async ({ page, request }) => {
  const reason = `Split the migration hours by workstream (${Date.now()}).`;
  const headers = { "x-api-key": adminApiKey() };
  await openWorkspace(page, LUKAS);
  const timesheetId = timesheetIdOf(page);
  const month = await periodName(page);
  const tab = (name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });
  try {
    await expect(tab("Fee")).toContainText("In progress");
    await page.getByRole("button", { name: "Prepare fee" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Fee becomes Prepared");
    await page.getByRole("alertdialog").getByRole("button", { name: "Prepare fee" }).click();
    await expect(tab("Fee")).toContainText("Prepared");

    await page.getByRole("button", { name: `Settle ${month}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Fee: Prepared → Submitted");
    await expect(confirm).toContainText("Expenses: Eligible → Not submitted");
    await expect(confirm).toContainText("The timesheet becomes Submitted.");
    await confirm.getByRole("button", { name: `Settle ${month}` }).click();
    await expect(tab("Fee")).toContainText("Submitted");
    await expect(tab("Expenses")).toContainText("Not submitted");
    await expect(tab("Bonus")).toContainText("Not eligible");
    await expect(page.getByText("Submitted. The reviewer approves or contests it; nothing to do meanwhile.")).toBeVisible();
    await expect(page.getByRole("button", { name: `Settle ${month}` })).toHaveCount(0);

    const contest = await request.put(`/api/timesheets/${timesheetId}/contest-component`, { headers, data: { component: "TIMESHEET", reason } });
    expect(contest.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("button", { name: `Resubmit ${month}` })).toBeVisible();
    await expect(tab("Fee")).toContainText("Contested");
    await expect(page.getByRole("region", { name: "Why the fee was contested" })).toContainText(reason);
    await expectAccessible(page);
  } finally {
    // Back to the seeded state: resubmitted, then the administrator resets both components.
    const steps: [string, object][] = [
      ["prepare-component", { component: "TIMESHEET" }],
      ["submit", {}],
      ["reset-component", { comp: "TIMESHEET" }],
      ["reset-component", { comp: "EXPENSES" }],
    ];
    for (const [action, data] of steps) await request.post(`/api/timesheets/${timesheetId}/${action}`, { headers, data });
  }
});
