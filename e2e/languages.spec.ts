import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, openFromPalette } from "./support";

/**
 * A Swiss browser (de-CH) and nobody's stored choice: the request's language is German, its
 * formats Swiss ("CHF 180.00", the apostrophe between thousands), from the sign-in page on. The
 * administrator finds a contractor's timesheets through the German command palette by keyboard.
 */
test.use({ locale: "de-CH" });

test("a Swiss administrator signs in in German, reads Swiss amounts and opens a contractor's timesheets from the palette by keyboard", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("E-Mail").fill(DEMO.admin.email);
  await page.getByLabel("Passwort").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/admin/);

  // Down from the first match (his page) to his timesheets.
  await openFromPalette(page, "lukas", /^Stundennachweise von Lukas/, { dialog: "Befehlspalette", input: "Seiten und Befehle suchen" });
  await expect(page).toHaveURL(/\/admin\/timesheets\?contractor=[0-9a-f-]{36}$/);

  // Lukas is paid in francs: Swiss order and separators, not German ones ("180,00 CHF").
  const table = page.getByRole("table").first();
  await expect(table).toContainText("Lukas");
  await expect(table).toContainText(/CHF\s[\d'’]+\.\d{2}/);
  await expect(table).not.toContainText(/\d,\d{2}\sCHF/);
  await expectAccessible(page);
});
