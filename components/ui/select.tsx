import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { fieldClasses } from "./field-classes";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The options for choosing a named record (a client, an invoicing entity): its id is the value, its name the label. */
export function referenceOptions(records: readonly { id: string; name: string }[]): SelectOption[] {
  return records.map(({ id, name }) => ({ value: id, label: name }));
}

export interface SelectProps extends ComponentProps<"select"> {
  /** Convenience: render these options (children are rendered after them). */
  options?: readonly SelectOption[];
  /** A first, empty option such as "All projects". */
  placeholder?: string;
  wrapperClassName?: string;
}

/** A styled native select: keyboard and screen-reader behaviour come from the browser. */
export function Select({ className, wrapperClassName, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className={cn("relative w-full", wrapperClassName)}>
      <select className={cn(fieldClasses, "h-8 appearance-none py-1 pr-8", className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
