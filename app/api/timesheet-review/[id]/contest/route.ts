import { reviewContestBody } from "@/lib/schemas/reviews";
import { reviewerDecision } from "../reviewer-decision";

/** The reviewer contests a submitted component; the reason goes to the contractor through the timesheet's messages. */
export const PUT = reviewerDecision({ body: reviewContestBody, decision: "CONTESTED" });
