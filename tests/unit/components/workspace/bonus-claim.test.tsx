// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { ComponentActions } from "@/components/contractor/workspace/component-actions";
import { timesheet } from "./timesheet-fixture";

afterEach(cleanup);

function renderBonusActions(overrides: Parameters<typeof timesheet>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ComponentActions timesheet={timesheet(overrides)} component="BONUS" today="2026-11-03" />
    </QueryClientProvider>,
  );
}

describe("the contractor's bonus actions", () => {
  it("never offers to give up a bonus that has no amount yet: submitting leaves it eligible", async () => {
    renderBonusActions({ status: "DUE", feeStatus: "PREPARED", bonusStatus: "ELIGIBLE", bonusAmount: null });
    fireEvent.click(screen.getByRole("button", { name: "Settle October 2026" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Bonus: stays Eligible");
    expect(dialog.textContent).not.toContain("Bonus: Eligible → Not submitted");
  });

  it("offers to prepare and submit the bonus alone once the administrator set it on a submitted month", () => {
    renderBonusActions({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE", bonusAmount: "500.00" });
    expect((screen.getByRole("button", { name: "Prepare bonus" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("submits a prepared bonus of a submitted month", () => {
    renderBonusActions({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "PREPARED", bonusAmount: "500.00" });
    expect((screen.getByRole("button", { name: "Settle October 2026" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Reset bonus" })).toBeTruthy();
  });

  it("offers nothing on a submitted month whose bonus has no amount yet", () => {
    renderBonusActions({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE", bonusAmount: null });
    expect(screen.queryByRole("button", { name: "Settle October 2026" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Prepare bonus" })).toBeNull();
  });
});
