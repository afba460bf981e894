"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/hooks/use-format";
import type { Message } from "@/lib/schemas/messages";
import { formatMoment } from "./format-moment";
import { useTimeZone } from "./use-time-zone";

/** The messages of a thread, oldest first, as a conversation reads. */
export function MessageList({ messages, emptyText }: { messages: readonly Message[]; emptyText: string }) {
  const t = useTranslations("contractor.comments");
  const format = useFormat();
  const timeZone = useTimeZone();
  if (messages.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">{emptyText}</p>;
  const ordered = [...messages].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return (
    <ol tabIndex={0} aria-label={t("list")} className="flex max-h-80 flex-col gap-3 overflow-y-auto rounded-sm pr-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {ordered.map((message) => (
        <li key={message.id} className="flex flex-col gap-1 rounded-md border bg-muted/40 px-3 py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
            <span className="font-medium text-foreground">{message.user.name}</span>
            <time dateTime={message.timestamp} className="text-muted-foreground">
              {formatMoment(format, message.timestamp, timeZone)}
            </time>
          </div>
          <p className="whitespace-pre-wrap break-words text-sm">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
