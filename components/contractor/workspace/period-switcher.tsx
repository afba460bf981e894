"use client";

import { ChevronDown, ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/status/status-badge";
import { timesheetStatusWord } from "@/components/status/status-words";
import { useFormat } from "@/hooks/use-format";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { BillingPeriod, type BillingPeriodInput } from "@/lib/domain/billing-period";
import type { TimesheetStatus } from "@/lib/domain/reference";

export interface PeriodOption {
  id: string;
  billingPeriod: BillingPeriodInput;
  status: TimesheetStatus;
}

export interface PeriodSwitcherProps {
  /** The visible timesheets of the project. */
  timesheets: readonly PeriodOption[];
  /** Undefined when the URL names a month that is not one of these (mistyped, or not the contractor's). */
  current: { id: string; billingPeriod: BillingPeriodInput } | undefined;
  onSelect: (timesheetId: string) => void;
}

/** The month before or after, off when there is none (its label then says so). */
function StepButton({ icon, to, label, onSelect }: { icon: LucideIcon; to: { id: string } | undefined; label: string; onSelect: (timesheetId: string) => void }) {
  return <IconButton icon={icon} variant="outline" size="icon" label={label} disabled={!to} onClick={() => to && onSelect(to.id)} />;
}

/** Previous and next month, and a menu of every visible month with its status. */
export function PeriodSwitcher({ timesheets, current, onSelect }: PeriodSwitcherProps) {
  const t = useTranslations("contractor.workspace.period");
  const enums = useTranslations("enums");
  const format = useFormat();
  const ordered = [...timesheets].sort((a, b) => BillingPeriod.compare(a.billingPeriod, b.billingPeriod));
  // The current month may not be in the list (a link from History): its neighbours are found by date.
  const previous = current ? ordered.filter((t) => BillingPeriod.compare(t.billingPeriod, current.billingPeriod) < 0).at(-1) : undefined;
  const next = current ? ordered.find((t) => BillingPeriod.compare(t.billingPeriod, current.billingPeriod) > 0) : undefined;
  const name = (period: BillingPeriodInput) => format.month(period);
  const currentName = current ? name(current.billingPeriod) : undefined;
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t("group")}>
      <StepButton icon={ChevronLeft} to={previous} label={previous ? t("previous", { period: name(previous.billingPeriod) }) : t("noPrevious")} onSelect={onSelect} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="min-w-40 justify-between" aria-label={currentName ? t("current", { period: currentName }) : t("choose")}>
            <span className="font-medium">{currentName ?? t("choose")}</span>
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-64">
          <DropdownMenuLabel>{t("months")}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={current?.id ?? ""} onValueChange={onSelect}>
            {[...ordered].reverse().map((timesheet) => (
              <DropdownMenuRadioItem key={timesheet.id} value={timesheet.id} className="justify-between gap-4">
                <span>{name(timesheet.billingPeriod)}</span>
                <StatusBadge status={timesheet.status} label={timesheetStatusWord(enums, timesheet.status)} />
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <StepButton icon={ChevronRight} to={next} label={next ? t("next", { period: name(next.billingPeriod) }) : t("noNext")} onSelect={onSelect} />
    </div>
  );
}
