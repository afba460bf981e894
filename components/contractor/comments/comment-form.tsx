"use client";

import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { createMessageBody, MESSAGE_TEXT_MAX } from "@/lib/schemas/messages";

export interface CommentFormProps {
  /** Resolves when the comment is saved; rejects with the error to show (the text is kept). */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
}

// The part of POST /api/messages this form fills in; what the comment is about comes with onSend.
const schema = createMessageBody.pick({ text: true });
const initial = { text: "" };

/** A labelled textarea and Send; Ctrl+Enter (Cmd+Enter on a Mac) sends too. */
export function CommentForm({ onSend, pending }: CommentFormProps) {
  const t = useTranslations("contractor.comments");
  const form = useZodForm({ schema, initial });
  const id = form.idFor("text");
  const hintId = `${id}-hint`;
  const text = form.field("text");

  // The server's words come back through the hook: an issue about the text under it, any other as the form's message.
  const submit = form.handleSubmit(async (body) => {
    await onSend(body.text);
    form.reset();
  });

  function send() {
    if (!pending && !form.submitting) void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="flex flex-col gap-2"
      noValidate
    >
      <FormField id={id} label={t("comment")} error={form.errors.text} live>
        <Textarea
          {...text}
          onKeyDown={onKeyDown}
          limit={MESSAGE_TEXT_MAX}
          aria-describedby={[hintId, text["aria-describedby"]].filter(Boolean).join(" ")}
          placeholder={t("placeholder")}
        />
      </FormField>
      <FormError message={form.formError} inline />
      <div className="flex items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("shortcut")}
        </p>
        <Button type="submit" pending={pending}>
          {t("send")}
        </Button>
      </div>
    </form>
  );
}
