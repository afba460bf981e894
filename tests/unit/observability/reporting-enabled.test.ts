import { describe, expect, it } from "vitest";
import { errorReportingEnabled } from "@/lib/observability/reporting-enabled";

describe("errorReportingEnabled", () => {
  it("reports only with a DSN and never in local mode", () => {
    expect(errorReportingEnabled("http://k@sentry.example/1", "production")).toBe(true);
    expect(errorReportingEnabled("http://k@sentry.example/1", "development")).toBe(true);
    expect(errorReportingEnabled("http://k@sentry.example/1", "local")).toBe(false);
    expect(errorReportingEnabled(undefined, "production")).toBe(false);
    expect(errorReportingEnabled("", "production")).toBe(false);
  });
});
