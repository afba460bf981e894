import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "../mail/smtp-test-server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Set before env.ts is read: a real SMTP host is configured too, and must not be used.
  process.env.MAIL_TEST_BASE_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.SMTP_HOST = "smtp.invalid";
});

afterAll(async () => {
  delete process.env.MAIL_TEST_BASE_URL;
  delete process.env.SMTP_HOST;
  await smtp.stop();
});

describe("MAIL_TEST_BASE_URL", () => {
  it("sends to the local mail catcher instead of SMTP_HOST", async () => {
    const { smtpTransport, mailDeliveryConfigured } = await import("@/server/mail/mail-transport");
    expect(mailDeliveryConfigured()).toBe(true);
    await smtpTransport()!.sendMail({ from: "no-reply@localhost", to: "catcher@example.com", subject: "Caught", text: "Hello" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ to: ["catcher@example.com"], subject: "Caught" });
  });
});
