"use client";

import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Counted } from "./character-count";
import { fieldClasses } from "./field-classes";

export interface InputProps extends ComponentProps<"input"> {
  /** Shows "n / limit" under the field (typing is not cut, as maxLength would; a paste past it is cut and the count says by how much). */
  limit?: number;
}

export function Input({ className, type = "text", limit, ...props }: InputProps) {
  return (
    <Counted limit={limit} id={props.id} describedBy={props["aria-describedby"]} value={props.value} onPaste={props.onPaste}>
      {(counted) => (
        <input
          type={type}
          className={cn(fieldClasses, "h-8 py-1 file:mr-2 file:border-0 file:bg-transparent file:text-sm file:font-medium", className)}
          {...props}
          {...counted}
        />
      )}
    </Counted>
  );
}
