"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { useLookup } from "@/hooks/use-lookup";
import { cn } from "@/lib/cn";
import type { LookupItem, LookupKind } from "@/lib/schemas/lookups";

export interface LookupComboboxProps {
  kind: LookupKind;
  /** The input's id, for the field's label. */
  id: string;
  value: LookupItem | null;
  onChange: (item: LookupItem | null) => void;
  /** Ids not to offer (e.g. the contractors already on the project). */
  exclude?: readonly string[];
  /** Formerly the "no match" line's noun: the line is now worded by `kind`, in the reader's language. */
  noun?: string;
  placeholder?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** "Amara Okafor (amara@settle.local)": a match as the box shows it once chosen. */
export function lookupLabel(item: LookupItem): string {
  return item.detail ? `${item.name} (${item.detail})` : item.name;
}

/**
 * A picker that looks up what is typed on the server (the ARIA combobox pattern): arrows move
 * through the matches, Enter chooses, Escape closes. Typing after a choice clears it, so the
 * form never holds a choice the box no longer shows.
 */
export function LookupCombobox({ kind, id, value, onChange, exclude = [], noun: _noun, placeholder, disabled, ...aria }: LookupComboboxProps) {
  const t = useTranslations("ui.lookup");
  const listId = useId();
  const [text, setText] = useState(value ? lookupLabel(value) : "");
  const [query, setQuery] = useState(text);
  const [open, setOpen] = useState(false);
  // No match is active until the arrows pick one.
  const [active, setActive] = useState(-1);
  const lookup = useLookup(kind, query, open);
  const matches = (lookup.data ?? []).filter((item) => !exclude.includes(item.id));

  // The server is asked once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);

  function choose(item: LookupItem) {
    onChange(item);
    setText(lookupLabel(item));
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const count = matches.length;
      if (count === 0) return;
      setActive((current) => (event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === "Enter" && open) {
      // Enter chooses here instead of sending the form.
      event.preventDefault();
      // A single match needs no arrow to be chosen.
      const item = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (item) choose(item);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = lookup.isPending ? t("searching") : lookup.isError ? t("failed") : matches.length === 0 ? t(`noMatch.${kind}`, { query }) : null;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md",
          !open && "hidden",
        )}
      >
        <ul id={listId} role="listbox" aria-label={t(`matching.${kind}`)}>
          {matches.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn("flex cursor-pointer flex-col rounded-sm px-2 py-1.5", index === active && "bg-accent text-accent-foreground")}
            >
              <span>{item.name}</span>
              {item.detail ? <span className="text-xs text-muted-foreground">{item.detail}</span> : null}
            </li>
          ))}
        </ul>
        {status ? (
          <p role="status" className="px-2 py-1.5 text-muted-foreground">
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
