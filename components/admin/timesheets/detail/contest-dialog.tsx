"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { CONTEST_REASON_MAX, contestComponentBody } from "@/lib/schemas/decisions";

// The part of the route's body this dialog fills in; the component and version come with onContest.
const schema = contestComponentBody.pick({ reason: true });
const initial = { reason: "" };

interface ContestDialogProps {
  componentLabel: string;
  disabled: boolean;
  /** Resolves true when the contest went through; the dialog then closes, else it keeps the reason typed. */
  onContest: (reason: string) => Promise<boolean>;
}

/** Contest a component with a required reason; the reason is posted to the contractor. */
export function ContestDialog({ componentLabel, disabled, onContest }: ContestDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useZodForm({ schema, initial });

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!(await onContest(reason))) return;
    form.reset();
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          Contest
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Contest the {componentLabel.toLowerCase()}</DialogTitle>
            <DialogDescription>The contractor reads your reason, corrects the {componentLabel.toLowerCase()} and resubmits it.</DialogDescription>
          </DialogHeader>
          <FormField id={form.idFor("reason")} label="Reason" error={form.errors.reason}>
            <Textarea {...form.field("reason")} limit={CONTEST_REASON_MAX} required />
          </FormField>
          <DialogFooter>
            <Button type="submit" variant="destructive" pending={form.submitting}>
              Contest {componentLabel.toLowerCase()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
