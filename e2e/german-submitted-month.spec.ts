import { expect, test, type Page } from "@playwright/test";
import { PEOPLE, sheetOf } from "./admin-support";
import { chooseLanguage, expectAccessible, signIn } from "./support";

/**
 * A submitted month in German (#47.5): Lukas's last month is seeded SUBMITTED (the admin-review
 * spec before this one approves its fee and has its expenses resubmitted, so the month stays
 * submitted). He chooses German in the user menu, as a person does, and opens that month: the
 * domain's reason why nothing can change is German on the Fee and the Expenses tab, and the English
 * sentences the German screens used to show are gone. His language follows the browser again at
 * the end, so the other specs read English.
 */
const SUBMITTED_DE = "Dieser Stundennachweis ist eingereicht und wartet auf die Prüfung.";
const ENGLISH_LEFT = ["This timesheet is submitted and waiting for review.", "Outside the scope of VAT (O)"];

/** None of the English sentences is on the page: neither in its text nor in a title or label. */
async function expectNoEnglishLeft(page: Page) {
  // innerText, not textContent: the page's own scripts (the RSC payload) are not what a person reads.
  for (const sentence of ENGLISH_LEFT) {
    await expect(page.locator("body")).not.toContainText(sentence, { useInnerText: true });
    await expect(page.locator(`[title*="${sentence}"], [aria-label*="${sentence}"]`)).toHaveCount(0);
  }
}

test("a contractor reads his submitted month in German: the reason in German, no English sentence left, accessible", async ({ page }) => {
  const sheet = await sheetOf(page.request, "lukas", -1);
  expect(sheet.status, "Lukas's last month is submitted").toBe("SUBMITTED");
  await signIn(page, PEOPLE.lukas);
  await expect(page).toHaveURL(/\/contractor\?.*timesheetId=/);
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();

  try {
    await chooseLanguage(page, "language-de");
    await expect(page.getByRole("tab", { name: /^Honorar/ })).toBeVisible();

    await page.goto(`/contractor?timesheetId=${sheet.id}&component=TIMESHEET`);
    await expect(page.locator("html")).toHaveAttribute("lang", /^de/);
    await expect(page.getByRole("tab", { name: /^Honorar/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByText(SUBMITTED_DE).first()).toBeVisible();
    await expectNoEnglishLeft(page);
    await expectAccessible(page);

    await page.getByRole("tab", { name: /^Auslagen/ }).click();
    await expect(page.getByRole("region", { name: /^Auslagen für / })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText(SUBMITTED_DE).first()).toBeVisible();
    await expectNoEnglishLeft(page);
    await expectAccessible(page);
  } finally {
    // Lukas's language follows the browser (en-GB) again, whatever happened above.
    const reset = await page.request.put("/api/user", { data: { locale: null }, headers: { origin: new URL(page.url()).origin } });
    expect(reset.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Fee/ })).toBeVisible();
  await expect(page.getByText("This timesheet is submitted and waiting for review.").first()).toBeVisible();
});
