"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Button } from "./button";

export interface ConfirmDialogProps {
  /** What the action destroys, in words the user knows: `the expense of 12 Mar 2025`, `client "Acme"`. */
  subject: string;
  /** The verb, used in the title and on the confirm button. Default "Delete". */
  actionLabel?: string;
  /** Default: "{actionLabel} {subject}?" */
  title?: string;
  /** Default: "This cannot be undone." */
  description?: ReactNode;
  cancelLabel?: string;
  /** Runs on confirm. While a returned promise is pending the dialog stays open and busy;
   *  if it rejects the dialog stays open (show the error with a toast). */
  onConfirm: () => void | Promise<void>;
  /** The element that opens the dialog (rendered as the trigger, e.g. a Button). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Set false for a confirm that does not destroy anything (neutral button). */
  destructive?: boolean;
}

/** Asks before a destructive action and names what it destroys. */
export function ConfirmDialog({
  subject,
  actionLabel = "Delete",
  title,
  description = "This cannot be undone.",
  cancelLabel = "Cancel",
  onConfirm,
  trigger,
  open: openProp,
  onOpenChange,
  destructive = true,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;

  function setOpen(next: boolean) {
    if (pending) return;
    setOpenState(next);
    onOpenChange?.(next);
  }

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setOpenState(false);
      onOpenChange?.(false);
    } catch {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? `${actionLabel} ${subject}?`}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} pending={pending} onClick={confirm}>
            {actionLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
