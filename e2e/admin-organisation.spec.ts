import { expect, test, type Page } from "@playwright/test";
import { FRESH_ADMIN, FRESH_URL } from "./fresh";
import { expectAccessible, signIn } from "./support";

/**
 * From an empty database with only an administrator (the second e2e server, no demo data) to a
 * contractor logging work, all through the screens; the invitation link is read through the
 * app's own API, never from the outbox list. Steps build on each other, so they run in order.
 */
test.use({ baseURL: FRESH_URL });
test.describe.configure({ mode: "serial" });

const CONTRACTOR = { name: "Nia Novak", email: "nia.novak@example.com", password: "nia-first-password" };
const firstOfMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

type OutboxList = { data: Record<string, unknown>[] };

async function signInAdmin(page: Page) {
  await signIn(page, FRESH_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
}

test("an administrator sets up a client, a project with a daily rate and invites a contractor, who then logs work", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAdmin(page);

  // Clients: the empty state says what to do first.
  await page.goto("/admin/clients");
  await expect(page.getByRole("main").getByText("No clients yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "New client" }).click();
  const clientDialog = page.getByRole("dialog", { name: "New client" });
  // The API's schema checks the form before anything is sent.
  await clientDialog.getByRole("button", { name: "Create client" }).click();
  await expect(clientDialog.getByText("Name is required.")).toBeVisible();
  await clientDialog.getByLabel("Name").fill("Acme Labs");
  await clientDialog.getByLabel("Country").selectOption("CH");
  await clientDialog.getByLabel("Address").fill("Bahnhofstrasse 1\n8001 Zürich");
  await expectAccessible(page);
  await clientDialog.getByRole("button", { name: "Create client" }).click();
  await expect(clientDialog).toBeHidden();
  const clients = page.getByRole("table", { name: "Clients" });
  await expect(clients.getByRole("row").filter({ hasText: "Acme Labs" })).toContainText("Switzerland");

  // Users: invite the contractor (the invitation mail goes to the outbox).
  await page.goto("/admin/contractors");
  await expect(page.getByRole("main").getByText("No contractors yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Invite contractor" }).click();
  const invite = page.getByRole("dialog", { name: "Invite a contractor" });
  await invite.getByLabel("Name").fill(CONTRACTOR.name);
  await invite.getByLabel("E-mail").fill(CONTRACTOR.email);
  await expectAccessible(page);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite).toBeHidden();
  const people = page.getByRole("table", { name: "Contractors" });
  await expect(people.getByRole("row").filter({ hasText: CONTRACTOR.name })).toContainText("Invited");
  // The search runs on the server and stays in the URL.
  await page.getByRole("searchbox", { name: "Search contractors" }).fill("nobody-by-this-name");
  await expect(page).toHaveURL(/\?q=nobody-by-this-name/);
  await expect(page.getByText("No contractor matches")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search contractors" }).fill(CONTRACTOR.email.slice(0, 6));
  await expect(people.getByRole("row").filter({ hasText: CONTRACTOR.name })).toBeVisible();

  // Projects: create one, then put the contractor on it with a daily rate.
  await page.goto("/admin/projects");
  await expectAccessible(page);
  await page.getByRole("button", { name: "New project" }).click();
  const projectDialog = page.getByRole("dialog", { name: "New project" });
  await projectDialog.getByLabel("Name").fill("Data Audit");
  await expect(projectDialog.getByLabel("Client")).toHaveValue(/.+/);
  await projectDialog.getByLabel("Start date").fill(firstOfMonth());
  await projectDialog.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data Audit" })).toBeVisible();
  await expect(page.getByText("No contractor is engaged on this project")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add contractor" }).click();
  const add = page.getByRole("dialog", { name: "Add a contractor to the project" });
  // The picker looks contractors up as one types; the keyboard chooses.
  const picker = add.getByRole("combobox", { name: "Contractor" });
  await picker.fill("nia");
  await expect(add.getByRole("option", { name: new RegExp(CONTRACTOR.name) })).toBeVisible();
  await expectAccessible(page);
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(picker).toHaveValue(`${CONTRACTOR.name} (${CONTRACTOR.email})`);
  await expect(add.getByText(/^Working days: /)).toBeVisible();
  await add.getByRole("button", { name: "Add contractor" }).click();
  await expect(add).toBeHidden();
  await page.getByRole("button", { name: "Add rates" }).click();
  const rates = page.getByRole("dialog", { name: `Add rates for ${CONTRACTOR.name}` });
  await expect(rates.getByLabel("Frequency of rate 1")).toHaveValue("DAILY");
  await rates.getByLabel("Amount of rate 1").fill("640");
  await expectAccessible(page);
  await rates.getByRole("button", { name: "Add rates" }).click();
  await expect(rates).toBeHidden();
  await expect(page.getByRole("table", { name: new RegExp(`^Rates of ${CONTRACTOR.name}`) })).toContainText("640.00");

  // A second period paying DAILY over the same days is refused by the server, with its reason.
  await page.getByRole("button", { name: "Add rates" }).click();
  const overlap = page.getByRole("dialog", { name: `Add rates for ${CONTRACTOR.name}` });
  await overlap.getByLabel("Valid from").fill(firstOfMonth());
  await overlap.getByLabel("Amount of rate 1").fill("700");
  await overlap.getByRole("button", { name: "Add rates" }).click();
  await expect(overlap.getByRole("alert")).toContainText("periods with the same frequency cannot overlap");
  await expect(overlap.getByLabel("Amount of rate 1")).toHaveValue("700");
  await overlap.getByRole("button", { name: "Cancel" }).click();

  // Settings: the outbox lists the invitation without its link; one mail opens by itself.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("settings-link").click();
  await expect(page).toHaveURL(/\/admin\/settings/);
  const outbox = page.getByRole("table", { name: "Mail outbox" });
  // The invitation, and the NEW_ENGAGEMENT mail of being put on the project.
  const contractorRows = outbox.getByRole("row").filter({ hasText: CONTRACTOR.email });
  await expect(contractorRows.filter({ hasText: "New user" })).toHaveCount(1);
  await expect(contractorRows.filter({ hasText: "You were added to" })).toHaveCount(1);
  await expect(page.locator("main")).not.toContainText("/invite/");
  await expectAccessible(page);

  const listed = (await (await page.request.get("/api/mail-outbox")).json()) as OutboxList;
  expect(JSON.stringify(listed)).not.toContain("/invite/");
  const mail = listed.data.find((m) => m.to === CONTRACTOR.email && m.notificationType === "NEW_USER")!;
  expect(mail).not.toHaveProperty("text");
  // The mail as stored and as GET /api/mail-outbox/{id} returns it keeps the token sealed.
  const opened = (await (await page.request.get(`/api/mail-outbox/${String(mail.id)}`)).json()) as { data: { text: string } };
  expect(opened.data.text).toMatch(/\/invite\/hidden-[0-9a-f]+/);
  // No mail server here (local mode): the preview puts the one-time link back for the admin.
  const preview = (await (await page.request.get(`/api/mail-outbox/${String(mail.id)}/preview`)).json()) as { data: { text: string; linksRevealed: boolean } };
  expect(preview.data.linksRevealed).toBe(true);
  const link = /https?:\/\/[^\s]+\/invite\/[A-Za-z0-9_-]+/.exec(preview.data.text)![0];
  expect(new URL(link).origin).toBe(FRESH_URL);

  await outbox.getByRole("button", { name: `View the mail "You are invited to Settle" to ${CONTRACTOR.email}` }).click();
  // The rendered HTML in a sandboxed frame (no scripts), with the link the contractor follows.
  await expect(page.getByTestId("mail-html")).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
  await expect(page.frameLocator('[data-testid="mail-html"]').getByRole("link", { name: "Choose your password" })).toHaveAttribute("href", link);
  await expect(page.getByTestId("mail-text")).toContainText(link);
  await page.keyboard.press("Escape");

  // The contractor sets a password through the invitation and logs a day on the new project.
  const contractorContext = await browser.newContext({ baseURL: FRESH_URL });
  const contractor = await contractorContext.newPage();
  await contractor.goto(new URL(link).pathname);
  await contractor.getByLabel("New password").fill(CONTRACTOR.password);
  await contractor.getByLabel("Repeat the password").fill(CONTRACTOR.password);
  await contractor.getByTestId("set-password-submit").click();
  // Setting the password signs them in: their first screen, without the sign-in page.
  await expect(contractor).toHaveURL(/\/contractor\?.*timesheetId=/);
  await expect(contractor.getByText("Data Audit").first()).toBeVisible();
  const grid = contractor.getByRole("grid", { name: /^Days of / });
  await grid.getByRole("button", { disabled: false }).first().click();
  await contractor.getByLabel("Work summary").fill("Kick-off workshop");
  await contractor.getByLabel("Counterpart").fill("Acme data team");
  await contractor.getByRole("button", { name: "Add record" }).click();
  await expect(contractor.getByRole("table", { name: /^Work logged in / }).getByRole("row").filter({ hasText: "Kick-off workshop" })).toContainText("1 day");

  // The administrator sees them registered, deactivates them, and their session ends.
  await page.goto("/admin/contractors");
  await expect(people.getByRole("row").filter({ hasText: CONTRACTOR.name })).toContainText("Registered");
  await people.getByRole("button", { name: `Deactivate ${CONTRACTOR.name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("signed out everywhere at once (every session ends)");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(people.getByRole("row").filter({ hasText: CONTRACTOR.name })).toContainText("Deactivated");

  await contractor.reload();
  await expect(contractor).toHaveURL(/\/sign-in/);
  expect((await contractor.request.get("/api/project-engagements")).status()).toBe(401);
  await contractorContext.close();

  // The contractor's detail page shows the engagement and the timesheet.
  const detail = await people.getByRole("link", { name: CONTRACTOR.name }).getAttribute("href");
  await page.goto(detail!);
  await expect(page.getByRole("heading", { level: 1, name: CONTRACTOR.name })).toBeVisible();
  await expect(page.getByRole("table", { name: "Engagements" })).toContainText("Data Audit");
  await expectAccessible(page);
});
