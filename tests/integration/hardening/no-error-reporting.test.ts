import { describe, expect, it } from "vitest";
import { reportError, serverSentry } from "@/server/observability/report-error";

describe("error reporting without SENTRY_DSN", () => {
  it("loads nothing and sends nothing", async () => {
    expect(process.env.SENTRY_DSN).toBeUndefined();
    expect(await serverSentry()).toBeNull();
    await expect(reportError(new Error("stays here"))).resolves.toBeUndefined();
  });
});
