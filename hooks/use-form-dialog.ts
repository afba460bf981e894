"use client";

import { useState, type FormEvent } from "react";

/** What a dialog needs of its form (useZodForm's answer): its state, a reset and a submit. */
export interface DialogForm<V, B> {
  submitting: boolean;
  formError: string | null;
  reset: (values?: V) => void;
  handleSubmit: (submit: (body: B) => Promise<unknown>) => (event?: FormEvent) => Promise<void>;
}

/** All FormDialog needs: whether it is open, the form's state and the submit. */
export interface FormDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: { submitting: boolean; formError: string | null };
  onSubmit: (event?: FormEvent) => Promise<void>;
}

/**
 * A dialog that holds a form. Opening resets the form to `valuesOnOpen()` (the saved item, or
 * blanks); closing keeps what was typed, so a dialog closed after a failed save still holds it
 * until it opens again. `save` gets the parsed body; once it resolves the dialog closes, while a
 * refusal (it throws) keeps the dialog open with the server's word on the form.
 */
export function useFormDialog<V, B>(form: DialogForm<V, B>, valuesOnOpen: () => V, save: (body: B) => Promise<unknown>): FormDialogState {
  const [open, setOpen] = useState(false);
  return {
    open,
    onOpenChange: (next) => {
      if (next && !open) form.reset(valuesOnOpen());
      setOpen(next);
    },
    form,
    onSubmit: form.handleSubmit(async (body) => {
      await save(body);
      setOpen(false);
    }),
  };
}
