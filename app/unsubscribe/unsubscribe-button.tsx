"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { UnsubscribeInput } from "@/lib/schemas/notifications";

/** Sends the unsubscribe POST, then says what changed and where to change it back. */
export function UnsubscribeButton({ link }: { link: UnsubscribeInput }) {
  const t = useTranslations("notifications.unsubscribe");
  const [state, setState] = useState<"idle" | "pending" | "done" | "failed">("idle");
  async function confirm() {
    setState("pending");
    try {
      const response = await fetch("/api/unsubscribe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(link) });
      setState(response.ok ? "done" : "failed");
    } catch {
      setState("failed");
    }
  }
  if (state === "done") {
    return (
      <p role="status" data-testid="unsubscribed" className="text-center text-sm">
        {t("done", { channel: t(`channels.${link.channel}`) })}
      </p>
    );
  }
  return (
    <>
      <Button type="button" onClick={() => void confirm()} disabled={state === "pending"}>
        {t("button")}
      </Button>
      {state === "failed" ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {t("failed")}
        </p>
      ) : null}
    </>
  );
}
