"use client";

import { Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useOutboxMailPreview } from "@/hooks/use-mail-outbox";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";

/**
 * The mail's HTML as a document of its own: links open in a new tab (the app refuses to be
 * framed), and the frame's sandbox allows no scripts, forms or same-origin access at all.
 */
function srcDocOf(html: string): string {
  return `<base target="_blank">${html}`;
}

/**
 * Views one mail as it will be sent. In local mode (no mail server) its invitation or review
 * link is shown, so an administrator can follow or pass on an invitation on a laptop; with a
 * mail server such links read /invite/hidden-... here and leave only in the e-mail.
 */
export function MailMessageDialog({ mail }: { mail: OutboxMail }) {
  const t = useTranslations("admin.mailOutbox.message");
  const [open, setOpen] = useState(false);
  const message = useOutboxMailPreview(open ? mail.id : null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t("viewLabel", { subject: mail.subject, to: mail.to })}>
          <Eye aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{mail.subject}</DialogTitle>
          <DialogDescription>
            {t("to", { to: mail.to })} {message.data?.linksRevealed ? t("linksRevealed") : t("linksHidden")}
          </DialogDescription>
        </DialogHeader>
        {message.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : message.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {message.error.message}
          </p>
        ) : (
          <div className="space-y-3">
            {message.data.html !== null ? (
              <iframe
                title={t("htmlTitle", { subject: mail.subject })}
                data-testid="mail-html"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                srcDoc={srcDocOf(message.data.html)}
                className="h-96 w-full rounded-md border bg-white"
              />
            ) : null}
            <details open={message.data.html === null}>
              <summary className="cursor-pointer text-sm">{t("plainText")}</summary>
              <pre data-testid="mail-text" className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm">
                {message.data.text}
              </pre>
            </details>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
