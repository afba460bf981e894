import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, openFromPalette, openPalette, signIn } from "./support";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

test("an administrator finds a contractor through the command palette by keyboard and opens one of their timesheets", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/);
  // Down from the first match (her page) to her timesheets.
  await openFromPalette(page, "amara", /^Timesheets of Amara/);
  await expect(page).toHaveURL(/\/admin\/timesheets\?contractor=[0-9a-f-]{36}$/);
  const table = page.getByRole("table").first();
  await expect(table).toContainText("Amara");
  // Her latest month, opened from its period link with the keyboard.
  const first = table.getByRole("link").filter({ hasText: /\d{4}/ }).first();
  const period = (await first.textContent())?.match(/^[A-Z][a-z]+ \d{4}/)?.[0];
  expect(period, "the row's link names its month").toBeTruthy();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]timesheetId=[0-9a-f-]{36}/);
  await expect(page.getByRole("region", { name: new RegExp(`^Amara .* · ${period}$`) })).toBeVisible();
});

test("an administrator's palette opens the New client and Invite contractor dialogs and goes to a month's timesheets", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/);

  let { palette, input } = await openPalette(page);
  await input.pressSequentially("new client");
  await expect(palette.getByRole("option").first()).toHaveText("New client");
  await input.press("Enter");
  const create = page.getByRole("dialog", { name: "New client" });
  await expect(create).toBeVisible();
  // The parameter that asked for the dialog is gone: a reload does not open it again.
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(create.getByLabel("Name")).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(create).toBeHidden();

  ({ palette, input } = await openPalette(page));
  await input.pressSequentially("invite");
  await expect(palette.getByRole("option").first()).toHaveText("Invite contractor");
  await input.press("Enter");
  const invite = page.getByRole("dialog", { name: "Invite a contractor" });
  await expect(invite).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contractors$/);
  await page.keyboard.press("Escape");
  await expect(invite).toBeHidden();

  // Last month, typed as 10/2026 is: the demo holds timesheets a year back.
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const [year, month] = [last.getUTCFullYear(), last.getUTCMonth() + 1];
  const name = `${MONTHS[month - 1]} ${year}`;
  ({ palette, input } = await openPalette(page));
  await input.pressSequentially(`${month}/${year}`);
  await expect(palette.getByRole("group", { name: "Go to a month" })).toBeVisible();
  await expect(palette.getByRole("option").first()).toHaveText(`Timesheets of ${name}`);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/timesheets\\?period=${year}-${String(month).padStart(2, "0")}$`));
  await expect(page.getByRole("table").first()).toContainText(name);
});

test("a contractor opens the palette from the sidebar and goes to their history", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  // The workspace writes the timesheet it chose into the address (history.replaceState); a link
  // followed before that can be undone by it, so the palette is opened once it has.
  await expect(page).toHaveURL(/\/contractor\?projectId=[0-9a-f-]{36}&timesheetId=[0-9a-f-]{36}$/);
  await page.getByTestId("command-palette-button").click();
  const input = page.getByRole("dialog", { name: "Command palette" }).getByRole("combobox", { name: "Search pages and commands" });
  await input.pressSequentially("history");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/contractor\/history/);
  await page.keyboard.press("Control+K");
  await expect(page.getByRole("dialog", { name: "Command palette" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Command palette" })).toBeHidden();
});

test("a contractor opens this month's timesheet and logs work from the palette", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor\?projectId=[0-9a-f-]{36}&timesheetId=[0-9a-f-]{36}$/);
  // From History, so the workspace is really reached through the palette.
  await page.goto("/contractor/history");

  let { palette, input } = await openPalette(page);
  const actions = palette.getByRole("group", { name: "Actions" });
  await expect(actions.getByRole("option", { name: /^Open this month's timesheet of / }).first()).toBeVisible();
  await expectAccessible(page);
  await input.pressSequentially("this month");
  const option = palette.getByRole("option").first();
  await expect(option).toHaveText(/^Open this month's timesheet of /);
  // "Open this month's timesheet of Grid Modernisation November 2026": the project, then the month.
  const [, project, month] = /^Open this month's timesheet of (.+) (\S+ \d{4})$/.exec((await option.textContent()) ?? "") ?? [];
  await input.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/contractor\?projectId=[0-9a-f-]{36}&component=TIMESHEET&timesheetId=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `${project}: timesheet of ${month}` })).toBeAttached();
  await expect(page.getByRole("button", { name: `Billing period: ${month}. Choose another month` })).toBeVisible();

  ({ palette, input } = await openPalette(page));
  await input.pressSequentially("log work");
  const logWork = palette.getByRole("option").first();
  await expect(logWork).toHaveText(/^Log work on /);
  await input.press("Enter");
  await expect(palette).toBeHidden();
  // The calendar's day to start from has the focus: arrows move through the month, Enter picks.
  await expect(page.getByRole("grid", { name: /^Days of / }).locator("button:focus")).toHaveCount(1);
  await expect(page.getByRole("form", { name: "Log work" })).toBeInViewport();
  // The workspace did what ?logWork=1 asked, and dropped it from the address.
  await expect(page).toHaveURL(/\/contractor\?projectId=[0-9a-f-]{36}&component=TIMESHEET&timesheetId=[0-9a-f-]{36}$/);
});
