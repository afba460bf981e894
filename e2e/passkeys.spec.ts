import { expect, test, type CDPSession, type Locator, type Page } from "@playwright/test";
import { FRESH_ADMIN, FRESH_URL } from "./fresh";
import { expectAccessible, openUserMenu, signIn } from "./support";

/**
 * Issue #49.2 on the admin-only server, with Chromium's virtual authenticator (WebAuthn over
 * CDP): its administrator adds a passkey, adds a second one, signs out, signs in with a passkey
 * (no password, no code step) and removes one after re-entering the password; and, under the rule
 * auth.requireTwoFactorFor, enrols with a passkey instead of the app, after which the password
 * alone is refused. The rule and every passkey are removed at the end: e2e/two-factor.spec.ts,
 * later on this server, needs the administrator without a second factor.
 */
test.use({ baseURL: FRESH_URL });

const write = { headers: { origin: FRESH_URL } };
const RULE = "/api/configurations/auth.requireTwoFactorFor";

/** An authenticator built into the device (a laptop's fingerprint reader): discoverable passkeys, the person verified. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return authenticatorId;
}

async function openPasskeys(page: Page) {
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Two-factor sign-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Two-factor sign-in" });
  await expect(dialog.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  return dialog;
}

/** Adds a passkey from the open two-factor dialog: a name and the password, then the (virtual) authenticator's prompt. */
async function addPasskey(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole("button", { name: "Add passkey" }).click();
  const add = dialog.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Password").fill(FRESH_ADMIN.password);
  await add.getByRole("button", { name: "Add passkey" }).click();
  await expect(page.getByTestId("toast").getByText("Passkey added")).toBeVisible();
  await expect(add).toBeHidden();
  await expect(dialog.getByRole("list", { name: "Your passkeys" }).getByText(name, { exact: true })).toBeVisible();
  // The keyboard goes on where it started.
  await expect(dialog.getByRole("button", { name: "Add passkey" })).toBeFocused();
}

async function signOut(page: Page) {
  // Escape would close the toast first (the topmost layer), so the dialog is closed with its button.
  const dialog = page.getByRole("dialog", { name: "Two-factor sign-in" });
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/** Signed in again after a failed step, with the password or, where it is refused, the passkey. */
async function ensureSignedIn(page: Page) {
  const signedIn = async () => (await (await page.request.get("/api/auth/get-session")).json()) !== null;
  if (await signedIn()) return;
  await signIn(page, FRESH_ADMIN);
  await page.waitForLoadState("networkidle");
  if (await signedIn()) return;
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect.poll(signedIn).toBe(true);
}

/** Whatever a failed step left: the rule, and the administrator's passkeys, removed through the API with the password re-entered. */
async function removeEveryPasskey(page: Page) {
  await page.goto("/sign-in");
  await ensureSignedIn(page);
  await page.request.delete(RULE, write);
  expect((await page.request.post("/api/user/confirm-password", { ...write, data: { password: FRESH_ADMIN.password } })).status()).toBe(200);
  const { data } = (await (await page.request.get("/api/user/passkeys")).json()) as { data: { id: string }[] };
  for (const { id } of data) expect((await page.request.delete(`/api/user/passkeys/${id}`, write)).status()).toBe(200);
}

test("a person adds two passkeys, signs in with one instead of password and code, and removes one after re-entering the password", async ({ page }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const laptop = await addAuthenticator(cdp);
  try {
    await signIn(page, FRESH_ADMIN);
    await expect(page).toHaveURL(/\/admin/);

    const dialog = await openPasskeys(page);
    await expect(dialog.getByText("You have no passkeys yet.")).toBeVisible();
    await addPasskey(page, dialog, "Work laptop");
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId: laptop })).credentials).toHaveLength(1);

    // A second device: an authenticator refuses a second passkey of the same account (the
    // browser excludes the one it holds), so the laptop goes away and a phone comes.
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: laptop });
    const phone = await addAuthenticator(cdp);
    await addPasskey(page, dialog, "Phone");
    const items = dialog.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "Work laptop" })).toContainText("never used");
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId: phone })).credentials).toHaveLength(1);

    // Signed out, the phone's passkey signs in on its own: no password, no code.
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/admin/);
    const signedIn = await openPasskeys(page);
    await expect(signedIn.getByRole("listitem").filter({ hasText: "Phone" })).toContainText("last used");
    await expect(signedIn.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("never used");
    await expectAccessible(page);

    // Removing asks for the password first, then to confirm.
    await signedIn.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
    const remove = signedIn.getByRole("group", { name: "Remove the passkey “Work laptop”?" });
    await expect(remove.getByText("Enter your password to continue.")).toBeVisible();
    await remove.getByLabel("Password").fill("not the password");
    await remove.getByRole("button", { name: "Continue" }).click();
    await expect(remove.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await remove.getByLabel("Password").fill(FRESH_ADMIN.password);
    await remove.getByRole("button", { name: "Continue" }).click();
    await expect(remove.getByText("It no longer signs you in.", { exact: false })).toBeVisible();
    await expectAccessible(page);
    await remove.getByRole("button", { name: "Remove passkey" }).click();
    await expect(page.getByTestId("toast").getByText("Passkey removed")).toBeVisible();
    await expect(signedIn.getByRole("listitem")).toHaveCount(1);
    await expect(signedIn.getByRole("listitem")).toContainText("Phone");
  } finally {
    await removeEveryPasskey(page);
  }
});

test("where two-factor is required, enrolment offers a passkey instead of the app; then the password alone is refused and the passkey signs in", async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await addAuthenticator(cdp);
  try {
    await signIn(page, FRESH_ADMIN);
    await expect(page).toHaveURL(/\/admin/);
    expect((await page.request.post(RULE, { ...write, data: { value: "ADMIN" } })).status()).toBe(200);
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    // The person just signed in with the password: the enrolment's passkey asks only for a name.
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const add = page.getByRole("form", { name: "Add a passkey" });
    await expect(add.getByLabel("Password")).toHaveCount(0);
    await add.getByLabel("Name").fill("Laptop");
    await expectAccessible(page);
    await add.getByRole("button", { name: "Add passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await signOut(page);
    await signIn(page, FRESH_ADMIN);
    await expect(page.getByTestId("sign-in-error")).toHaveText(/^Your account signs in with a passkey/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await removeEveryPasskey(page);
  }
});
