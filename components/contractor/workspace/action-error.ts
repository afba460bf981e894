import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

/** A refused or failed action: the server's reason (a 409 says why in words), in a destructive toast. */
export function toastActionError(title: string, error: unknown): void {
  const description =
    error instanceof ApiError ? error.message : "Something went wrong. Please refresh your browser and try again.";
  toast({ title, description, variant: "destructive" });
}
