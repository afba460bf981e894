"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useEndContractorSessions } from "@/hooks/use-sessions";

/** Signs a contractor out on every device without deactivating them (a lost laptop, a shared computer). */
export function EndSessionsButton({ contractor }: { contractor: { id: string; name: string } }) {
  const t = useTranslations("admin.contractors.endSessions");
  const showRefusal = useShowRefusal();
  const end = useEndContractorSessions(contractor.id);
  const name = contractor.name;
  return (
    <ConfirmDialog
      actionLabel={t("button")}
      title={t("title", { name })}
      description={t("description", { name })}
      onConfirm={async () => {
        const result = await end.mutateAsync().catch(showRefusal);
        toast({ title: t("done"), description: t("doneDescription", { name, count: result.ended }) });
      }}
      trigger={
        <Button variant="outline">
          <LogOut aria-hidden="true" />
          {t("button")}
        </Button>
      }
    />
  );
}
