import { describe, expect, it } from "vitest";
import * as domain from "@/lib/domain";

describe("public API", () => {
  it("re-exports the rules from one place", () => {
    for (const name of [
      "BillingPeriod",
      "can",
      "afterSubmit",
      "derivedTimesheetStatus",
      "applyDecision",
      "defaultTimesheet",
      "submitButtonText",
      "isDayDisabled",
      "bulkSelectDates",
      "copyFromPreviousMonth",
      "Decimal",
      "roundToMinorUnit",
      "feeLines",
      "recordAmounts",
      "exchangeRateProblem",
      "hoursLeftOn",
      "recordTimeBoundProblem",
      "COUNTRIES",
      "CURRENCY_CODES",
      "CURRENCIES",
      "readTaxRule",
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
