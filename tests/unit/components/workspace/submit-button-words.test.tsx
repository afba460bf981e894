// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ComponentActions } from "@/components/contractor/workspace/component-actions";
import { submitButtonText } from "@/lib/domain/selection";
import { TIMESHEET_STATUSES, type Component, type TimesheetStatus } from "@/lib/domain/reference";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import de from "@/messages/de";
import en from "@/messages/en";
import { render } from "@/tests/support/render";
import { timesheet } from "./timesheet-fixture";

/**
 * One submit-button rule (#47.10): the words on the contractor's screen are the words the API
 * sends as `submitButtonText` (the spec's "Settle {period}", "I didn't work in {period}",
 * "Resubmit {period}"), for every status, with and without records, and the German screen says
 * the German of the same wording.
 */
afterEach(cleanup);

const WORDINGS = ["didntWork", "resubmit", "settle"] as const;
const fill = (template: string, period: string) => template.replace("{period}", period);

function detailFor(status: TimesheetStatus, hasRecords: boolean, bonusClaim: boolean): TimesheetDetail {
  const base = timesheet({ status });
  return {
    ...base,
    ...(hasRecords ? {} : { timesheetRecords: [], expenseRecords: [] }),
    // The Bonus tab still settles a bonus with an amount once the fee and expenses are under review.
    ...(bonusClaim ? { bonusStatus: "PREPARED" as const, bonusAmount: "500.00" } : {}),
  };
}

/** The submit button's words on screen, or null when the screen offers no submit. */
function shownSubmitWords(detail: TimesheetDetail, component: Component, locale: string, period: string): string | null {
  const catalogue = locale.startsWith("de") ? de : en;
  const wordings = WORDINGS.map((wording) => fill(catalogue.contractor.actions.submitText[wording], period));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ComponentActions timesheet={detail} component={component} today="2026-11-03" />
    </QueryClientProvider>,
    { locale },
  );
  const shown = screen.queryAllByRole("button").map((button) => button.textContent?.trim() ?? "").filter((name) => wordings.includes(name));
  cleanup();
  expect(shown.length, `at most one submit button: ${shown.join(", ")}`).toBeLessThanOrEqual(1);
  return shown[0] ?? null;
}

const CASES = TIMESHEET_STATUSES.flatMap((status) =>
  [true, false].flatMap((hasRecords) => [
    { status, hasRecords, component: "TIMESHEET" as const },
    { status, hasRecords, component: "BONUS" as const },
  ]),
);

describe("the contractor's submit button and the API's submitButtonText", () => {
  it("the English catalogue holds the spec's texts, as the domain writes them", () => {
    const period = { month: 10, year: 2026 };
    expect(fill(en.contractor.actions.submitText.didntWork, "October 2026")).toBe(submitButtonText("DUE", period, false));
    expect(fill(en.contractor.actions.submitText.resubmit, "October 2026")).toBe(submitButtonText("CONTESTED", period, true));
    expect(fill(en.contractor.actions.submitText.settle, "October 2026")).toBe(submitButtonText("IN_PROGRESS", period, true));
  });

  it.each(CASES)("$status, records $hasRecords, $component tab: the screen says what the API says, in English and in German", ({ status, hasRecords, component }) => {
    const detail = detailFor(status, hasRecords, component === "BONUS");
    const api = submitButtonText(status, detail.billingPeriod, hasRecords);
    const english = shownSubmitWords(detail, component, "en-GB", "October 2026");
    const german = shownSubmitWords(detail, component, "de-DE", "Oktober 2026");
    expect(german === null).toBe(english === null);
    if (english === null) return;
    expect(english).toBe(api);
    const wording = WORDINGS.find((candidate) => fill(en.contractor.actions.submitText[candidate], "October 2026") === api);
    expect(german).toBe(fill(de.contractor.actions.submitText[wording!], "Oktober 2026"));
  });

  it("offers the submit in every open status and for a bonus claim, so the comparison above is never empty", () => {
    const shown = CASES.filter(({ status, hasRecords, component }) => shownSubmitWords(detailFor(status, hasRecords, component === "BONUS"), component, "en-GB", "October 2026") !== null);
    const statuses = new Set(shown.map((entry) => entry.status));
    for (const status of ["INITIALIZED", "IN_PROGRESS", "DUE", "CONTESTED", "SUBMITTED", "APPROVED"]) expect(statuses).toContain(status);
  });

  it("says \"I didn't work in October 2026\" on a due month with no records, and \"Settle October 2026\" once there are some", () => {
    expect(shownSubmitWords(detailFor("DUE", false, false), "TIMESHEET", "en-GB", "October 2026")).toBe("I didn't work in October 2026");
    expect(shownSubmitWords(detailFor("DUE", true, false), "TIMESHEET", "en-GB", "October 2026")).toBe("Settle October 2026");
    expect(shownSubmitWords(detailFor("IN_PROGRESS", false, false), "TIMESHEET", "de-DE", "Oktober 2026")).toBe("Ich habe im Oktober 2026 nicht gearbeitet");
  });
});
