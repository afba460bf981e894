import { LinkIcon } from "lucide-react";
import { REVIEW_LINK_MESSAGES } from "@/lib/schemas/reviews";

/** What to do about a link that no longer opens anything, in plain words. */
function advice(message: string): string {
  if (message === REVIEW_LINK_MESSAGES.expired) return "Review links are valid for a limited time. Ask the person who sent it to you for a new one.";
  if (message === REVIEW_LINK_MESSAGES.revoked) return "The person who sent it withdrew it. If you still need to review this timesheet, ask them for a new link.";
  return "Check that you opened the whole link from your e-mail, or ask the person who sent it for a new one.";
}

/** Shown instead of the timesheet when its link is expired, revoked or unknown. */
export function ReviewUnavailable({ message }: { message: string }) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <LinkIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{message}</h1>
      <p className="text-sm text-muted-foreground">{advice(message)}</p>
    </main>
  );
}
