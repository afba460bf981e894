import { expect, test } from "@playwright/test";
import { openDetail, PEOPLE, sheetOf, signInAsAdmin } from "./admin-support";
import { expectAccessible, signIn } from "./support";

test("an administrator sets a bonus; the contractor sees the amount and the note on the Bonus tab", async ({ page, browser }) => {
  const sheet = await sheetOf(page.request, "sofia", 0);
  const note = `Fleet dashboard shipped ${Date.now()}`;
  await signInAsAdmin(page);
  await openDetail(page, sheet.id);
  const form = page.getByRole("form", { name: "Bonus amount" });
  await form.getByLabel(/^Bonus amount/).fill("12.345");
  await form.getByRole("button", { name: "Save bonus" }).click();
  await expect(form.getByText("The bonus amount must be a positive number with at most 2 decimals.")).toBeVisible();
  await form.getByLabel(/^Bonus amount/).fill("2500");
  await form.getByLabel("Note for the contractor (optional)").fill(note);
  await form.getByRole("button", { name: "Save bonus" }).click();
  await expect(page.getByTestId("toast").getByText("Bonus amount saved")).toBeVisible();
  await expect(page.getByTestId("component-BONUS")).toContainText("2,500.00");
  await expectAccessible(page);

  const context = await browser.newContext();
  const sofia = await context.newPage();
  await signIn(sofia, PEOPLE.sofia);
  await expect(sofia).toHaveURL(/\/contractor/);
  await sofia.goto(`/contractor?timesheetId=${sheet.id}`);
  await sofia.getByRole("tab", { name: /^Bonus/ }).click();
  await expect(sofia.getByTestId("bonus-amount")).toContainText("2,500.00");
  await expect(sofia.getByText(note)).toBeVisible();
  await expectAccessible(sofia);
  await context.close();
});
