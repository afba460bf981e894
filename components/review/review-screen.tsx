"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFeatures } from "@/components/providers/features";
import { StatusBadge } from "@/components/status/status-badge";
import { useFormat } from "@/hooks/use-format";
import type { Component, LineComponent, ReviewDecision } from "@/lib/domain/reference";
import { componentStatusList, type TimesheetStatuses } from "@/lib/domain/statuses";
import { contestedReasons } from "@/lib/format/contested-lines";
import type { Formats } from "@/lib/format/formats";
import { localTimeAmount, type EnumWords } from "@/lib/format/labels";
import type { TimesheetReview } from "@/lib/schemas/reviews";
import { ComponentDecision } from "./component-decision";
import { FileList } from "@/components/files/file-list";
import { fetchTimesheetReview, INTERNAL_MESSAGE, ReviewApiError, reviewFileUrl, sendReviewDecision, type ReviewDecisionInput } from "./review-api";
import { ExpenseClaimsTable } from "@/components/timesheet/expense-claims-table";
import { WorkRecordsTable } from "@/components/timesheet/work-records-table";
import { ReviewTotals } from "./review-tables";
import { ReviewUnavailable } from "./review-unavailable";
import { ReviewLineDiffs } from "./review-line-diffs";
import { useRefusalText } from "@/hooks/use-refusal-text";

const reviewKey = (token: string) => ["timesheet-review", token] as const;

type ReviewT = ReturnType<typeof useTranslations<"review">>;

/** What happens after the reviewer's decision, so nobody wonders whether to do more. */
function nextStepMessage(t: ReviewT, component: Component, decision: ReviewDecision, after: TimesheetStatuses): string {
  if (decision === "CONTESTED") return t("next.contested", { component });
  const approved = t("next.approved", { component });
  const waiting = componentStatusList(after).filter((status) => status === "SUBMITTED").length;
  if (waiting > 0) return `${approved} ${t("next.waiting", { count: waiting })}`;
  if (after.status === "APPROVED") return `${approved} ${t("next.allApproved")}`;
  if (after.status === "CONTESTED") return `${approved} ${t("next.otherContested")}`;
  return `${approved} ${t("next.nothingElse")}`;
}

/** " · 2 lines contested" after a table's heading, when some of its lines are. */
function contestedSuffix(t: ReviewT, review: TimesheetReview, component: LineComponent): string {
  const count = review.contestedLines.filter((line) => line.component === component).length;
  return count > 0 ? t("contestedLines", { count }) : "";
}

/** The records or expenses a reviewer may contest one by one; the bonus has none. */
function contestableReviewLines(t: EnumWords, format: Formats, review: TimesheetReview, component: Component) {
  if (component === "TIMESHEET") {
    return { component, items: review.records.map((record) => ({ id: record.id, date: record.date, description: record.workSummary, amount: localTimeAmount(t, format, record.timeAmount, record.timeUnit) })) };
  }
  if (component === "EXPENSES") {
    return { component, items: review.expenses.map((expense) => ({ id: expense.id, date: expense.date, description: expense.details || expense.category, amount: format.money(expense.amount, expense.currency) })) };
  }
  return undefined;
}

/** What a failed decision says: the server's words, or the page's own when no answer came. */
function failureText(t: ReviewT, error: Error): string {
  if (error instanceof ReviewApiError && error.code === "OFFLINE") return t("errors.offline");
  if (error instanceof ReviewApiError && error.message === INTERNAL_MESSAGE) return t("errors.internal");
  return error.message;
}

/**
 * The reviewer's page: one timesheet, read-only, with Approve or Contest per submitted
 * component. The server decides everything; after each decision the page shows what happens
 * next and reloads the timesheet as the server now has it.
 */
export function ReviewScreen({ token, initial }: { token: string; initial: TimesheetReview }) {
  const t = useTranslations("review");
  const refusalText = useRefusalText();
  const tEnums = useTranslations("enums");
  const format = useFormat();
  const queryClient = useQueryClient();
  const features = useFeatures();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const query = useQuery({
    queryKey: reviewKey(token),
    queryFn: ({ signal }) => fetchTimesheetReview(token, signal),
    initialData: initial,
    staleTime: 30_000,
  });
  const decision = useMutation({
    mutationFn: (input: ReviewDecisionInput) => sendReviewDecision(token, input),
    onMutate: () => {
      setOutcome(null);
      setFailure(null);
    },
    onSuccess: (result) => setOutcome(nextStepMessage(t, result.component, result.decision, result.timesheet)),
    onError: (error) => {
      if (error instanceof ReviewApiError && error.status === 404) return setUnavailable(error.message);
      setFailure(refusalText(failureText(t, error)));
    },
    // Refused or not, the page should show the timesheet as it is now (a stale version is the usual refusal).
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey(token) }),
  });

  const queryError = query.error instanceof ReviewApiError && query.error.status === 404 ? query.error.message : null;
  if (unavailable ?? queryError) return <ReviewUnavailable message={(unavailable ?? queryError) as string} />;

  const review = query.data;
  const { timesheet } = review;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-xs text-muted-foreground">
            {t("header", { reviewer: review.reviewer.name, until: format.timestamp(review.link.expiresAt) })}
          </p>
          <h1 className="text-xl font-semibold tracking-tight">
            {t("title", { contractor: review.contractor.name, period: format.month(timesheet.billingPeriod) })}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t("projectFor", { project: review.project.name, client: review.project.clientName })}
          </p>
        </div>
        <StatusBadge status={timesheet.status} label={tEnums(`timesheetStatus.${timesheet.status}`)} size="md" />
      </header>

      {outcome ? (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
          {outcome}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}

      <section aria-labelledby="review-decisions" className="flex flex-col gap-3">
        <h2 id="review-decisions" className="text-sm font-semibold">
          {t("yourDecision")}
        </h2>
        <div className="grid grid-cols-3 gap-3">
          {review.components.map((item) => (
            <ComponentDecision
              key={item.component}
              item={item}
              timesheetStatus={timesheet.status}
              busy={decision.isPending}
              onApprove={() => decision.mutate({ decision: "APPROVED", component: item.component, version: timesheet.version })}
              lines={contestableReviewLines(tEnums, format, review, item.component)}
              onContest={(reason, lines) => decision.mutate({ decision: "CONTESTED", component: item.component, version: timesheet.version, reason, lines })}
            />
          ))}
        </div>
      </section>

      <ReviewLineDiffs token={token} review={review} />

      <section aria-labelledby="review-totals" className="flex flex-col gap-3">
        <h2 id="review-totals" className="text-sm font-semibold">
          {t("totals")}
        </h2>
        <ReviewTotals totals={review.totals} />
      </section>

      <section aria-labelledby="review-records" className="flex flex-col gap-3">
        <h2 id="review-records" className="text-sm font-semibold">
          {t("workLogged", { count: review.records.length })}
          {contestedSuffix(t, review, "TIMESHEET")}
        </h2>
        <WorkRecordsTable
          records={review.records}
          ariaLabel={t("workLoggedLabel")}
          empty={{ title: t("noWork"), description: t("noWorkDescription") }}
          contested={contestedReasons(review.contestedLines, "TIMESHEET")}
        />
      </section>

      {features.expenses ? (
        <section aria-labelledby="review-expenses" className="flex flex-col gap-3">
          <h2 id="review-expenses" className="text-sm font-semibold">
            {t("expenses", { count: review.expenses.length })}
            {contestedSuffix(t, review, "EXPENSES")}
          </h2>
          <ExpenseClaimsTable
            expenses={review.expenses}
            ariaLabel={t("expensesLabel")}
            empty={{ title: t("noExpenses"), description: t("noExpensesDescription") }}
            contested={contestedReasons(review.contestedLines, "EXPENSES")}
          />
        </section>
      ) : null}

      <section aria-labelledby="review-files" className="flex flex-col gap-3">
        <h2 id="review-files" className="text-sm font-semibold">
          {t("files", { count: review.files.length })}
        </h2>
        <FileList
          files={review.files}
          urlFor={(file) => reviewFileUrl(token, file.id)}
          credentials="omit"
          label={t("filesLabel")}
          emptyText={t("noFiles")}
        />
      </section>
    </main>
  );
}
