import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

test("a contractor sets the notification e-mails from the user menu, by keyboard, and the choice is kept", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
  await page.getByTestId("user-menu").focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Notifications" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog).toBeVisible();
  const when = dialog.getByLabel("Approved timesheets: when");
  await expect(when).toHaveValue("IMMEDIATE");
  await expectAccessible(page);

  await when.selectOption("SCHEDULED");
  await dialog.getByLabel("Generated invoices: e-mails").selectOption("UNSUBSCRIBED");
  await expect(dialog.getByLabel("Generated invoices: when")).toBeDisabled();
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast").getByText("Notification settings saved")).toBeVisible();

  await page.reload();
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Notifications" }).click();
  await expect(dialog.getByLabel("Approved timesheets: when")).toHaveValue("SCHEDULED");
  await expect(dialog.getByLabel("Generated invoices: e-mails")).toHaveValue("UNSUBSCRIBED");

  // Back to the defaults, so other specs meet the seeded settings.
  await dialog.getByLabel("Approved timesheets: when").selectOption("IMMEDIATE");
  await dialog.getByLabel("Generated invoices: e-mails").selectOption("SUBSCRIBED");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog).toBeHidden();
});

test("an unsubscribe link with a tampered signature is refused without a session, and the page is accessible", async ({ page }) => {
  await page.goto(`/unsubscribe?user=5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f&channel=INVOICE_EMAIL&signature=${"A".repeat(43)}`);
  await expect(page.getByTestId("unsubscribe-problem")).toHaveText("The unsubscribe link is not valid.");
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await expectAccessible(page);
});
