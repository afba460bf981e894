// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopySummaryDialog } from "@/components/contractor/fee/copy-summary-dialog";
import { formatDatesIn } from "@/lib/format/date";
import { formatExchangeRate } from "@/lib/format/money";

afterEach(cleanup);

describe("exchange rates", () => {
  it("always show at least 4 decimals, and every decimal the rate has", () => {
    expect(["1", "1.00000000", "1.05", "3.6725", "0.93871234", "0.00630000"].map(formatExchangeRate)).toEqual([
      "1.0000",
      "1.0000",
      "1.0500",
      "3.6725",
      "0.93871234",
      "0.0063",
    ]);
  });
});

describe("dates in the copy summary", () => {
  it("reads the server's drop reasons with the same dd MMM yyyy dates as the rest of the dialog", () => {
    expect(formatDatesIn("No DAILY rate found for date 2026-12-05")).toBe("No DAILY rate found for date 05 Dec 2026");
    render(
      <CopySummaryDialog
        result={{
          created: [],
          dropped: [{ date: "2026-12-05", workSummary: "Relay tests", reason: "NO_RATE_AT_DATE", message: "No DAILY rate found for date 2026-12-05" }],
          timesheet: { id: "11111111-1111-4111-8111-111111111111", status: "IN_PROGRESS", feeStatus: "IN_PROGRESS", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE", version: 2 },
          nothingToCopy: null,
        }}
        fromName="November 2026"
        toName="December 2026"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("No DAILY rate found for date 05 Dec 2026")).toBeTruthy();
    expect(screen.queryByText(/2026-12-05/)).toBeNull();
  });
});
