import { describe, expect, it } from "vitest";
import { GET as advanceByGet } from "@/app/api/cron/advance-periods/route";
import { GET as sendMailByGet } from "@/app/api/cron/send-mail/route";
import { advancePeriodsResponse } from "@/lib/schemas/decisions";
import { call, createAdminDatabase, CRON } from "../../support/factories/admin";
import { fileFixture } from "../../support/file-fixture";

// Vercel Cron calls its paths with GET and sends `Authorization: Bearer <CRON_SECRET>` itself, so
// each scheduled job answers GET exactly as it answers POST, and only with the secret.
// The jobs run against the database the routes open, made for this file.
fileFixture(createAdminDatabase);

describe("the cron jobs by GET, for Vercel Cron", () => {
  it("advance-periods runs with the secret and is refused without it", async () => {
    expect((await call(advanceByGet, "/api/cron/advance-periods", { headers: {} })).status).toBe(401);
    expect((await call(advanceByGet, "/api/cron/advance-periods", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    const { status, body } = await call(advanceByGet, "/api/cron/advance-periods", { headers: CRON });
    expect(status).toBe(200);
    expect(() => advancePeriodsResponse.parse(body)).not.toThrow();
  });

  it("send-mail runs with the secret and is refused without it", async () => {
    expect((await call(sendMailByGet, "/api/cron/send-mail", { headers: {} })).status).toBe(401);
    const { status, body } = await call(sendMailByGet, "/api/cron/send-mail", { headers: CRON });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { configured: false, sent: 0 } });
  });
});
