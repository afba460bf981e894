import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectAccessible, signIn } from "./support";

/**
 * A contractor who chooses German in the user menu: the workspace speaks German, amounts and dates
 * follow German formats, and hours typed with a decimal comma reach the API as its canonical
 * decimal. Lukas (HOURLY, CHF) on an en-GB browser; at the end his language follows the browser
 * again and the record is gone, so the other specs see the demo as seeded.
 */
const LUKAS = { email: "lukas@settle.local", password: "settle-demo-lukas" };

type Detail = { id: string; timesheetRecords: { id: string; workSummary: string; timeAmount: string; timeUnit: string }[] };

function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

test("a contractor works in German: German words and formats, '1,5' hours stored as 1.5, accessible", async ({ page }) => {
  const summary = `Migrationsabstimmung ${Date.now()}`;
  await signIn(page, LUKAS);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
  const timesheetId = new URL(page.url()).searchParams.get("timesheetId")!;
  let recordId: string | undefined;

  try {
    await chooseLanguage(page, "language-de");
    // The page is rendered again in German: the tabs, the form and the month.
    await expect(page.getByRole("tab", { name: /^Honorar/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Arbeit erfassen" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Abrechnungszeitraum: / })).toBeVisible();

    const grid = page.getByRole("grid", { name: /^Tage im / });
    await expect(grid.getByRole("button", { name: /^Freitag, / }).first()).toBeDisabled();
    await grid.getByRole("button", { disabled: false }).first().click();
    await page.getByLabel("Tätigkeit", { exact: true }).fill(summary);
    await page.getByLabel("Zeit (Stunden)", { exact: true }).fill("1,5");
    await page.getByRole("button", { name: "Eintrag hinzufügen" }).click();

    const table = page.getByRole("table", { name: /^Im .+ erfasste Arbeit$/ });
    const row = table.getByRole("row").filter({ hasText: summary });
    // German numbers and dates: "1,5 Stunden", "180,00 CHF", "05. Nov. 2026".
    await expect(row).toContainText("1,5 Stunden");
    await expect(row).toContainText("180,00 CHF");
    await expect(row).toContainText(/\d{2}\. [A-ZÄÖÜ][a-zäöü]+\.? \d{4}/);

    // The API stored the canonical decimal.
    const answer = await page.request.get(`/api/timesheets/${timesheetId}`);
    expect(answer.status()).toBe(200);
    const detail = ((await answer.json()) as { data: Detail }).data;
    const record = detail.timesheetRecords.find((candidate) => candidate.workSummary === summary);
    expect(record?.timeUnit).toBe("HOURS");
    expect(["1.5", "1.50"]).toContain(record?.timeAmount);
    recordId = record?.id;

    await expectAccessible(page);
  } finally {
    if (recordId) {
      const removed = await page.request.delete("/api/timesheet-records", { data: { timesheetId, ids: [recordId] }, headers: { origin: originOf(page) } });
      expect(removed.status()).toBe(200);
    }
    // Lukas's language follows the browser again, whatever happened above.
    const reset = await page.request.put("/api/user", { data: { locale: null }, headers: { origin: originOf(page) } });
    expect(reset.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
});
