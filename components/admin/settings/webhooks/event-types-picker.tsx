"use client";

import { useTranslations } from "next-intl";
import { CheckboxGroup } from "@/components/ui/checkbox";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/domain/webhook-events";

/** One checkbox per event type, in the documented order (docs/webhooks.md). */
export function EventTypesPicker({ value, onChange, error, errorId }: { value: readonly string[]; onChange: (types: WebhookEventType[]) => void; error?: string; errorId: string }) {
  const t = useTranslations("admin.webhooks");
  return (
    <CheckboxGroup
      legend={t("events")}
      options={WEBHOOK_EVENT_TYPES}
      value={value}
      onChange={onChange}
      labelOf={(type) => ({ shown: <code>{type}</code> })}
      error={error}
      errorId={errorId}
    />
  );
}
