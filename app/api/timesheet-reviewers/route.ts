import { createReviewerBody, reviewerListQuery } from "@/lib/schemas/reviews";
import { endpoint } from "@/server/http/endpoint";
import { createTimesheetReviewer } from "@/server/services/reviews/create-timesheet-reviewer";
import { listTimesheetReviewers } from "@/server/services/reviews/list-timesheet-reviewers";

/** One page of who reviews which project; ?projectId= narrows to one project. */
export const GET = endpoint({ access: "admin:read", query: reviewerListQuery, answer: "as-is" }, ({ db, query }) => listTimesheetReviewers(db, query));

/** Adds a reviewer to a project. */
export const POST = endpoint({ access: "admin:write", body: createReviewerBody, answer: "created" }, ({ db, body }) => createTimesheetReviewer(db, body));
