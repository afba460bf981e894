import { endpoint } from "@/server/http/endpoint";
import { reviewsApi } from "@/server/openapi/routes/reviews";
import { createReviewLink } from "@/server/services/review-links/create-review-link";
import { listReviewLinks } from "@/server/services/review-links/list-review-links";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";

/** Creates a review link; its URL (with the token) is in this response only. The body is optional. */
export const POST = endpoint(
  reviewsApi.createTimesheetReviewLink,
  ({ db, actor, id, body }) => createReviewLink(db, actor, id, body),
);

/** The timesheet's review links with their status (never their URLs). */
export const GET = endpoint(reviewsApi.listTimesheetReviewLinks, async ({ db, actor, id }) => {
  await findTimesheetFor(db, actor, id);
  return listReviewLinks(db, id);
});
