"use client";

import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { judgeField } from "@/lib/schemas/common";
import { createMessageBody, MESSAGE_TEXT_MAX } from "@/lib/schemas/messages";

export interface CommentFormProps {
  /** Resolves when the comment is saved; rejects with the error to show (the text is kept). */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
}

/** The server's words come first: a field issue about the text, else its message. */
function messageOf(error: unknown): string {
  if (error && typeof error === "object" && "issues" in error && Array.isArray(error.issues)) {
    const issue = (error.issues as { path: string; message: string }[])[0];
    if (issue) return issue.message;
  }
  return error instanceof Error ? error.message : "The comment could not be sent. Try again.";
}

/** A labelled textarea and Send; Ctrl+Enter (Cmd+Enter on a Mac) sends too. */
export function CommentForm({ onSend, pending }: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function send() {
    if (pending) return;
    // The route's own rule and words for a comment (lib/schemas/messages), without a round trip.
    const judged = judgeField(createMessageBody.shape.text, text);
    if (!judged.ok) return setError(judged.message);
    setError(null);
    try {
      await onSend(judged.value);
      setText("");
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor={`${id}-text`}>Comment</Label>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_TEXT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        placeholder="Write a comment…"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Ctrl+Enter or ⌘+Enter sends.
        </p>
        <Button type="submit" pending={pending}>
          Send
        </Button>
      </div>
    </form>
  );
}
