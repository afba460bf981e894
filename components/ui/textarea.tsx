"use client";

import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Counted } from "./character-count";
import { fieldClasses } from "./field-classes";

export interface TextareaProps extends ComponentProps<"textarea"> {
  /** Shows "n / limit" under the field (typing is not cut, as maxLength would; a paste past it is cut and the count says by how much). */
  limit?: number;
}

export function Textarea({ className, rows = 3, limit, ...props }: TextareaProps) {
  return (
    <Counted limit={limit} id={props.id} describedBy={props["aria-describedby"]} value={props.value} onPaste={props.onPaste}>
      {(counted) => <textarea rows={rows} className={cn(fieldClasses, "min-h-16 resize-y py-1.5", className)} {...props} {...counted} />}
    </Counted>
  );
}
