"use client";

import * as Popover from "@radix-ui/react-popover";
import { CalendarDays, ChevronLeft, ChevronRight, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/hooks/use-format";
import { cn } from "@/lib/cn";

/** The twelve months' short names in the locale ("Jan" … "Dec"; English keeps three letters, as formatDate does). */
function shortMonths(locale: string): string[] {
  const formatter = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const english = /^en(?:-|$)/i.test(locale);
  return Array.from({ length: 12 }, (_, index) => {
    const name = formatter.format(Date.UTC(2026, index, 1));
    return english ? name.slice(0, 3) : name;
  });
}

export interface MonthPickerProps {
  id: string;
  /** The form field the chosen month is submitted as (`yyyy-MM`). */
  name: string;
  defaultValue?: string;
  /** The year shown first when nothing is chosen. */
  currentYear: number;
}

function parse(value: string | undefined): { year: number; month: number } | null {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** A billing period chosen from a year of months (any month, "All periods" to clear), kept in a hidden field of the filter form. */
export function MonthPicker({ id, name, defaultValue, currentYear }: MonthPickerProps) {
  const [value, setValue] = useState(defaultValue ?? "");
  const chosen = parse(value);
  const [year, setYear] = useState(chosen?.year ?? currentYear);
  const [open, setOpen] = useState(false);
  const t = useTranslations("admin.timesheets.monthPicker");
  const format = useFormat();
  const months = useMemo(() => shortMonths(format.locale), [format.locale]);
  const label = chosen ? format.month(chosen) : t("allPeriods");

  function pick(month: number | null) {
    setValue(month === null ? "" : `${year}-${String(month).padStart(2, "0")}`);
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <input type="hidden" name={name} value={value} />
      <Popover.Trigger asChild>
        <Button id={id} type="button" variant="outline" className="w-full justify-start font-normal">
          <CalendarDays aria-hidden="true" className="text-muted-foreground" />
          <span className={cn(!chosen && "text-muted-foreground")}>{label}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={t("choose")}
          className="z-50 w-64 rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
        >
          <div className="mb-2 flex items-center justify-between">
            <Button type="button" variant="ghost" size="icon-sm" aria-label={t("previousYear")} onClick={() => setYear(year - 1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span className="text-sm font-medium tabular-nums" aria-live="polite">
              {year}
            </span>
            <Button type="button" variant="ghost" size="icon-sm" aria-label={t("nextYear")} onClick={() => setYear(year + 1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="grid grid-cols-4 gap-1">
            {months.map((short, index) => {
              const selected = chosen?.year === year && chosen.month === index + 1;
              return (
                <Button
                  key={short}
                  type="button"
                  size="sm"
                  variant={selected ? "default" : "ghost"}
                  aria-pressed={selected}
                  aria-label={format.month({ month: index + 1, year })}
                  onClick={() => pick(index + 1)}
                >
                  {short}
                </Button>
              );
            })}
          </div>
          <Button type="button" variant="ghost" size="sm" className="mt-2 w-full" onClick={() => pick(null)}>
            <X aria-hidden="true" /> {t("allPeriods")}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
