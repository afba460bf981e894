import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A decorative spinner; the busy state is announced by the control that shows it. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} />;
}
