"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface FlagToggleProps {
  flagged: boolean;
  /** What is flagged, for the button's name: "the timesheet", "the record of 05 Oct 2026 …". */
  subject: string;
  /** Rejects when the server refused; the toggle then shows the flag as it was. */
  onToggle: (flagged: boolean) => Promise<void>;
  disabled?: boolean;
  /** With a visible word beside the icon (the header), or the icon alone (a record row). */
  withText?: boolean;
}

/** Marks something for a closer look (spec point 2: the contractor flags), or clears the mark. */
export function FlagToggle({ flagged, subject, onToggle, disabled, withText }: FlagToggleProps) {
  const t = useTranslations("contractor.fee.flag");
  const [pending, setPending] = useState(false);
  async function toggle() {
    setPending(true);
    try {
      await onToggle(!flagged);
    } catch {
      // The caller has said what failed; the toggle keeps the server's state.
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant="ghost"
      size={withText ? "sm" : "icon-sm"}
      aria-pressed={flagged}
      aria-label={withText ? undefined : t("name", { subject })}
      title={flagged ? t("flaggedTitle", { subject }) : t("flagTitle", { subject })}
      disabled={disabled || pending}
      onClick={() => void toggle()}
      className={cn(flagged && "text-status-contested")}
    >
      <Flag aria-hidden="true" className={cn(flagged && "fill-current")} />
      {withText ? (flagged ? t("flagged") : t("flag")) : null}
    </Button>
  );
}
