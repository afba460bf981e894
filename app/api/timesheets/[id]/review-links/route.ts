import { createReviewLinkBody } from "@/lib/schemas/reviews";
import { endpoint } from "@/server/http/endpoint";
import { createReviewLink } from "@/server/services/review-links/create-review-link";
import { listReviewLinks } from "@/server/services/review-links/list-review-links";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";

/** Creates a review link; its URL (with the token) is in this response only. The body is optional. */
export const POST = endpoint(
  { access: "admin:write", id: "Timesheet", body: createReviewLinkBody, bodyOptional: true, answer: "created" },
  ({ db, actor, id, body }) => createReviewLink(db, actor, id, body),
);

/** The timesheet's review links with their status (never their URLs). */
export const GET = endpoint({ access: "admin:read", id: "Timesheet" }, async ({ db, actor, id }) => {
  await findTimesheetFor(db, actor, id);
  return listReviewLinks(db, id);
});
