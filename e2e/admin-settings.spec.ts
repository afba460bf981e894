import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { expectAccessible, openUserMenu } from "./support";

/**
 * Settings on the demo: an invoicing entity is created and edited (there is no deleting one, so
 * its name is unique to the run), and a configuration entry is edited and then put back.
 */
async function openSettings(page: Page) {
  await signInAsAdmin(page);
  await openUserMenu(page);
  await page.getByTestId("settings-link").click();
  await expect(page).toHaveURL(/\/admin\/settings/);
}

test("an invoicing entity is created and edited", async ({ page }) => {
  const name = `Settle Nordic AB ${Date.now()}`;
  await openSettings(page);
  const entities = page.getByRole("table", { name: "Invoicing entities" });
  await expect(entities.getByRole("row").filter({ hasText: "Settle Consulting GmbH" })).toContainText("CHE-123.456.789");

  await page.getByRole("button", { name: "New invoicing entity" }).click();
  const create = page.getByRole("dialog", { name: "New invoicing entity" });
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(create.getByText("Name is required.")).toBeVisible();
  await create.getByLabel("Name").fill(name);
  await expect(create.getByLabel("Party type")).toHaveValue("ENTITY");
  await create.getByLabel("Currency").selectOption("EUR");
  await create.getByLabel("Country").selectOption("SE");
  await create.getByLabel("Address (free text)").fill("Kungsgatan 1\n111 43 Stockholm");
  await expectAccessible(page);
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(create).toBeHidden();
  await expect(page.getByTestId("toast").getByText("Invoicing entity created")).toBeVisible();
  const row = entities.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Sweden");
  await expect(row).toContainText("EUR");

  // Edit: the dialog opens on the saved values, and the row shows what the server kept.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByLabel("Country")).toHaveValue("SE");
  await expect(edit.getByLabel("Address (free text)")).toHaveValue("Kungsgatan 1\n111 43 Stockholm");
  await edit.getByLabel("Currency").selectOption("CHF");
  await edit.getByLabel("Country").selectOption("CH");
  await edit.getByLabel("VAT number").fill("CHE-987.654.321");
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId("toast").getByText("Invoicing entity saved")).toBeVisible();
  await expect(row).toContainText("Switzerland");
  await expect(row).toContainText("CHF");
  await expect(row).toContainText("CHE-987.654.321");
  await page.reload();
  await expect(entities.getByRole("row").filter({ hasText: name })).toContainText("CHE-987.654.321");

  // Clients can name it at once.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  await page.getByRole("button", { name: "New client" }).click();
  await expect(page.getByRole("dialog", { name: "New client" }).getByLabel("Invoicing entity").getByRole("option", { name })).toHaveCount(1);
});

test("a configuration entry is edited, a value that is not JSON is refused, and the entry is put back", async ({ page }) => {
  const key = "reminders.firstReminderDay";
  await openSettings(page);
  const entries = page.getByRole("table", { name: "Configuration entries" });
  const row = entries.getByRole("row").filter({ hasText: key });
  await expect(row).toContainText("3");
  const seededDescription = "Day of the following month the first reminder for a due timesheet goes out.";
  await expect(row).toContainText(seededDescription);

  const edit = page.getByRole("dialog", { name: `Edit ${key}` });
  try {
    await row.getByRole("button", { name: `Edit ${key}` }).click();
    // The key names the entry and cannot change; the value is JSON text.
    await expect(edit.getByLabel("Key")).toHaveValue(key);
    await expect(edit.getByLabel("Key")).toHaveAttribute("readonly", "");
    await expect(edit.getByLabel("Value (JSON)")).toHaveValue("3");
    await edit.getByLabel("Value (JSON)").fill("five");
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(edit.getByText("value must be JSON (a number, text, true/false, a list or an object).")).toBeVisible();
    await edit.getByLabel("Value (JSON)").fill("5");
    await edit.getByLabel("Description").fill("Day of the month after: moved for the e2e run.");
    await expectAccessible(page);
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId("toast").getByText("Configuration saved")).toBeVisible();
    await expect(row.getByRole("cell").nth(1)).toHaveText("5");
    await expect(row).toContainText("Day of the month after: moved for the e2e run.");
    await page.reload();
    await expect(row.getByRole("cell").nth(1)).toHaveText("5");
  } finally {
    // Back to the seeded entry through the same dialog.
    await page.keyboard.press("Escape");
    await row.getByRole("button", { name: `Edit ${key}` }).click();
    await edit.getByLabel("Value (JSON)").fill("3");
    await edit.getByLabel("Description").fill(seededDescription);
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(edit).toBeHidden();
  }
  await expect(row.getByRole("cell").nth(1)).toHaveText("3");
  await expect(row).toContainText(seededDescription);
});
