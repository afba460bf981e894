import { expect, test } from "@playwright/test";
import { TestOidcProvider } from "../tests/support/oidc-provider";
import { FRESH_ADMIN, FRESH_URL } from "./fresh";
import { expectAccessible, openUserMenu, signIn } from "./support";

/**
 * Issue #34.3 on the admin-only server: its administrator registers a real OpenID Connect provider
 * (oidc-provider on 127.0.0.1, started here) in Settings, is refused a sign-in through it until
 * they link it under Sessions (issue #45.1), then signs in through it, and a person the
 * provider knows but Settle does not is refused with the sign-in page's message. The provider is
 * removed at the end.
 */
test.use({ baseURL: FRESH_URL });

test("an administrator registers a provider, signs in through it, and an unknown person is refused", async ({ page }) => {
  test.setTimeout(180_000);
  const idp = await TestOidcProvider.start();
  let providerId = "";
  try {
    await signIn(page, FRESH_ADMIN);
    await expect(page).toHaveURL(/\/admin/);
    await page.goto("/admin/settings#single-sign-on");
    await page.getByRole("button", { name: "New provider" }).click();
    const dialog = page.getByRole("dialog", { name: "New single sign-on provider" });
    await dialog.getByLabel("Name").fill("Test identity provider");
    await dialog.getByLabel("Issuer URL").fill(idp.issuer);
    await dialog.getByLabel("Client id").fill("settle-e2e");
    await dialog.getByLabel("Client secret").fill("a-secret-of-the-e2e-client");
    await dialog.getByLabel("E-mail domains").fill("example.com");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add provider" }).click();
    const table = page.getByRole("table", { name: "Single sign-on providers" });
    const redirect = table.getByRole("row", { name: /Test identity provider/ }).getByText(/\/api\/auth\/sso\/callback\//);
    await expect(redirect).toBeVisible();
    const redirectUri = ((await redirect.textContent()) ?? "").trim();
    providerId = redirectUri.split("/").pop() ?? "";
    idp.configure({ clientId: "settle-e2e", clientSecret: "a-secret-of-the-e2e-client", redirectUri });
    await expectAccessible(page);

    // An administrator's account is never linked by e-mail alone (#45.1): a sign-in through the
    // provider before the link is refused with the way to link it.
    idp.person = { sub: "first-admin-at-idp", email: FRESH_ADMIN.email, emailVerified: true };
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel("Email").fill(FRESH_ADMIN.email);
    await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
    await expect(page).toHaveURL(/\/sign-in\?sso=sso_link_required/);
    await page.context().clearCookies({ domain: "127.0.0.1" });

    // Signed in with the password, the administrator links the provider under Sessions (its interaction needs no form here).
    await signIn(page, FRESH_ADMIN);
    await expect(page).toHaveURL(/\/admin/);
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Sessions" }).click();
    await page.getByRole("dialog", { name: "Sessions" }).getByTestId("link-sso").click();
    await expect(page).toHaveURL(/\/admin/);
    await page.context().clearCookies({ domain: "127.0.0.1" });

    // From now on the provider signs the administrator in.
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel("Email").fill(FRESH_ADMIN.email);
    await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // A person the provider vouches for but Settle does not know is refused, and told why.
    idp.person = { sub: "stranger-at-idp", email: "stranger@example.com", emailVerified: true };
    // The provider would otherwise remember the administrator's session in this browser.
    await page.context().clearCookies({ domain: "127.0.0.1" });
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByLabel("Email").fill("stranger@example.com");
    await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
    await expect(page).toHaveURL(/\/sign-in\?sso=sso_unknown_person/);
    await expect(page.getByTestId("sso-error")).toHaveText(
      "There is no Settle account for this e-mail address. Ask an administrator to invite you; accounts are not created by signing in.",
    );
    await expectAccessible(page);
  } finally {
    await idp.stop();
    if (providerId) {
      // Signed in as the administrator still when a step above failed; else with the password again.
      const stillAdmin = (await page.request.get("/api/sso-providers")).status() === 200;
      if (!stillAdmin) await signIn(page, FRESH_ADMIN);
      await page.request.delete(`/api/sso-providers/${providerId}`, { headers: { origin: FRESH_URL } });
    }
  }
});
