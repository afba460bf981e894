"use client";

import { UserCheck, UserX } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useUpdateContractor } from "@/hooks/use-contractors";

type Person = { id: string; name: string; active: boolean; version: number };

/** Deactivate (sessions end at once, sign-in refused, history kept) or reactivate, after asking. */
export function ContractorAccessButton({ contractor, withLabel = false }: { contractor: Person; withLabel?: boolean }) {
  const update = useUpdateContractor(contractor.id);
  const deactivating = contractor.active;
  const verb = deactivating ? "Deactivate" : "Reactivate";
  return (
    <ConfirmDialog
      subject={contractor.name}
      actionLabel={verb}
      destructive={deactivating}
      description={
        deactivating
          ? `${contractor.name} is signed out everywhere at once (every session ends), cannot sign in, and any open invitation link stops working. Their timesheets and history stay; you can reactivate them later.`
          : `${contractor.name} can sign in again with their password. Sessions ended by the deactivation do not come back: they sign in anew.`
      }
      onConfirm={async () => {
        await update.mutateAsync({ active: !deactivating, version: contractor.version }).catch(showRefusal);
        toast({ title: deactivating ? "Contractor deactivated" : "Contractor reactivated", description: contractor.name });
      }}
      trigger={
        withLabel ? (
          <Button variant="outline">
            {deactivating ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {verb}
          </Button>
        ) : (
          <Button variant="ghost" size="icon-sm" aria-label={`${verb} ${contractor.name}`}>
            {deactivating ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
          </Button>
        )
      }
    />
  );
}
