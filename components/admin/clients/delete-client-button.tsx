"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteClient } from "@/hooks/use-clients";

/** Deletes a client after asking; the server refuses while it has projects and says so. */
export function DeleteClientButton({ client }: { client: { id: string; name: string; projectsCount: number } }) {
  const t = useTranslations("admin.clients.delete");
  const showRefusal = useShowRefusal();
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      title={t("title", { name: client.name })}
      description={client.projectsCount > 0 ? t("withProjects", { count: client.projectsCount }) : t("withoutProjects")}
      onConfirm={async () => {
        await remove.mutateAsync(client.id).catch(showRefusal);
        toast({ title: t("deleted"), description: client.name });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("label", { name: client.name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}
