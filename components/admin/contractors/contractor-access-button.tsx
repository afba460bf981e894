"use client";

import { UserCheck, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useUpdateContractor } from "@/hooks/use-contractors";

type Person = { id: string; name: string; active: boolean; version: number };

/** Deactivate (sessions end at once, sign-in refused, history kept) or reactivate, after asking. */
export function ContractorAccessButton({ contractor, withLabel = false }: { contractor: Person; withLabel?: boolean }) {
  const t = useTranslations("admin.contractors.access");
  const showRefusal = useShowRefusal();
  const update = useUpdateContractor(contractor.id);
  const deactivating = contractor.active;
  const name = contractor.name;
  const verb = deactivating ? t("deactivate") : t("reactivate");
  return (
    <ConfirmDialog
      title={deactivating ? t("deactivateTitle", { name }) : t("reactivateTitle", { name })}
      actionLabel={verb}
      destructive={deactivating}
      description={deactivating ? t("deactivateDescription", { name }) : t("reactivateDescription", { name })}
      onConfirm={async () => {
        await update.mutateAsync({ active: !deactivating, version: contractor.version }).catch(showRefusal);
        toast({ title: deactivating ? t("deactivated") : t("reactivated"), description: name });
      }}
      trigger={
        withLabel ? (
          <Button variant="outline">
            {deactivating ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {verb}
          </Button>
        ) : (
          <Button variant="ghost" size="icon-sm" aria-label={deactivating ? t("deactivateLabel", { name }) : t("reactivateLabel", { name })}>
            {deactivating ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
          </Button>
        )
      }
    />
  );
}
