import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support";

/** Console messages and page errors that say the CSP refused something. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate)/i.test(text)) violations.push(text);
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy|unsafe-eval/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test("pages carry a nonce CSP, frame and sniffing protections, and run without CSP violations", async ({ page }) => {
  const violations = watchCsp(page);
  const response = await page.goto("/sign-in");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The theme script (next-themes, inline) ran under the nonce: dark by default.
  await expect(page.locator("html")).toHaveClass(/dark/);

  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the admin screens run without CSP violations", async ({ page }) => {
  const violations = watchCsp(page);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/timesheets");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("token pages send no referrer", async ({ request }) => {
  const response = await request.get("/review/not-a-real-token", { maxRedirects: 0 });
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
});

test("the API answers unknown paths and methods in the JSON error shape", async ({ request }) => {
  const unknown = await request.get("/api/no-such-endpoint");
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  const patch = await request.fetch("/api/projects/0e9d7d8c-0000-4000-8000-000000000000", { method: "PATCH", data: {} });
  expect(patch.status()).toBe(405);
  expect(patch.headers()["allow"]).toContain("PUT");
  expect(((await patch.json()) as { error: { code: string } }).error.code).toBe("METHOD_NOT_ALLOWED");
  const trace = await request.fetch("/api/timesheets", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["content-type"]).toMatch(/^application\/json/);
});

test("a signed-in contractor's write from another origin is refused", async ({ page }) => {
  await signIn(page, DEMO.contractor);
  await expect(page).toHaveURL(/\/contractor(\?|$)/);
  const forged = await page.request.put("/api/user", { data: { name: "Forged" }, headers: { origin: "http://localhost:9999" } });
  expect(forged.status()).toBe(403);
  const own = await page.request.put("/api/user", { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(own.status()).toBe(200);
});
