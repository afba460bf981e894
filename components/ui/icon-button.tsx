import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "./button";

export type IconButtonProps = Omit<ButtonProps, "children" | "aria-label"> & {
  icon: LucideIcon;
  /** The button's accessible name: with only an icon shown, all a screen reader has. */
  label: string;
};

/** A row's small icon-only button (edit, delete, retry): ghost, so a row of them stays quiet. */
export function IconButton({ icon: Icon, label, variant = "ghost", size = "icon-sm", ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
