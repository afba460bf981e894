"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

/** A list's filter box: narrows the rows already on screen as one types. */
export function SearchInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-72">
      <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" aria-label={label} placeholder={label} value={value} onChange={(event) => onChange(event.target.value)} className="pl-8" />
    </div>
  );
}

/** Whether any of the texts contains the query, ignoring case and surrounding spaces. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  return needle === "" || texts.some((text) => text?.toLowerCase().includes(needle));
}
