/**
 * One colour per status, used everywhere (tables, tabs, timelines, charts).
 * A status name shared by timesheets and components (IN_PROGRESS, DUE, SUBMITTED,
 * CONTESTED, APPROVED) has the same colour in both. The hues are CSS variables
 * (`--status-*` in app/globals.css) with a light and a dark value.
 */
import { COMPONENT_STATUSES, TIMESHEET_STATUSES, type ComponentStatus, type TimesheetStatus } from "@/lib/domain/reference";

export { COMPONENT_STATUSES, TIMESHEET_STATUSES };
export type TimesheetStatusName = TimesheetStatus;
export type ComponentStatusName = ComponentStatus;

export type StatusName = TimesheetStatusName | ComponentStatusName;

export interface StatusTone {
  /** Badge / chip: tinted background, readable text, subtle ring. */
  badge: string;
  /** Solid dot, bar or timeline marker. */
  dot: string;
  /** Text only (e.g. a tab label or a total). */
  text: string;
  /** CSS colour for charts and inline styles. */
  chart: string;
}

// Class strings are written out in full so Tailwind's source scan finds them.
export const statusTones: Readonly<Record<StatusName, StatusTone>> = {
  INITIALIZED: {
    badge: "bg-status-initialized/12 text-status-initialized ring-status-initialized/30",
    dot: "bg-status-initialized",
    text: "text-status-initialized",
    chart: "var(--status-initialized)",
  },
  ELIGIBLE: {
    badge: "bg-status-eligible/12 text-status-eligible ring-status-eligible/30",
    dot: "bg-status-eligible",
    text: "text-status-eligible",
    chart: "var(--status-eligible)",
  },
  NOT_ELIGIBLE: {
    badge: "bg-status-not-eligible/12 text-status-not-eligible ring-status-not-eligible/30",
    dot: "bg-status-not-eligible",
    text: "text-status-not-eligible",
    chart: "var(--status-not-eligible)",
  },
  IN_PROGRESS: {
    badge: "bg-status-in-progress/12 text-status-in-progress ring-status-in-progress/30",
    dot: "bg-status-in-progress",
    text: "text-status-in-progress",
    chart: "var(--status-in-progress)",
  },
  DUE: {
    badge: "bg-status-due/12 text-status-due ring-status-due/35",
    dot: "bg-status-due",
    text: "text-status-due",
    chart: "var(--status-due)",
  },
  PREPARED: {
    badge: "bg-status-prepared/12 text-status-prepared ring-status-prepared/30",
    dot: "bg-status-prepared",
    text: "text-status-prepared",
    chart: "var(--status-prepared)",
  },
  SUBMITTED: {
    badge: "bg-status-submitted/12 text-status-submitted ring-status-submitted/30",
    dot: "bg-status-submitted",
    text: "text-status-submitted",
    chart: "var(--status-submitted)",
  },
  NOT_SUBMITTED: {
    badge: "bg-status-not-submitted/12 text-status-not-submitted ring-status-not-submitted/30",
    dot: "bg-status-not-submitted",
    text: "text-status-not-submitted",
    chart: "var(--status-not-submitted)",
  },
  CONTESTED: {
    badge: "bg-status-contested/12 text-status-contested ring-status-contested/35",
    dot: "bg-status-contested",
    text: "text-status-contested",
    chart: "var(--status-contested)",
  },
  APPROVED: {
    badge: "bg-status-approved/12 text-status-approved ring-status-approved/30",
    dot: "bg-status-approved",
    text: "text-status-approved",
    chart: "var(--status-approved)",
  },
  CLOSED: {
    badge: "bg-status-closed/12 text-status-closed ring-status-closed/35",
    dot: "bg-status-closed",
    text: "text-status-closed",
    chart: "var(--status-closed)",
  },
};

/** Tone for a status the server sent that this build does not know. */
export const unknownStatusTone: StatusTone = {
  badge: "bg-muted text-muted-foreground ring-border",
  dot: "bg-muted-foreground",
  text: "text-muted-foreground",
  chart: "var(--muted-foreground)",
};

export function isKnownStatus(status: string): status is StatusName {
  return Object.hasOwn(statusTones, status);
}

/** The tone of any status string; unknown values get a neutral tone rather than a crash. */
/**
 * Invoices (ISSUED, IN_PAYMENT_RUN, PAID), payment runs (CREATED, EXECUTED, CANCELLED), export
 * jobs and background jobs borrow the tone of the settlement status they read like, so "paid" is the green of "approved".
 */
const BORROWED_TONES: Readonly<Record<string, StatusName>> = {
  ISSUED: "PREPARED",
  IN_PAYMENT_RUN: "SUBMITTED",
  PAID: "APPROVED",
  CREATED: "SUBMITTED",
  EXECUTED: "APPROVED",
  CANCELLED: "NOT_ELIGIBLE",
  // Export jobs (lib/schemas/export-jobs.ts) and background jobs (lib/schemas/background-jobs.ts).
  QUEUED: "INITIALIZED",
  RUNNING: "IN_PROGRESS",
  DONE: "APPROVED",
  SUCCEEDED: "APPROVED",
  FAILED: "CONTESTED",
};

export function statusTone(status: string): StatusTone {
  const name = BORROWED_TONES[status] ?? status;
  return isKnownStatus(name) ? statusTones[name] : unknownStatusTone;
}
