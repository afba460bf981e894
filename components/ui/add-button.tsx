import { Plus } from "lucide-react";
import Link from "next/link";
import { Button, type ButtonProps } from "./button";

export type AddButtonProps = ButtonProps & {
  /** The page that adds the item, when adding is a page of its own rather than a dialog. */
  href?: string;
};

/**
 * A list's "Add …" button: a plus before what it adds (the accessible name is that text). An
 * outline button of the small size, as a section's add sits beside its table; a page's main
 * action ("New client") passes the default look.
 */
export function AddButton({ href, variant = "outline", size = "sm", children, ...props }: AddButtonProps) {
  const content = (
    <>
      <Plus aria-hidden="true" />
      {children}
    </>
  );
  return href ? (
    <Button asChild variant={variant} size={size} {...props}>
      <Link href={href}>{content}</Link>
    </Button>
  ) : (
    <Button variant={variant} size={size} {...props}>
      {content}
    </Button>
  );
}
