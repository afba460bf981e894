import type { Component } from "@/lib/domain/reference";
import type { ErrorBody } from "@/lib/errors";
import type { ContestedLineInput } from "@/lib/schemas/decisions";
import type { LineComponent } from "@/lib/domain/reference";
import type { LineDiffView } from "@/lib/schemas/line-review";
import type { ReviewDecisionResult, TimesheetReview } from "@/lib/schemas/reviews";

/** The browser's own words when no answer (or no readable one) came; the page shows them in the reader's language. */
export const OFFLINE_MESSAGE = "The server could not be reached. Check your connection and try again.";
export const INTERNAL_MESSAGE = "Something went wrong on our side.";

/** A refused call, with the server's code and message (the words the reviewer reads). */
export class ReviewApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ReviewApiError";
  }
}

async function call<T>(input: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, cache: "no-store", credentials: "omit" });
  } catch {
    throw new ReviewApiError(0, "OFFLINE", OFFLINE_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as { data: T } | ErrorBody | null;
  if (!response.ok || !body || !("data" in body)) {
    const error = body && "error" in body ? body.error : null;
    throw new ReviewApiError(response.status, error?.code ?? "INTERNAL", error?.message ?? INTERNAL_MESSAGE);
  }
  return body.data;
}

const reviewPath = (token: string) => `/api/timesheet-review/${encodeURIComponent(token)}`;

export function fetchTimesheetReview(token: string, signal?: AbortSignal): Promise<TimesheetReview> {
  return call(reviewPath(token), { signal });
}

/** A receipt or invoice of the link's timesheet, opened with the token alone. */
export function reviewFileUrl(token: string, fileId: string): string {
  return `${reviewPath(token)}/files/${encodeURIComponent(fileId)}`;
}

/** What changed in a component since its previous submission (404 when it has none). */
export function fetchReviewLineDiff(token: string, component: LineComponent, signal?: AbortSignal): Promise<LineDiffView> {
  return call(`${reviewPath(token)}/line-diff?component=${component}`, { signal });
}

export type ReviewDecisionInput =
  | { decision: "APPROVED"; component: Component; version: number }
  | { decision: "CONTESTED"; component: Component; version: number; reason: string; lines?: ContestedLineInput[] };

export function sendReviewDecision(token: string, input: ReviewDecisionInput): Promise<ReviewDecisionResult> {
  const { decision, ...fields } = input;
  // No lines marked: the body stays what it was before lines existed.
  const body = "lines" in fields && fields.lines?.length === 0 ? { ...fields, lines: undefined } : fields;
  const action = decision === "APPROVED" ? "approve" : "contest";
  return call(`${reviewPath(token)}/${action}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
