import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { CharacterCount, countedBy } from "./character-count";
import { fieldClasses } from "./input";

export interface TextareaProps extends ComponentProps<"textarea"> {
  /** Shows "n / limit" under the field (nothing is cut: maxLength would drop a long paste silently). */
  limit?: number;
}

export function Textarea({ className, rows = 3, limit, ...props }: TextareaProps) {
  const control = (extra: ComponentProps<"textarea"> = {}) => (
    <textarea rows={rows} className={cn(fieldClasses, "min-h-16 resize-y py-1.5", className)} {...props} {...extra} />
  );
  const fallbackId = useId();
  if (limit === undefined) return control();
  const { countId, describedBy } = countedBy(props.id ?? fallbackId, props["aria-describedby"]);
  return (
    <>
      {control({ "aria-describedby": describedBy })}
      <CharacterCount id={countId} length={String(props.value ?? "").length} limit={limit} />
    </>
  );
}
