"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ContestLinesField, markedLinesInput, type ContestableLine, type MarkedLines } from "@/components/timesheet/contest-lines-field";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormError, FormField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import type { ComponentStatus, LineComponent, TimesheetStatus } from "@/lib/domain/reference";
import { CONTEST_REASON_MAX, type ContestedLineInput } from "@/lib/schemas/decisions";
import { reviewContestBody, type ReviewComponent } from "@/lib/schemas/reviews";

type ReviewT = ReturnType<typeof useTranslations<"review">>;

/** Why a component has no buttons, in the reviewer's terms rather than the transition table's. */
function componentNote(t: ReviewT, status: ComponentStatus, timesheetStatus: TimesheetStatus): string {
  if (timesheetStatus === "CLOSED") return t("notes.closed");
  switch (status) {
    case "APPROVED":
    case "CONTESTED":
    case "NOT_ELIGIBLE":
    case "NOT_SUBMITTED":
      return t(`notes.${status}`);
    default:
      return t("notes.other");
  }
}

export interface ComponentDecisionProps {
  item: ReviewComponent;
  timesheetStatus: TimesheetStatus;
  /** A decision is on its way: every button waits. */
  busy: boolean;
  onApprove(): void;
  onContest(reason: string, lines: ContestedLineInput[]): void;
  /** The records or expenses the reviewer may contest one by one; none for the bonus. */
  lines?: { component: LineComponent; items: readonly ContestableLine[] };
}

/** One component (fee, expenses or bonus): its status and, when it is submitted, Approve or Contest. */
export function ComponentDecision({ item, timesheetStatus, busy, onApprove, onContest, lines }: ComponentDecisionProps) {
  const t = useTranslations();
  const tReview = useTranslations("review");
  const [contesting, setContesting] = useState(false);
  const [marked, setMarked] = useState<MarkedLines>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  // The reviewer route's own body, judged before the round trip; the version is the screen's to add.
  const form = useZodForm({
    schema: reviewContestBody,
    initial: { reason: "" },
    toInput: (values: { reason: string }) => ({ component: item.component, reason: values.reason }),
  });
  const component = item.component;
  const decidable = item.canApprove || item.canContest;

  // The screen sends the decision and says how it went; the form only hands over the reason.
  const submitContest = form.handleSubmit(async ({ reason }) => {
    const checked = lines ? markedLinesInput(lines.component, marked) : { lines: [], errors: {} };
    setLineErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onContest(reason, checked.lines);
  });

  return (
    <Card data-testid={`review-component-${item.component}`}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t(`enums.component.${component}`)}</CardTitle>
        <StatusBadge status={item.status} label={t(`enums.componentStatus.${item.status}`)} />
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {decidable ? t("review.decision.submitted", { component }) : componentNote(tReview, item.status, timesheetStatus)}
      </CardContent>
      {decidable && !contesting ? (
        <CardFooter>
          {item.canApprove ? (
            <Button onClick={onApprove} pending={busy}>
              {t("review.decision.approve")}
            </Button>
          ) : null}
          {item.canContest ? (
            <Button variant="outline" onClick={() => setContesting(true)} disabled={busy}>
              {t("review.decision.contest")}
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
      {decidable && contesting ? (
        <form onSubmit={(event) => void submitContest(event)} noValidate className="flex flex-col gap-2 border-t px-4 py-3">
          <FormField form={form} name="reason" label={t("review.decision.reasonLabel", { component })} hint={t("review.decision.reasonHint")} live>
            <Textarea rows={4} required limit={CONTEST_REASON_MAX} placeholder={t("review.decision.reasonPlaceholder")} />
          </FormField>
          {lines ? <ContestLinesField component={lines.component} lines={lines.items} marked={marked} onChange={setMarked} errors={lineErrors} /> : null}
          <FormError message={form.formError} inline />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" pending={busy}>
              {t("review.decision.contestComponent", { component })}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setContesting(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
