import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Before env.ts is read: a quick start on a laptop, with a DSN left in the shell.
beforeAll(() => {
  process.env.NEXT_PUBLIC_ENV = "local";
  process.env.SENTRY_DSN = "http://publickey@127.0.0.1:9/1";
});

afterAll(() => {
  delete process.env.SENTRY_DSN;
  process.env.NEXT_PUBLIC_ENV = "test";
});

describe("error reporting in local mode", () => {
  it("does not start Sentry even with SENTRY_DSN set", async () => {
    const { reportError, serverSentry } = await import("@/server/observability/report-error");
    expect(await serverSentry()).toBeNull();
    await expect(reportError(new Error("stays on the laptop"))).resolves.toBeUndefined();
  });
});
