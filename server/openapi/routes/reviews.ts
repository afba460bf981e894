import { z } from "zod";
import { lineDiffQuery, lineDiffResponse } from "@/lib/schemas/line-review";
import { idParams, uuid } from "@/lib/schemas/common";
import { pageSchema } from "@/lib/schemas/paging";
import { createReviewLinkBody, createReviewerBody, createdReviewLinkSchema, reviewApproveBody, reviewContestBody, reviewDecisionResponse, reviewFileParams, reviewLinkListItemSchema, reviewLinkSchema, reviewTokenParams, reviewerListQuery, reviewerSchema, timesheetReviewSchema, updateReviewerBody } from "@/lib/schemas/reviews";
import { inArea, type RouteTable } from "../operation";

export const reviewsApi = inArea("reviews", {
  listTimesheetReviewers: {
    method: "get",
    path: "/api/timesheet-reviewers",
    summary:
      "Who reviews which project, by project and name; ?projectId= narrows to one project. Paged: at most limit (default 50, at most 200) per answer; continue with cursor=nextCursor until it is null.",
    tag: "Reviews",
    query: reviewerListQuery,
    response: pageSchema(reviewerSchema),
    access: "admin:read",
    answer: "as-is",
  },
  createTimesheetReviewer: {
    method: "post",
    path: "/api/timesheet-reviewers",
    created: true,
    summary: "Adds a reviewer to a project; the same e-mail twice on one project is 409.",
    tag: "Reviews",
    body: createReviewerBody,
    response: z.object({ data: reviewerSchema }),
    access: "admin:write",
  },
  updateTimesheetReviewer: {
    method: "put",
    path: "/api/timesheet-reviewers/{id}",
    summary: "Changes a reviewer's name and e-mail; an e-mail that already reviews the project is 409.",
    tag: "Reviews",
    params: idParams,
    body: updateReviewerBody,
    response: z.object({ data: reviewerSchema }),
    access: "admin:write",
    id: "Reviewer",
  },
  deleteTimesheetReviewer: {
    method: "delete",
    path: "/api/timesheet-reviewers/{id}",
    summary:
      "Removes a reviewer from the project and revokes their open review links; decisions they made stay (under their name).",
    tag: "Reviews",
    params: idParams,
    response: z.object({ data: z.object({ id: uuid, deleted: z.literal(true), revokedLinks: z.number().int() }) }),
    access: "admin:write",
    id: "Reviewer",
  },
  createTimesheetReviewLink: {
    method: "post",
    path: "/api/timesheets/{id}/review-links",
    created: true,
    summary:
      "Creates a review link for one timesheet and returns its URL once: the token (32 random bytes, base64url) is not stored, only its SHA-256 hash. Expires after expiresInDays (default: the reviewLinks.validityDays configuration, else 14).",
    tag: "Reviews",
    params: idParams,
    body: createReviewLinkBody,
    response: z.object({ data: createdReviewLinkSchema }),
    access: "admin:write",
    id: "Timesheet",
    optionalBody: true,
  },
  listTimesheetReviewLinks: {
    method: "get",
    path: "/api/timesheets/{id}/review-links",
    summary:
      "The review links of one timesheet, newest first, with the reviewer's name and a status: REVOKED, EXPIRED, USED (a decision was made through it; it keeps working until it expires) or ACTIVE. URLs are not listed: only the tokens' hashes are stored.",
    tag: "Reviews",
    params: idParams,
    response: z.object({ data: z.array(reviewLinkListItemSchema) }),
    access: "admin:read",
    id: "Timesheet",
  },
  revokeReviewLink: {
    method: "delete",
    path: "/api/review-links/{id}",
    summary: "Revokes a review link; the reviewer then reads 'This review link was revoked.'. Revoking twice keeps the first time.",
    tag: "Reviews",
    params: idParams,
    response: z.object({ data: reviewLinkSchema }),
    access: "admin:write",
    id: "Review link",
  },
  getTimesheetForReview: {
    method: "get",
    path: "/api/timesheet-review/{id}",
    summary:
      "The timesheet behind a review link: contractor, project, period, statuses, records, expenses (with file ids), totals, and what the reviewer may decide per component. Nothing about other timesheets.",
    tag: "Reviews",
    params: reviewTokenParams,
    response: z.object({ data: timesheetReviewSchema }),
    access: "review-link",
    handledBy: "review link",
  },
  approveTimesheetAsReviewer: {
    method: "put",
    path: "/api/timesheet-review/{id}/approve",
    summary: "The reviewer approves a SUBMITTED component; the timesheet takes the derived status (APPROVED once nothing else is pending).",
    tag: "Reviews",
    params: reviewTokenParams,
    body: reviewApproveBody,
    response: reviewDecisionResponse,
    access: "review-link",
    handledBy: "review link",
  },
  contestTimesheetAsReviewer: {
    method: "put",
    path: "/api/timesheet-review/{id}/contest",
    summary:
      "The reviewer contests a SUBMITTED component with a reason (1 to 2000 characters), posted to the timesheet's message thread under the reviewer's name; the timesheet becomes CONTESTED. Optional `lines` mark records (recordId, fee) or expenses (expenseId) of this component, each with its own reason (1 to 500 characters); a line of another timesheet or component, or a deleted one, is 400 naming it and nothing is stored.",
    tag: "Reviews",
    params: reviewTokenParams,
    body: reviewContestBody,
    response: reviewDecisionResponse,
    access: "review-link",
    handledBy: "review link",
  },
  getTimesheetReviewLineDiff: {
    method: "get",
    path: "/api/timesheet-review/{id}/line-diff",
    summary:
      "What changed in a component of the link's timesheet from the submission before to this one (the latest unless `submission` is given): lines added, removed and changed field by field (old -> new), the totals before and after, and what became of each line contested on the earlier submission. 404 when the component has no such submission.",
    tag: "Reviews",
    params: reviewTokenParams,
    query: lineDiffQuery,
    response: lineDiffResponse,
    access: "review-link",
    handledBy: "review link",
  },
  downloadFileAsReviewer: {
    method: "get",
    path: "/api/timesheet-review/{id}/files/{fileId}",
    summary:
      "Downloads one invoice or receipt of the review link's timesheet, with no session: the token is the only credential. A file of any other timesheet is 404 ('File not found.'), as are unknown, expired and revoked links.",
    tag: "Reviews",
    params: reviewFileParams,
    download: "application/octet-stream",
    access: "review-link",
    handledBy: "download",
  },
} satisfies RouteTable);
