import { expect, test, type Browser } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

const SOFIA = { email: "sofia@settle.local", password: "settle-demo-sofia" };

async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

test("a contractor sees where they are signed in and signs out everywhere else; the other browser is sent to sign-in", async ({ browser }) => {
  const laptop = await signedInPage(browser, SOFIA);
  await expect(laptop.page).toHaveURL(/\/contractor(\?|$)/);
  const phone = await signedInPage(browser, SOFIA);
  await expect(phone.page).toHaveURL(/\/contractor(\?|$)/);

  await laptop.page.getByTestId("user-menu").focus();
  await laptop.page.keyboard.press("Enter");
  await laptop.page.getByRole("menuitem", { name: "Sessions" }).press("Enter");
  const dialog = laptop.page.getByRole("dialog", { name: "Sessions" });
  const sessions = dialog.getByRole("list", { name: "Your sessions" }).getByTestId("session");
  await expect(sessions.first()).toBeVisible();
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);
  await expect(dialog.getByText("This browser")).toHaveCount(1);
  await expectAccessible(laptop.page);

  await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
  const confirm = laptop.page.getByRole("alertdialog", { name: "Sign out everywhere else?" });
  await expectAccessible(laptop.page);
  await confirm.getByRole("button", { name: "End" }).click();
  await expect(laptop.page.getByTestId("toast").getByText("Signed out everywhere else")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(dialog.getByText("You are signed in only here.")).toBeVisible();

  await phone.page.reload();
  await expect(phone.page).toHaveURL(/\/sign-in/);
  await laptop.page.reload();
  await expect(laptop.page).toHaveURL(/\/contractor(\?|$)/);
  await phone.context.close();
  await laptop.context.close();
});

test("an administrator signs a contractor out everywhere without deactivating them", async ({ browser }) => {
  const contractor = await signedInPage(browser, SOFIA);
  await expect(contractor.page).toHaveURL(/\/contractor(\?|$)/);
  const admin = await signedInPage(browser, DEMO.admin);
  await expect(admin.page).toHaveURL(/\/admin/);
  await admin.page.goto("/admin/contractors");
  await admin.page.getByRole("table", { name: "Contractors" }).getByRole("link", { name: "Sofia Haddad" }).click();
  await admin.page.getByRole("button", { name: "Sign out everywhere" }).click();
  const confirm = admin.page.getByRole("alertdialog", { name: "Sign Sofia Haddad out everywhere?" });
  await expectAccessible(admin.page);
  await confirm.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(admin.page.getByTestId("toast").getByText("Signed out everywhere")).toBeVisible();
  // Still active: the deactivate button is still offered.
  await expect(admin.page.getByRole("button", { name: "Deactivate" })).toBeVisible();

  await contractor.page.reload();
  await expect(contractor.page).toHaveURL(/\/sign-in/);
  await signIn(contractor.page, SOFIA);
  await expect(contractor.page).toHaveURL(/\/contractor(\?|$)/);
  await contractor.context.close();
  await admin.context.close();
});
