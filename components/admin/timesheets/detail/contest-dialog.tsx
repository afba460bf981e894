"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { judgeField } from "@/lib/schemas/common";
import { CONTEST_REASON_MAX, contestReason } from "@/lib/schemas/decisions";

interface ContestDialogProps {
  componentLabel: string;
  disabled: boolean;
  /** Resolves true when the contest went through; the dialog then closes, else it keeps the reason typed. */
  onContest: (reason: string) => Promise<boolean>;
}

/** Contest a component with a required reason; the reason is posted to the contractor. */
export function ContestDialog({ componentLabel, disabled, onContest }: ContestDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The route's own rule and words for a reason (lib/schemas/decisions).
    const judged = judgeField(contestReason, reason);
    if (!judged.ok) return setError(judged.message);
    setPending(true);
    const done = await onContest(judged.value);
    setPending(false);
    if (done) {
      setReason("");
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          Contest
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Contest the {componentLabel.toLowerCase()}</DialogTitle>
            <DialogDescription>The contractor reads your reason, corrects the {componentLabel.toLowerCase()} and resubmits it.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={CONTEST_REASON_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="text-xs text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" variant="destructive" pending={pending}>
              Contest {componentLabel.toLowerCase()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
