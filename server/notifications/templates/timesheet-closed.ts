import "server-only";
import type { TimesheetClosedData } from "./data";
import { appLink, buildMail, moneyText, type RenderedMail } from "./mail-builder";

/** TIMESHEET_CLOSED: the period is settled and closed for the contractor. */
export function timesheetClosedMail(data: TimesheetClosedData): RenderedMail {
  return buildMail({
    subject: `Closed: ${data.period} on ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `Your timesheet for ${data.period} on ${data.project} is closed: it is settled and can no longer change.` },
      { kind: "facts", rows: [["Period", data.period], ["Project", data.project], ["Amount", moneyText(data.amounts)]] },
      { kind: "action", label: `Open ${data.period}`, href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
