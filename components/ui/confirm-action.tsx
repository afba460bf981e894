"use client";

import type { ReactNode } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import type { ToastInput } from "@/components/ui/toast/toast-store";
import { useShowRefusal } from "@/components/ui/refusal-toast";

// Omit on each branch: the dialog is named by a subject or titled outright, never both.
type ConfirmTexts = ConfirmDialogProps extends infer P ? (P extends unknown ? Omit<P, "onConfirm" | "trigger"> : never) : never;

export type ConfirmActionProps<T> = ConfirmTexts & {
  /** The element that opens the confirmation (an IconButton in a row, say). */
  trigger: ReactNode;
  /** The change, once confirmed. */
  run: () => Promise<T>;
  /** The toast once it is done, or what to do with the server's answer (show a new secret). */
  done: ToastInput | ((result: T) => void);
};

/**
 * An admin change that asks first (delete, revoke, remove, rotate): the server's reason for a
 * refusal shows as a toast and the confirmation stays open; once done, it closes and says so.
 */
export function ConfirmAction<T>({ run, done, ...dialog }: ConfirmActionProps<T>) {
  const showRefusal = useShowRefusal();
  return (
    <ConfirmDialog
      {...dialog}
      onConfirm={async () => {
        const result = await run().catch(showRefusal);
        if (typeof done === "function") done(result);
        else toast(done);
      }}
    />
  );
}
