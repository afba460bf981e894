"use client";

import { ChevronDown, ChevronLeft, ChevronRight } from "lucide-react";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { BillingPeriod, type BillingPeriodInput } from "@/lib/domain/billing-period";
import { timesheetStatusLabel } from "@/lib/domain/statuses";
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

/** Previous and next month, and a menu of every visible month with its status. */
export function PeriodSwitcher({ timesheets, current, onSelect }: PeriodSwitcherProps) {
  const ordered = [...timesheets].sort((a, b) => BillingPeriod.compare(a.billingPeriod, b.billingPeriod));
  // The current month may not be in the list (a link from History): its neighbours are found by date.
  const previous = current ? ordered.filter((t) => BillingPeriod.compare(t.billingPeriod, current.billingPeriod) < 0).at(-1) : undefined;
  const next = current ? ordered.find((t) => BillingPeriod.compare(t.billingPeriod, current.billingPeriod) > 0) : undefined;
  const name = (period: BillingPeriodInput) => BillingPeriod.from(period).name;
  const currentName = current ? name(current.billingPeriod) : undefined;
  return (
    <div className="flex items-center gap-1" role="group" aria-label="Billing period">
      <Button
        variant="outline"
        size="icon"
        aria-label={previous ? `Previous month: ${name(previous.billingPeriod)}` : "No earlier month"}
        disabled={!previous}
        onClick={() => previous && onSelect(previous.id)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="min-w-40 justify-between" aria-label={currentName ? `Billing period: ${currentName}. Choose another month` : "Choose a month"}>
            <span className="font-medium">{currentName ?? "Choose a month"}</span>
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-64">
          <DropdownMenuLabel>Months of this project</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={current?.id ?? ""} onValueChange={onSelect}>
            {[...ordered].reverse().map((timesheet) => (
              <DropdownMenuRadioItem key={timesheet.id} value={timesheet.id} className="justify-between gap-4">
                <span>{name(timesheet.billingPeriod)}</span>
                <StatusBadge status={timesheet.status} label={timesheetStatusLabel(timesheet.status)} />
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="outline"
        size="icon"
        aria-label={next ? `Next month: ${name(next.billingPeriod)}` : "No later month"}
        disabled={!next}
        onClick={() => next && onSelect(next.id)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
