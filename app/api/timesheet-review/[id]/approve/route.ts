import { reviewApproveBody } from "@/lib/schemas/reviews";
import { reviewerDecision } from "../reviewer-decision";

/** The reviewer approves a submitted component; the token in the path proves who they are. */
export const PUT = reviewerDecision({ body: reviewApproveBody, decision: "APPROVED" });
