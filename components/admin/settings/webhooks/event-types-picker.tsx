"use client";

import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/domain/webhook-events";

/** One checkbox per event type, in the documented order (docs/webhooks.md). */
export function EventTypesPicker({ value, onChange, error, errorId }: { value: readonly string[]; onChange: (types: WebhookEventType[]) => void; error?: string; errorId: string }) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Events</legend>
      <div className="grid grid-cols-2 gap-1.5">
        {WEBHOOK_EVENT_TYPES.map((type) => {
          const on = value.includes(type);
          return (
            <label key={type} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-3.5 accent-primary"
                checked={on}
                onChange={() => onChange(WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? !on : value.includes(t))))}
              />
              <code>{type}</code>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
