"use client";

import { InvoicePanel } from "@/components/contractor/invoices/invoice-panel";
import { Gift } from "lucide-react";
import { StatusBadge } from "@/components/status/status-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { componentStatusLabel } from "@/lib/domain";
import { bonusInvoiceRefusal } from "@/lib/domain/bonus-amount";
import { formatMoney } from "@/lib/format/money";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { BonusInvoiceList } from "./bonus-invoice-list";
import { BonusInvoiceUpload } from "./bonus-invoice-upload";

/** The Bonus tab: the amount and status the server has, and the bonus invoice. Prepare is the action bar's. */
export function BonusTab({ timesheet }: { timesheet: TimesheetDetail }) {
  const period = timesheet.billingPeriod.name;
  if (timesheet.bonusStatus === "NOT_ELIGIBLE") {
    return (
      <EmptyState
        icon={Gift}
        title="No bonus in this engagement"
        description={`This engagement has no bonus, so there is nothing to settle for ${period}. If a bonus was agreed with you, ask your administrator to add it to the engagement.`}
      />
    );
  }
  const currency = timesheet.settlementCurrency;
  // Only to hide controls: the server applies the same rule to bonus files.
  const locked = bonusInvoiceRefusal(timesheet);
  const invoices = timesheet.files.filter((file) => file.fileType === "BONUS_INVOICE");
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Bonus for {period}</CardTitle>
          <CardDescription>Set by your administrator; you invoice it here.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {timesheet.bonusAmount && currency ? (
            <p data-testid="bonus-amount" className="text-2xl font-semibold tabular-nums">
              {formatMoney(timesheet.bonusAmount, currency)}
            </p>
          ) : (
            <p data-testid="bonus-amount" className="text-base font-medium">
              No amount set yet
            </p>
          )}
          {timesheet.bonusAmount && timesheet.bonusNote ? (
            <p className="text-sm">
              <span className="text-muted-foreground">Note from your administrator: </span>
              {timesheet.bonusNote}
            </p>
          ) : null}
          {!timesheet.bonusAmount ? (
            <p className="text-sm text-muted-foreground">
              Your administrator has not set the bonus amount for {period}, so the bonus cannot be prepared yet. The amount shows here once it is
              set; you can upload the invoice when you know it.
            </p>
          ) : null}
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Status</span>
            <StatusBadge status={timesheet.bonusStatus} label={componentStatusLabel(timesheet.bonusStatus)} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Bonus invoice</CardTitle>
          <CardDescription>{locked ?? "Upload your invoice for the bonus as a PDF or an image."}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {timesheet.bonusAmount ? <InvoicePanel timesheet={timesheet} kind="BONUS" editable={locked === null} /> : null}
          <BonusInvoiceList timesheetId={timesheet.id} files={invoices} editable={locked === null} />
          {locked === null ? <BonusInvoiceUpload timesheetId={timesheet.id} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
