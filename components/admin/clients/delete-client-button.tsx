"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/admin/confirm-action";
import { IconButton } from "@/components/ui/icon-button";
import { useDeleteClient } from "@/hooks/use-clients";

/** Deletes a client after asking; the server refuses while it has projects and says so. */
export function DeleteClientButton({ client }: { client: { id: string; name: string; projectsCount: number } }) {
  const t = useTranslations("admin.clients.delete");
  const remove = useDeleteClient();
  return (
    <ConfirmAction
      title={t("title", { name: client.name })}
      description={client.projectsCount > 0 ? t("withProjects", { count: client.projectsCount }) : t("withoutProjects")}
      run={() => remove.mutateAsync(client.id)}
      done={{ title: t("deleted"), description: client.name }}
      trigger={<IconButton icon={Trash2} label={t("label", { name: client.name })} />}
    />
  );
}
