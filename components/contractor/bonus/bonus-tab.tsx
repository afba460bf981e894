"use client";

import { InvoicePanel } from "@/components/contractor/invoices/invoice-panel";
import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/status/status-badge";
import { componentStatusWord } from "@/components/status/status-words";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useFormat } from "@/hooks/use-format";
import { bonusInvoiceRefusal } from "@/lib/domain/bonus-amount";
import { useRefusalText } from "@/hooks/use-refusal-text";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { BonusInvoiceList } from "./bonus-invoice-list";
import { BonusInvoiceUpload } from "./bonus-invoice-upload";

/** The Bonus tab: the amount and status the server has, and the bonus invoice. Prepare is the action bar's. */
export function BonusTab({ timesheet }: { timesheet: TimesheetDetail }) {
  const t = useTranslations("contractor.bonus");
  const refusalText = useRefusalText();
  const enums = useTranslations("enums");
  const format = useFormat();
  const period = format.month(timesheet.billingPeriod);
  if (timesheet.bonusStatus === "NOT_ELIGIBLE") {
    return (
      <EmptyState
        icon={Gift}
        title={t("notEligible.title")}
        description={t("notEligible.description", { period })}
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
          <CardTitle>{t("title", { period })}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {timesheet.bonusAmount && currency ? (
            <p data-testid="bonus-amount" className="text-2xl font-semibold tabular-nums">
              {format.money(timesheet.bonusAmount, currency)}
            </p>
          ) : (
            <p data-testid="bonus-amount" className="text-base font-medium">
              {t("noAmount")}
            </p>
          )}
          {timesheet.bonusAmount && timesheet.bonusNote ? (
            <p className="text-sm">
              <span className="text-muted-foreground">{t("note")}</span>
              {timesheet.bonusNote}
            </p>
          ) : null}
          {!timesheet.bonusAmount ? (
            <p className="text-sm text-muted-foreground">
              {t("notSet", { period })}
            </p>
          ) : null}
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("status")}</span>
            <StatusBadge status={timesheet.bonusStatus} label={componentStatusWord(enums, timesheet.bonusStatus)} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("invoice")}</CardTitle>
          <CardDescription>{locked ? refusalText(locked) : t("upload")}</CardDescription>
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
