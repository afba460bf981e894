import type { ClassNames, ModifiersClassNames } from "react-day-picker";

/** DayPicker's parts styled with the app's tokens (its own stylesheet is not loaded). */
export const dayPickerClassNames: Partial<ClassNames> = {
  root: "w-fit rounded-md border p-3",
  months: "flex",
  month: "flex flex-col gap-2",
  month_caption: "flex h-7 items-center",
  caption_label: "text-sm font-medium",
  month_grid: "border-collapse",
  weekday: "size-9 text-center text-xs font-normal text-muted-foreground",
  day: "relative size-10 p-0.5 text-center text-sm",
  day_button:
    "relative inline-flex size-9 items-center justify-center rounded-md tabular-nums transition-colors enabled:font-medium enabled:ring-1 enabled:ring-inset enabled:ring-border hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:text-muted-foreground/60 disabled:hover:bg-transparent",
  today: "font-semibold text-primary",
  disabled: "text-muted-foreground/60",
  hidden: "invisible",
  footer: "pt-2 text-xs text-muted-foreground",
};

export const modifierClassNames: ModifiersClassNames = {
  selected: "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90",
  recorded:
    "after:pointer-events-none after:absolute after:bottom-1.5 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-status-approved",
};
