import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createClient } from "@/app/api/clients/route";
import { POST as advancePeriods } from "@/app/api/cron/advance-periods/route";
import { GET as getUser, PUT as putUser } from "@/app/api/user/route";
import { user } from "@/server/db/schema";
import { call, type ErrorJson } from "../../support/http";
import { withSignedInContractor } from "../../support/signed-in-contractor";

const carl = withSignedInContractor();


const storedName = async () => (await carl.database.db.select({ name: user.name }).from(user).where(eq(user.email, "carl@example.com")))[0]?.name;

/** Renames Carl with his session cookie, from the page (or tool) the headers describe. */
function rename(name: string, origin: string | null, headers: Record<string, string> = {}) {
  return call<ErrorJson>(putUser, "/api/user", { method: "PUT", cookie: carl.cookie, body: { name }, origin, headers });
}

describe("cookie-authenticated writes come from the deployment's own pages", () => {
  it("accepts a write whose Origin is the deployment's", async () => {
    expect((await rename("Carl Same", "http://localhost:3000")).status).toBe(200);
    expect(await storedName()).toBe("Carl Same");
  });

  it.each(["http://localhost:3001", "http://evil.example", "null", "https://localhost:3000", "http://localhost:3000.evil.example"])(
    "refuses Origin %s with 403 and changes nothing",
    async (origin) => {
      const { status, body } = await rename("Carl Forged", origin);
      expect(status).toBe(403);
      expect(body.error.code).toBe("FORBIDDEN");
      expect(await storedName()).toBe("Carl Same");
    },
  );

  it.each(["same-origin", "none"])("accepts a write without Origin when Sec-Fetch-Site is %s", async (site) => {
    expect((await rename(`Carl ${site}`, null, { "sec-fetch-site": site })).status).toBe(200);
    expect(await storedName()).toBe(`Carl ${site}`);
  });

  it.each([["cross-site"], ["same-site"], [undefined]])("refuses a write without Origin when Sec-Fetch-Site is %s", async (site) => {
    const before = await storedName();
    const { status } = await rename("Carl Forged", null, site ? { "sec-fetch-site": site } : {});
    expect(status).toBe(403);
    expect(await storedName()).toBe(before);
  });

  it("still answers reads from elsewhere (the browser keeps the answer from the other site)", async () => {
    expect((await call(getUser, "/api/user", { cookie: carl.cookie, origin: "http://evil.example" })).status).toBe(200);
  });

  it("does not ask machines: the API key and the cron secret work from anywhere", async () => {
    const asApi = await call(getUser, "/api/user", { method: "GET", origin: "http://evil.example", headers: { "x-api-key": "test-admin-api-key" } });
    expect(asApi.status).toBe(200);
    const write = await call(createClient, "/api/clients", { origin: "http://evil.example", headers: { "x-api-key": "test-admin-api-key" }, body: { name: "Machine Client" } });
    expect(write.status).toBe(201);
    const cron = await call(advancePeriods, "/api/cron/advance-periods", { method: "POST", origin: null, headers: { authorization: "Bearer test-cron-secret" } });
    expect(cron.status).toBe(200);
    const cronElsewhere = await call(advancePeriods, "/api/cron/advance-periods", {
      method: "POST",
      origin: "http://evil.example",
      headers: { authorization: "Bearer test-cron-secret" },
    });
    expect(cronElsewhere.status).toBe(200);
  });
});
