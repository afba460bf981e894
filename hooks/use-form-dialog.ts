"use client";

import { useState } from "react";

export interface FormDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  close: () => void;
}

/**
 * The open state of a dialog that holds a form. Opening resets the form to `valuesOnOpen()` (the
 * saved item, or blanks); closing keeps what was typed, so a dialog closed after a failed save
 * still holds it until it opens again.
 */
export function useFormDialog<V>(form: { reset: (values?: V) => void }, valuesOnOpen: () => V): FormDialogState {
  const [open, setOpen] = useState(false);
  return {
    open,
    onOpenChange: (next) => {
      if (next && !open) form.reset(valuesOnOpen());
      setOpen(next);
    },
    close: () => setOpen(false),
  };
}
