"use client";

import { Eye } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useOutboxMail } from "@/hooks/use-mail-outbox";
import type { OutboxMail } from "@/lib/schemas/mail";

/**
 * Reads one mail, links included: how an administrator passes an invitation on when no mail
 * server is configured. The body is fetched only on opening, never with the list.
 */
export function MailMessageDialog({ mail }: { mail: OutboxMail }) {
  const [open, setOpen] = useState(false);
  const message = useOutboxMail(open ? mail.id : null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Open the mail "${mail.subject}" to ${mail.to}`}>
          <Eye aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{mail.subject}</DialogTitle>
          <DialogDescription>To {mail.to}. It may contain a one-time link: pass it on only to this person.</DialogDescription>
        </DialogHeader>
        {message.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : message.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {message.error.message}
          </p>
        ) : (
          <pre data-testid="mail-text" className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm">
            {message.data.text}
          </pre>
        )}
      </DialogContent>
    </Dialog>
  );
}
