import { endpoint } from "@/server/http/endpoint";
import { reviewsApi } from "@/server/openapi/routes/reviews";
import { createTimesheetReviewer } from "@/server/services/reviews/create-timesheet-reviewer";
import { listTimesheetReviewers } from "@/server/services/reviews/list-timesheet-reviewers";

/** One page of who reviews which project; ?projectId= narrows to one project. */
export const GET = endpoint(reviewsApi.listTimesheetReviewers, ({ db, query }) => listTimesheetReviewers(db, query));

/** Adds a reviewer to a project. */
export const POST = endpoint(reviewsApi.createTimesheetReviewer, ({ db, body }) => createTimesheetReviewer(db, body));
