"use client";

import { LogOut } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useEndContractorSessions } from "@/hooks/use-sessions";

/** Signs a contractor out on every device without deactivating them (a lost laptop, a shared computer). */
export function EndSessionsButton({ contractor }: { contractor: { id: string; name: string } }) {
  const end = useEndContractorSessions(contractor.id);
  return (
    <ConfirmDialog
      subject={contractor.name}
      actionLabel="Sign out everywhere"
      title={`Sign ${contractor.name} out everywhere?`}
      description={`Every session of ${contractor.name} ends at once, on every browser and device. They can sign in again with their password; nothing else changes.`}
      onConfirm={async () => {
        const result = await end.mutateAsync().catch(showRefusal);
        toast({ title: "Signed out everywhere", description: `${contractor.name}: ${result.ended} ${result.ended === 1 ? "session" : "sessions"} ended.` });
      }}
      trigger={
        <Button variant="outline">
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      }
    />
  );
}
