import { useLocale, useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface CharacterCountProps {
  id: string;
  length: number;
  /** The schema's limit for the field (e.g. WORK_SUMMARY_MAX), so the screen and the server agree. */
  limit: number;
  className?: string;
}

/**
 * "1,234 / 2,000" under a long text field: the limit is in sight before it is reached, and a text
 * past it is marked rather than cut (the form then refuses it with the schema's message).
 */
export function CharacterCount({ id, length, limit, className }: CharacterCountProps) {
  const t = useTranslations("ui.characterCount");
  const grouped = new Intl.NumberFormat(useLocale());
  const over = length - limit;
  return (
    <p id={id} className={cn("text-right text-xs tabular-nums", over > 0 ? "text-destructive" : "text-muted-foreground", className)}>
      {grouped.format(length)} / {grouped.format(limit)}
      <span className="sr-only">
        {" "}
        {t("characters")}
        {over > 0 ? t("tooMany", { count: grouped.format(over) }) : null}
      </span>
    </p>
  );
}

/** The counter's id for a control, and the control's aria-describedby with it added. */
export function countedBy(id: string, describedBy: string | undefined): { countId: string; describedBy: string } {
  const countId = `${id}-count`;
  return { countId, describedBy: [describedBy, countId].filter(Boolean).join(" ") };
}

export interface CountedProps {
  /** The field's limit; without one the control shows alone. */
  limit: number | undefined;
  /** The control's id and aria-describedby as given, and its value (its length is counted). */
  id: string | undefined;
  describedBy: string | undefined;
  value: unknown;
  /** The control, given what its aria-describedby should be. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** An input or a textarea with its count under it when the field has a limit, the count named by the control. */
export function Counted({ limit, id, describedBy, value, children }: CountedProps) {
  const fallbackId = useId();
  if (limit === undefined) return children(describedBy);
  const counted = countedBy(id ?? fallbackId, describedBy);
  return (
    <>
      {children(counted.describedBy)}
      <CharacterCount id={counted.countId} length={String(value ?? "").length} limit={limit} />
    </>
  );
}
