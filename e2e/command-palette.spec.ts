import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

test("an administrator finds a contractor through the command palette by keyboard and opens their timesheets", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.keyboard.press("Control+K");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(palette).toBeVisible();
  const input = palette.getByRole("combobox", { name: "Search pages and commands" });
  await expect(input).toBeFocused();
  await input.pressSequentially("amara");
  const option = palette.getByRole("option", { name: /^Timesheets of Amara/ });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  // Down from the first match (her page) to her timesheets, then Enter: no mouse.
  while ((await option.getAttribute("aria-selected")) !== "true") await input.press("ArrowDown");
  await input.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/timesheets\?contractor=[0-9a-f-]{36}$/);
  await expect(page.getByRole("table").first()).toContainText("Amara");
});

test("a contractor opens the palette from the sidebar and goes to their history", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
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
