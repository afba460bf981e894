"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ContestLinesField, markedLinesInput, type ContestableLine, type MarkedLines } from "@/components/timesheet/contest-lines-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import type { Component, LineComponent } from "@/lib/domain/reference";
import { CONTEST_REASON_MAX, contestComponentBody, type ContestedLineInput } from "@/lib/schemas/decisions";

// The part of the route's body this dialog fills in; the component and version come with onContest.
const schema = contestComponentBody.pick({ reason: true });
const initial = { reason: "" };

interface ContestDialogProps {
  component: Component;
  disabled: boolean;
  /** The fee's records or the expenses, which the administrator may contest one by one; none for the bonus. */
  lines?: { component: LineComponent; items: readonly ContestableLine[] };
  /** Resolves true when the contest went through; the dialog then closes, else it keeps the reason typed. */
  onContest: (reason: string, lines: ContestedLineInput[]) => Promise<boolean>;
}

/** Contest a component with a required reason, and optionally single lines with their own; the reasons are posted to the contractor. */
export function ContestDialog({ component, disabled, lines, onContest }: ContestDialogProps) {
  const t = useTranslations("admin.timesheets.contest");
  const [open, setOpen] = useState(false);
  const [marked, setMarked] = useState<MarkedLines>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const form = useZodForm({ schema, initial });

  const submit = form.handleSubmit(async ({ reason }) => {
    const checked = lines ? markedLinesInput(lines.component, marked) : { lines: [], errors: {} };
    setLineErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    if (!(await onContest(reason, checked.lines))) return;
    form.reset();
    setMarked({});
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t(`${component}.title`)}</DialogTitle>
            <DialogDescription>{t(`${component}.description`)}</DialogDescription>
          </DialogHeader>
          <FormField form={form} name="reason" label={t("reason")}>
            <Textarea limit={CONTEST_REASON_MAX} required />
          </FormField>
          {lines ? <ContestLinesField component={lines.component} lines={lines.items} marked={marked} onChange={setMarked} errors={lineErrors} /> : null}
          <DialogFooter>
            <Button type="submit" variant="destructive" pending={form.submitting}>
              {t(`${component}.submit`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
