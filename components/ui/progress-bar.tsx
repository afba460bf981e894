"use client";

import { useState } from "react";
import { cn } from "@/lib/cn";

export interface ProgressBarProps {
  value: number;
  max: number;
  /** The bar's accessible name, e.g. "Exporting timesheets-2026-10.xlsx". */
  label: string;
  /** What the value means in words ("1,240 of 5,000 timesheets"); screen readers say this, not a bare percentage. */
  valueText: string;
  /** Say the progress in a polite live region every tenth of the way (off where another bar already says it). */
  announce?: boolean;
  className?: string;
}

/** Tenths of the way, so a screen reader hears about ten announcements, not one per percent. */
const ANNOUNCE_STEP = 10;

/**
 * The one progress bar of the app (uploads, exports, batches): role="progressbar" with its value,
 * maximum and value text, and optionally a polite announcement at each tenth.
 */
export function ProgressBar({ value, max, label, valueText, announce = true, className }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  const step = Math.floor(percent / ANNOUNCE_STEP);
  const [announced, setAnnounced] = useState({ step, message: "" });
  // Adjusted while rendering (not in an effect): the message changes only when a new tenth is reached.
  if (announce && step !== announced.step) setAnnounced({ step, message: `${label}: ${valueText}` });
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={valueText}
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {announce ? (
        <span role="status" aria-live="polite" className="sr-only">
          {announced.message}
        </span>
      ) : null}
    </div>
  );
}
