import "server-only";
import type { TimesheetCorrectionData } from "./data";
import { appLink, buildMail, type RenderedMail } from "./mail-builder";

/** TIMESHEET_CORRECTION: a component was contested; the contractor gets the reason and the way back. */
export function timesheetCorrectionMail(data: TimesheetCorrectionData): RenderedMail {
  return buildMail({
    subject: `Correction needed: ${data.period} on ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `${data.contestedBy} contested the ${data.component} of your timesheet for ${data.period} on ${data.project}. Please correct it and resubmit.` },
      { kind: "facts", rows: [["Period", data.period], ["Project", data.project], ["Contested", data.component]] },
      { kind: "paragraph", text: "The reason given:" },
      { kind: "quote", text: data.reason },
      { kind: "action", label: `Resubmit ${data.period}`, href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
