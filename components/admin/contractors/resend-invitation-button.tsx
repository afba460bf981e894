"use client";

import { MailPlus } from "lucide-react";
import { ApiError, isUnknownOutcome } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast/use-toast";
import { useResendInvitation } from "@/hooks/use-contractors";

/** A fresh one-time link by e-mail; the earlier link stops working. */
export function ResendInvitationButton({ contractor, withLabel = false }: { contractor: { id: string; name: string; email: string }; withLabel?: boolean }) {
  const resend = useResendInvitation();
  async function send() {
    try {
      await resend.mutateAsync(contractor.id);
      toast({ title: "Invitation sent again", description: `A new link went to ${contractor.email}; the previous one no longer works.` });
    } catch (error) {
      const title = isUnknownOutcome(error) ? "No answer in time" : "Not sent";
      toast({ variant: "destructive", title, description: error instanceof ApiError ? error.message : "Try again." });
    }
  }
  return withLabel ? (
    <Button variant="outline" pending={resend.isPending} onClick={() => void send()}>
      <MailPlus aria-hidden="true" />
      Resend invitation
    </Button>
  ) : (
    <Button variant="ghost" size="icon-sm" pending={resend.isPending} aria-label={`Resend the invitation to ${contractor.name}`} onClick={() => void send()}>
      <MailPlus aria-hidden="true" />
    </Button>
  );
}
