"use client";

import { useTranslations } from "next-intl";
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

interface ConfirmDialogBase {
  /** The verb, used in the title and on the confirm button. Default "Delete". */
  actionLabel?: string;
  /** Default: "This cannot be undone." Text, or blocks (paragraphs, a list of what will change). */
  description?: ReactNode;
  cancelLabel?: string;
  /** Runs on confirm. While a returned promise is pending the dialog stays open and busy;
   *  if it rejects the dialog stays open (show the error with a toast). */
  onConfirm: () => void | Promise<unknown>;
  /** The element that opens the dialog (rendered as the trigger, e.g. a Button). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Set false for a confirm that does not destroy anything (neutral button). */
  destructive?: boolean;
  /**
   * The action is known to be refused (a client that still has projects): the dialog says why and
   * offers only Close, never the action it predicts will fail (#47.9).
   */
  refused?: boolean;
}

/** Named by what it acts on (the title is "{actionLabel} {subject}?"), or titled outright. */
export type ConfirmDialogProps = ConfirmDialogBase &
  (
    | {
        /** What the action destroys, in words the user knows: `the expense of 12 Mar 2025`, `client "Acme"`. */
        subject: string;
        title?: string;
      }
    | { title: string; subject?: never }
  );

/**
 * Asks before an action and says what it does: a destructive one names what it destroys; a
 * settlement action (destructive={false}) lists what will change.
 */
export function ConfirmDialog({
  subject,
  actionLabel,
  title,
  description,
  cancelLabel,
  onConfirm,
  trigger,
  open: openProp,
  onOpenChange,
  destructive = true,
  refused = false,
}: ConfirmDialogProps) {
  const t = useTranslations();
  const action = actionLabel ?? t("common.delete");
  const text = description ?? t("ui.confirm.cannotBeUndone");
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
          <AlertDialogTitle>{title ?? t("ui.confirm.title", { action, subject: subject ?? "" })}</AlertDialogTitle>
          {typeof text === "string" ? (
            <AlertDialogDescription>{text}</AlertDialogDescription>
          ) : (
            <AlertDialogDescription asChild>
              <div className="flex flex-col gap-2">{text}</div>
            </AlertDialogDescription>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          {refused ? (
            <AlertDialogCancel>{t("common.close")}</AlertDialogCancel>
          ) : (
            <>
              <AlertDialogCancel disabled={pending}>{cancelLabel ?? t("common.cancel")}</AlertDialogCancel>
              <Button variant={destructive ? "destructive" : "default"} pending={pending} onClick={confirm}>
                {action}
              </Button>
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
