import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

/**
 * The rules a new user tripped over (issue #11), on the seeded demo. Dates are never hard-coded:
 * the demo is seeded relative to today. Every test puts back what it changed.
 */
const LUKAS = { email: "lukas@settle.local", password: "settle-demo-lukas" };
const SOFIA = { email: "sofia@settle.local", password: "settle-demo-sofia" };

async function openWorkspace(page: Page, who: { email: string; password: string }) {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
}

/** The latest visible month: the one after the running month (INITIALIZED, not begun), from the switcher's menu. */
async function openLatestMonth(page: Page) {
  const before = page.url();
  await page.getByRole("button", { name: /^Billing period: / }).click();
  await page.getByRole("menuitemradio").first().click();
  await expect(page).not.toHaveURL(before);
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
}

async function step(page: Page, direction: "Next" | "Previous", months: number) {
  for (let index = 0; index < months; index += 1) {
    const before = page.url();
    await page.getByRole("button", { name: new RegExp(`^${direction} month: `) }).click();
    await expect(page).not.toHaveURL(before);
    await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
  }
}

test("a hidden engagement is in neither the menu nor the project picker, and history still shows it", async ({ page }) => {
  await openWorkspace(page, SOFIA);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Fleet Analytics" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Grid Modernisation" })).toHaveCount(0);
  const picker = page.getByLabel("Project");
  await expect(picker.locator("option")).toHaveText(["Fleet Analytics"]);
  await page.goto("/contractor/history");
  await expect(page.getByRole("cell", { name: "Grid Modernisation", exact: true }).first()).toBeVisible();
});

test("the contractor flags the month and a record, and clears both", async ({ page }) => {
  await openWorkspace(page, DEMO.contractor);
  const flag = page.getByRole("button", { name: /^Flag(ged)?$/ });
  await expect(flag).toHaveAttribute("aria-pressed", "false");
  await flag.click();
  await expect(flag).toHaveAttribute("aria-pressed", "true");
  await expect(flag).toHaveText("Flagged");

  const rowFlag = page.getByRole("table", { name: /^Work logged in / }).getByRole("button", { name: /^Flag the record of / }).first();
  await expect(rowFlag).toHaveAttribute("aria-pressed", "false");
  await rowFlag.click();
  await expect(rowFlag).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);

  await rowFlag.click();
  await expect(rowFlag).toHaveAttribute("aria-pressed", "false");
  await flag.click();
  await expect(flag).toHaveAttribute("aria-pressed", "false");
});

test("an unknown timesheet in the URL says so and offers the month switcher and a month that exists", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  await page.goto("/contractor?timesheetId=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("This timesheet is not one of yours")).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose a month" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Open [A-Z][a-z]+ \d{4}$/ }).click();
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
  await expect(page).not.toHaveURL(/00000000-0000-4000-8000-000000000000/);
});

test("a closed month is read only, says who can reopen it and offers to ask them", async ({ page }) => {
  await openWorkspace(page, DEMO.contractor);
  // Amara opens on last month (due); two months before that is closed in the demo.
  await step(page, "Previous", 2);
  await expect(page.getByText("This timesheet is closed; only an administrator can reopen it.")).toBeVisible();
  await expect(page.getByText("Read only: no day can be picked in this month now.")).toBeVisible();
  await expect(page.getByText(/^Greyed out/)).toHaveCount(0);
  await expect(page.getByRole("grid", { name: /^Days of / }).getByRole("button")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Ask an administrator" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Ask an administrator" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("a month that has not begun can be planned but not settled, and says so", async ({ page }) => {
  await openWorkspace(page, DEMO.contractor);
  await openLatestMonth(page);
  await expect(page.getByText(/^This month has not begun yet\. You can plan ahead/)).toBeVisible();
  await expect(page.getByText("Initialized").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Prepare fee" })).toBeDisabled();
  await expect(page.getByText(/has not begun yet; you can plan it now \(log work and expenses\) and prepare and settle it once it begins\./)).toBeVisible();
  await expect(page.getByRole("grid", { name: /^Days of / }).getByRole("button", { disabled: false }).first()).toBeVisible();
});

test("an hourly day shows the hours left, and a save that cannot reach the server fails, keeps the input and can be retried", async ({ page, context }) => {
  const summary = `Offline pairing ${Date.now()}`;
  await openWorkspace(page, LUKAS);
  // The month after the running one has no records: every hourly day has all its 24 hours.
  await openLatestMonth(page);
  const grid = page.getByRole("grid", { name: /^Days of / });
  await grid.getByRole("button", { disabled: false }).first().click();
  await expect(page.getByText("24 h left on that day")).toBeVisible();
  await page.getByLabel("Work summary").fill(summary);
  await page.getByLabel("Time (hours)").fill("2");
  const table = page.getByRole("table", { name: /^Work logged in / });
  try {
    await context.setOffline(true);
    await page.getByRole("button", { name: "Add record" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The server could not be reached" })).toBeVisible();
    await expect(page.getByLabel("Work summary")).toHaveValue(summary);
    await expect(page.getByRole("button", { name: "Add record" })).toBeEnabled();
    await context.setOffline(false);
    await page.getByRole("button", { name: "Add record" }).click();
    await expect(table.getByRole("row").filter({ hasText: summary })).toBeVisible();
  } finally {
    await context.setOffline(false);
    const row = table.getByRole("row").filter({ hasText: summary });
    if ((await row.count()) > 0) {
      await row.getByRole("button", { name: /^Delete the record of / }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(row).toHaveCount(0);
    }
  }
});

test("the error page shows the message of an error the app raises, and a reference for anything else", async ({ page }) => {
  await page.goto("/diagnostics/app-error");
  await page.getByRole("button", { name: "Raise the error" }).click();
  await expect(page.getByRole("heading", { name: "Oops! An error occurred." })).toBeVisible();
  await expect(page.getByText("This is a deliberate application error from the diagnostics page.")).toBeVisible();
  await expect(page.getByText(/^Reference: /)).toHaveCount(0);
  await expectAccessible(page);

  await page.goto("/diagnostics/render-error");
  await expect(page.getByRole("heading", { name: "Oops! An error occurred." })).toBeVisible();
  await expect(page.getByText(/^Reference: \S+/)).toBeVisible();
  await expect(page.getByText("This is a deliberate render error from the diagnostics page.")).toHaveCount(0);
});

test("the app has a favicon and icons", async ({ request }) => {
  for (const path of ["/favicon.ico", "/icon.svg", "/icon-192.png", "/icon-512.png", "/apple-touch-icon.png", "/manifest.webmanifest"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
