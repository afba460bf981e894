"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type ClipboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface CharacterCountProps {
  id: string;
  length: number;
  /** The schema's limit for the field (e.g. WORK_SUMMARY_MAX), so the screen and the server agree. */
  limit: number;
  /** Characters of the last paste left out because they did not fit under the limit. */
  leftOut?: number;
  className?: string;
}

/**
 * "1,234 / 2,000" under a long text field: the limit is in sight before it is reached, and a text
 * typed past it is marked rather than cut (the form then refuses it with the schema's message).
 */
export function CharacterCount({ id, length, limit, leftOut = 0, className }: CharacterCountProps) {
  const t = useTranslations("ui.characterCount");
  const grouped = new Intl.NumberFormat(useLocale());
  const over = length - limit;
  return (
    <p id={id} className={cn("text-right text-xs tabular-nums", over > 0 || leftOut > 0 ? "text-destructive" : "text-muted-foreground", className)}>
      {leftOut > 0 ? <span role="status">{t("pasteCut", { count: grouped.format(leftOut) })} </span> : null}
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

/** What a paste into a counted field leaves: the text with the paste, cut to the limit, and how much was left out. */
export function pasteWithin(current: string, start: number, end: number, pasted: string, limit: number): { text: string; caret: number; leftOut: number } {
  const kept = current.slice(0, start) + current.slice(end);
  // Room is measured in UTF-16 units, as the schema's max counts them; a cut never splits a surrogate pair.
  let room = Math.max(0, limit - kept.length);
  if (room > 0 && room < pasted.length && /[\uD800-\uDBFF]/.test(pasted[room - 1] ?? "")) room -= 1;
  const inserted = pasted.slice(0, room);
  return { text: kept.slice(0, start) + inserted + kept.slice(start), caret: start + inserted.length, leftOut: pasted.length - inserted.length };
}

/** Puts a value into a controlled input as typing would: through the native setter and an input event, which React's onChange hears. */
function typeInto(control: TextControl, text: string, caret: number) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, text);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.setSelectionRange(caret, caret);
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface CountedControlProps<E extends TextControl> {
  "aria-describedby": string | undefined;
  onPaste: ((event: ClipboardEvent<E>) => void) | undefined;
}

export interface CountedProps<E extends TextControl> {
  /** The field's limit; without one the control shows alone. */
  limit: number | undefined;
  /** The control's id and aria-describedby as given, and its value (its length is counted). */
  id: string | undefined;
  describedBy: string | undefined;
  value: unknown;
  /** The control's own paste handler, called first; it may prevent the cut. */
  onPaste: ((event: ClipboardEvent<E>) => void) | undefined;
  /** The control, given what its aria-describedby and paste handler should be. */
  children: (props: CountedControlProps<E>) => ReactNode;
}

/**
 * An input or a textarea with its count under it when the field has a limit, the count named by the control.
 *
 * A paste past the limit is cut to fit and the count says how much was left out: a 2 MB paste
 * otherwise lands whole in a field the server refuses past a few thousand characters, and the
 * browser lays out and checks megabytes of text at every keystroke after it. Typing past the limit
 * is not cut (the count marks it and the schema refuses it): nothing is lost without a word.
 */
export function Counted<E extends TextControl>({ limit, id, describedBy, value, onPaste, children }: CountedProps<E>) {
  const fallbackId = useId();
  const [leftOut, setLeftOut] = useState(0);
  if (limit === undefined) return children({ "aria-describedby": describedBy, onPaste });
  const counted = countedBy(id ?? fallbackId, describedBy);
  const cutPaste = (event: ClipboardEvent<E>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const control = event.currentTarget;
    const pasted = event.clipboardData.getData("text/plain");
    const next = pasteWithin(control.value, control.selectionStart ?? control.value.length, control.selectionEnd ?? control.value.length, pasted, limit);
    setLeftOut(next.leftOut);
    if (next.leftOut === 0) return;
    event.preventDefault();
    typeInto(control, next.text, next.caret);
  };
  return (
    <>
      {children({ "aria-describedby": counted.describedBy, onPaste: cutPaste })}
      <CharacterCount id={counted.countId} length={String(value ?? "").length} limit={limit} leftOut={leftOut} />
    </>
  );
}
