import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { expectAccessible } from "./support";

/**
 * The Clients screen on the demo: a client is edited and deleted after a confirmation, and a
 * client that still has projects is refused with the server's reason. The client made here is
 * deleted again, so the other specs see the demo's two clients.
 */
test("a client is edited, then deleted after a confirmation; one with projects is refused with the reason", async ({ page }) => {
  const name = `Borealis Grid ${Date.now()}`;
  const renamed = `${name} ASA`;
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  const clients = page.getByRole("table", { name: "Clients" });
  await expect(clients.getByRole("row").filter({ hasText: "Northwind Energy" })).toBeVisible();

  await page.getByRole("button", { name: "New client" }).click();
  const create = page.getByRole("dialog", { name: "New client" });
  await create.getByLabel("Name").fill(name);
  await create.getByLabel("Country").selectOption("SE");
  await create.getByRole("button", { name: "Create client" }).click();
  await expect(create).toBeHidden();
  const row = clients.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Sweden");

  // Edit: the dialog opens on the saved values; the row shows the server's answer.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByLabel("Country")).toHaveValue("SE");
  await edit.getByLabel("Name").fill(renamed);
  await edit.getByLabel("Country").selectOption("NO");
  await edit.getByLabel("Address").fill("Dronning Eufemias gate 16\n0191 Oslo");
  await edit.getByLabel("Invoicing entity").selectOption({ label: "Settle Consulting GmbH" });
  await edit.getByLabel("Contact e-mail").fill("not an address");
  await edit.getByRole("button", { name: "Save client" }).click();
  await expect(edit.getByText("Enter a valid e-mail address.")).toBeVisible();
  await edit.getByLabel("Contact e-mail").fill("finance@borealis.example");
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Save client" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId("toast").getByText("Client saved")).toBeVisible();
  const edited = clients.getByRole("row").filter({ hasText: renamed });
  await expect(edited).toContainText("Norway");
  await expect(edited).toContainText("Dronning Eufemias gate 16");
  await expect(edited).toContainText("Settle Consulting GmbH");
  await expect(clients.getByRole("row").filter({ hasText: new RegExp(`${name}$`) })).toHaveCount(0);

  // A client with projects: the dialog says why it cannot go and offers only Close, no Delete.
  await clients.getByRole("row").filter({ hasText: "Northwind Energy" }).getByRole("button", { name: "Delete Northwind Energy" }).click();
  const refuse = page.getByRole("alertdialog", { name: 'Client "Northwind Energy" cannot be deleted' });
  await expect(refuse).toContainText("It still has 2 projects: a client can be deleted only once it has none.");
  await expect(refuse.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await refuse.getByRole("button", { name: "Close" }).click();
  await expect(refuse).toBeHidden();
  await expect(clients.getByRole("row").filter({ hasText: "Northwind Energy" })).toBeVisible();

  // A client without projects goes after the confirmation; Cancel first keeps it.
  await edited.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete client "${renamed}"?` });
  await expect(confirm).toContainText("The client is removed for good. This cannot be undone.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("toast").getByText("Client deleted")).toBeVisible();
  await expect(clients.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
  await page.reload();
  await expect(clients.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
