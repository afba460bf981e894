import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, openUserMenu, signIn } from "./support";

test("a signed-out visitor to /admin or /contractor is sent to sign-in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/contractor");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectAccessible(page);
});

test("an admin lands on /admin with the admin menu", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link")).toHaveText(["Dashboard", "Timesheets", "Projects", "Users", "Clients", "Settings"]);
  await expectAccessible(page);
});

test("a contractor lands on /contractor with projects and history", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Projects", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Grid Modernisation" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "History" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a wrong password shows an error and keeps what was typed", async ({ page }) => {
  await signIn(page, { email: DEMO.admin.email, password: "not-the-password" });
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.admin.email);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("the theme choice survives a reload", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await openUserMenu(page);
  await page.getByRole("menuitemradio", { name: "Light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("a narrow window shows only the mobile message", async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto("/sign-in");
  await expect(page.getByTestId("mobile-blocker")).toBeVisible();
  await expect(page.getByText("This product is not available on mobile yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeHidden();
});

test("an unknown page shows a helpful 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("sign-out ends the session", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("a render error shows the error page with a way home", async ({ page }) => {
  await page.goto("/diagnostics/render-error");
  await expect(page.getByRole("heading", { name: "Oops! An error occurred." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back to Homepage" })).toHaveAttribute("href", "/");
});

test("a signed-in person visiting sign-in goes to their own area", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
  await page.goto("/sign-in");
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
});
