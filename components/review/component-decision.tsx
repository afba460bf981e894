"use client";

import { useId, useState, type FormEvent } from "react";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { TimesheetStatus } from "@/lib/domain/reference";
import { COMPONENT_LABELS, componentStatusLabel } from "@/lib/domain/statuses";
import { judgeField } from "@/lib/schemas/common";
import { CONTEST_REASON_MAX, contestReason } from "@/lib/schemas/decisions";
import type { ReviewComponent } from "@/lib/schemas/reviews";
import { componentNoun, componentNote } from "./review-copy";

export interface ComponentDecisionProps {
  item: ReviewComponent;
  timesheetStatus: TimesheetStatus;
  /** A decision is on its way: every button waits. */
  busy: boolean;
  onApprove(): void;
  onContest(reason: string): void;
}

/** One component (fee, expenses or bonus): its status and, when it is submitted, Approve or Contest. */
export function ComponentDecision({ item, timesheetStatus, busy, onApprove, onContest }: ComponentDecisionProps) {
  const [contesting, setContesting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const label = COMPONENT_LABELS[item.component];
  const decidable = item.canApprove || item.canContest;

  function submitContest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The route's own rule and words for a reason (lib/schemas/decisions), judged before the round trip.
    const judged = judgeField(contestReason, reason);
    if (!judged.ok) return setReasonError(judged.message);
    setReasonError(null);
    onContest(judged.value);
  }

  return (
    <Card data-testid={`review-component-${item.component}`}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{label}</CardTitle>
        <StatusBadge status={item.status} label={componentStatusLabel(item.status)} />
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {decidable ? `Submitted for your review. Approve ${componentNoun(item.component)}, or contest it with a reason.` : componentNote(item.status, timesheetStatus)}
      </CardContent>
      {decidable && !contesting ? (
        <CardFooter>
          {item.canApprove ? (
            <Button onClick={onApprove} pending={busy}>
              Approve
            </Button>
          ) : null}
          {item.canContest ? (
            <Button variant="outline" onClick={() => setContesting(true)} disabled={busy}>
              Contest
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
      {decidable && contesting ? (
        <form onSubmit={submitContest} noValidate className="flex flex-col gap-2 border-t px-4 py-3">
          <Label htmlFor={fieldId}>Reason for contesting {componentNoun(item.component)}</Label>
          <Textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={4}
            required
            maxLength={CONTEST_REASON_MAX}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? errorId : undefined}
            placeholder="What should the contractor correct?"
          />
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span>The contractor reads this in the timesheet&apos;s messages.</span>
            <span>
              {reason.trim().length}/{CONTEST_REASON_MAX}
            </span>
          </div>
          {reasonError ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {reasonError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" pending={busy}>
              Contest {label.toLowerCase()}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setContesting(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
