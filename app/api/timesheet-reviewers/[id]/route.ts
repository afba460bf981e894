import { endpoint } from "@/server/http/endpoint";
import { reviewsApi } from "@/server/openapi/routes/reviews";
import { deleteTimesheetReviewer } from "@/server/services/reviews/delete-timesheet-reviewer";
import { updateTimesheetReviewer } from "@/server/services/reviews/update-timesheet-reviewer";

export const PUT = endpoint(reviewsApi.updateTimesheetReviewer, ({ db, id, body }) => updateTimesheetReviewer(db, id, body));

/** Removes the reviewer and revokes their open review links. */
export const DELETE = endpoint(reviewsApi.deleteTimesheetReviewer, ({ db, id }) => deleteTimesheetReviewer(db, id));
