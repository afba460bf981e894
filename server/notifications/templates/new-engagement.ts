import "server-only";
import type { NewEngagementData } from "./data";
import { appLink, buildMail, PRODUCT_NAME, type RenderedMail } from "./mail-builder";

/** NEW_ENGAGEMENT: the contractor was added to a project. */
export function newEngagementMail(data: NewEngagementData): RenderedMail {
  return buildMail({
    subject: `You were added to ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `You were added to the project ${data.project} in ${PRODUCT_NAME}. Its timesheets are ready for you to log your work each month.` },
      {
        kind: "facts",
        rows: [
          ["Project", data.project],
          ["Client", data.client],
          ["Start date", data.startDate],
          ["End date", data.endDate ?? "Open-ended"],
        ],
      },
      { kind: "action", label: "Open your projects", href: appLink("/contractor") },
    ],
  });
}
