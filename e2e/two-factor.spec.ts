import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { FRESH_ADMIN, FRESH_URL } from "./fresh";
import { expectAccessible, openUserMenu, signIn } from "./support";

/**
 * Issue #34.1 on the admin-only server (its one administrator is nobody else's): the rule
 * auth.requireTwoFactorFor = ADMIN sends them to enrol, the sign-in asks for the code (computed
 * here from the secret the enrolment shows, RFC 6238), a backup code works, a trusted browser
 * skips the code, and turning it off needs a code. The rule and the second factor are removed at the end.
 */
test.use({ baseURL: FRESH_URL });

const RULE = "/api/configurations/auth.requireTwoFactorFor";
const write = { headers: { origin: FRESH_URL } };
let lastStep = 0;
/**
 * A code of a time step not used yet: Settle accepts each code once (RFC 6238 5.2), so after one
 * is spent the next step's code is sent early (one step ahead is inside the window), and when
 * that one is spent too this waits for the clock.
 */
async function codeFor(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const wanted = Math.max(step, lastStep + 1);
    if (wanted <= step + 1) {
      lastStep = wanted;
      return generate({ secret, epoch: wanted * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test("an administrator made to enrol signs in with a code, a backup code and a trusted browser, then turns it off", async ({ page }) => {
  // Five sign-ins and six accessibility checks: longer than one screen's test.
  test.setTimeout(180_000);
  await signIn(page, FRESH_ADMIN);
  await expect(page).toHaveURL(/\/admin/);
  expect((await page.request.post(RULE, { ...write, data: { value: "ADMIN" } })).status()).toBe(200);
  try {
    // Only the enrolment page; the API refuses this session with its own code.
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    const refused = await page.request.get("/api/user");
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("TWO_FACTOR_REQUIRED");
    await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Password").fill(FRESH_ADMIN.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: "QR code to add Settle to your authenticator app" })).toBeVisible();
    const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);
    await page.getByLabel("Code from the app").fill(await codeFor(secret));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const backupCodes = await codes.allTextContents();
    await expectAccessible(page);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The password alone no longer signs in: the code step, then a wrong code, then a backup code.
    await signOut(page);
    await signIn(page, FRESH_ADMIN);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await expectAccessible(page);
    const wrong = (await generate({ secret })) === "000000" ? "111111" : "000000";
    await page.getByLabel("Authentication code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("two-factor-error")).toHaveText("That code is not right. Enter the current code from your authenticator app.");
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Trust this browser: the next sign-in skips the code.
    await signOut(page);
    await signIn(page, FRESH_ADMIN);
    await page.getByLabel("Authentication code").fill(await codeFor(secret));
    await page.getByLabel("Trust this browser for 30 days").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await signOut(page);
    await signIn(page, FRESH_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);

    // The rule goes first: without it, turning the second factor off would send this administrator back to enrolment.
    expect((await page.request.delete(RULE, write)).status()).toBe(200);
    // Off again, from the user menu, with the password and a code.
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Two-factor sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Two-factor sign-in" });
    await expect(dialog.getByText("Two-factor sign-in is on.")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Password").fill(FRESH_ADMIN.password);
    await dialog.getByLabel("Code from the app").fill(await codeFor(secret));
    await dialog.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(page.getByTestId("toast").getByText("Two-factor sign-in turned off")).toBeVisible();
  } finally {
    // The admin-only server is left as found when a step above failed (404 when the rule is gone already).
    await page.request.delete(RULE, write);
  }
  // The second factor is off: the user menu offers to set it up again.
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Two-factor sign-in" }).click();
  await expect(page.getByRole("dialog", { name: "Two-factor sign-in" }).getByRole("button", { name: "Continue" })).toBeVisible();
});
