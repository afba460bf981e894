import { updateReviewerBody } from "@/lib/schemas/reviews";
import { endpoint } from "@/server/http/endpoint";
import { deleteTimesheetReviewer } from "@/server/services/reviews/delete-timesheet-reviewer";
import { updateTimesheetReviewer } from "@/server/services/reviews/update-timesheet-reviewer";

export const PUT = endpoint({ access: "admin:write", id: "Reviewer", body: updateReviewerBody }, ({ db, id, body }) => updateTimesheetReviewer(db, id, body));

/** Removes the reviewer and revokes their open review links. */
export const DELETE = endpoint({ access: "admin:write", id: "Reviewer" }, ({ db, id }) => deleteTimesheetReviewer(db, id));
