import { expect, test } from "@playwright/test";
import { DEMO, expectAccessible, signIn } from "./support";

/**
 * An administrator makes an API key for a service principal in Settings, sees it once, the key
 * calls the API (as another system would, with x-api-key), and after the revocation it is refused.
 */
test("an administrator makes an API key, it calls the API, and once revoked it is refused", async ({ page, request }) => {
  const name = `Payroll export ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto("/admin/settings#api-keys");
  const section = page.locator("section#api-keys");
  await section.getByRole("button", { name: "New API key" }).click();
  const dialog = page.getByRole("dialog", { name: "New API key" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Service principal").fill("Payroll system");
  const next = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel("Expires after").fill(next);
  await dialog.getByLabel("Organisation").selectOption("read");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: "API key" });
  const key = (await shown.getByTestId("api-key").textContent()) ?? "";
  expect(key).toMatch(/^stl_/);
  await expectAccessible(page);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  const row = section.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Payroll system (service principal)");
  await expect(row).toContainText("Organisation: Read");
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText(key);

  const answer = await request.get("/api/clients", { headers: { "x-api-key": key } });
  expect(answer.status()).toBe(200);
  // Only what its scopes allow: organisation read, not timesheets.
  expect((await request.get("/api/timesheets", { headers: { "x-api-key": key } })).status()).toBe(403);

  await row.getByRole("button", { name: `Revoke the key ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("toast").getByText("API key revoked")).toBeVisible();
  await expect(row).toContainText("Revoked");
  const refused = await request.get("/api/clients", { headers: { "x-api-key": key } });
  expect(refused.status()).toBe(401);
});

/** A contractor makes a key of their own on the profile: it reads their timesheets and nothing it was not given. */
test("a contractor makes a key of their own on the profile; it reads their timesheets only", async ({ page, request }) => {
  const name = `My script ${Date.now()}`;
  await signIn(page, DEMO.contractor);
  // The workspace writes the timesheet it chose into the address first; going elsewhere before that is aborted.
  await expect(page).toHaveURL(/\/contractor\?projectId=[0-9a-f-]{36}&timesheetId=[0-9a-f-]{36}$/);
  await page.goto("/contractor/profile#api-keys");
  const section = page.locator("section#api-keys");
  await section.getByRole("button", { name: "New API key" }).click();
  const dialog = page.getByRole("dialog", { name: "New API key" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Service principal")).toHaveCount(0);
  await dialog.getByLabel("Expires after").fill(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
  await dialog.getByLabel("Timesheets and records").selectOption("read");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("dialog", { name: "API key" });
  const key = (await shown.getByTestId("api-key").textContent()) ?? "";
  await shown.getByRole("button", { name: "Done" }).click();
  const row = section.getByRole("table", { name: "Your API keys" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Timesheets and records: Read");
  expect((await request.get("/api/timesheets", { headers: { "x-api-key": key } })).status()).toBe(200);
  expect((await request.post("/api/user/api-keys", { headers: { "x-api-key": key }, data: { name: "Successor" } })).status()).toBe(403);
});
