"use client";

import { useQuery } from "@tanstack/react-query";
import { LineDiffSection } from "@/components/timesheet/line-diff-view";
import { LINE_COMPONENTS, type LineComponent } from "@/lib/domain/reference";
import type { TimesheetReview } from "@/lib/schemas/reviews";
import { fetchReviewLineDiff } from "./review-api";

function ReviewLineDiff({ token, review, component }: { token: string; review: TimesheetReview; component: LineComponent }) {
  const submitted = review.components.some((item) => item.component === component && item.status === "SUBMITTED");
  const diff = useQuery({
    queryKey: ["timesheet-review", token, "line-diff", component, review.timesheet.version],
    queryFn: ({ signal }) => fetchReviewLineDiff(token, component, signal),
    enabled: submitted,
    retry: false,
  });
  if (!submitted || !diff.data) return null;
  return <LineDiffSection diff={diff.data} />;
}

/** What the contractor changed since the previous submission, for each component back under review. */
export function ReviewLineDiffs({ token, review }: { token: string; review: TimesheetReview }) {
  return (
    <>
      {LINE_COMPONENTS.map((component) => (
        <ReviewLineDiff key={component} token={token} review={review} component={component} />
      ))}
    </>
  );
}
