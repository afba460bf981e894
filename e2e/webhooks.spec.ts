import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { DEMO, expectAccessible, signIn } from "./support";

/**
 * An administrator adds an endpoint pointing at a receiver this spec runs on 127.0.0.1 (the e2e
 * server is in local mode, where private networks are allowed), sends a test event, and sees it
 * delivered in the log. The receiver verifies the signature with the Standard Webhooks library.
 */
type Received = { id: string; type: string; verified: boolean };

let server: Server;
let url = "";
const received: Received[] = [];
let secret = "";

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
      let verified = false;
      try {
        new Webhook(secret).verify(body, headers);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ id: headers["webhook-id"] ?? "", type: (JSON.parse(body) as { type: string }).type, verified });
      response.writeHead(verified ? 200 : 401).end(verified ? "ok" : "bad signature");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/settle-${Date.now()}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test("an administrator adds a webhook endpoint, sends a test event and sees it delivered", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto("/admin/settings#webhooks");
  const section = page.locator("section#webhooks");
  await expect(section.getByRole("heading", { name: "Webhooks" })).toBeVisible();

  await section.getByRole("button", { name: "New endpoint" }).first().click();
  const form = page.getByRole("dialog", { name: "New webhook endpoint" });
  // The API's schema checks the form before anything is sent.
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("Choose at least one event.")).toBeVisible();
  await form.getByLabel("URL").fill(url);
  await form.getByLabel("Description").fill("Payroll (e2e)");
  await form.getByLabel("timesheet.submitted").check();
  await form.getByLabel("invoice.issued").check();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Add endpoint" }).click();

  // The secret is shown once.
  const shown = page.getByRole("dialog", { name: "Signing secret" });
  secret = (await shown.getByTestId("signing-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await expectAccessible(page);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  const row = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: url });
  await expect(row).toContainText("Enabled");
  await row.getByRole("button", { name: `Deliveries to ${url}` }).click();
  const log = page.getByRole("dialog", { name: "Deliveries" });
  await expect(log.getByText("No deliveries yet")).toBeVisible();
  await log.getByRole("button", { name: "Send a test event" }).click();

  const delivered = log.getByRole("table", { name: "Webhook deliveries" }).getByRole("row").filter({ hasText: "webhook.test" });
  await expect(delivered).toContainText("Delivered", { timeout: 30_000 });
  await expect(delivered).toContainText("200");
  await expectAccessible(page);
  expect(received.filter((message) => message.type === "webhook.test")).toEqual([expect.objectContaining({ verified: true })]);
});
