import { toast } from "@/components/ui/toast/use-toast";
import { ApiError } from "@/lib/api-client";

/** Shows the server's reason for refusing a change, then rethrows so a confirmation stays open. */
export function showRefusal(error: unknown): never {
  const description = error instanceof ApiError ? error.message : "The change could not be made. Try again.";
  toast({ variant: "destructive", title: "Not done", description });
  throw error;
}
