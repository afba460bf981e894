"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { IconButton } from "@/components/ui/icon-button";
import { useDeleteClient } from "@/hooks/use-clients";

/**
 * Deletes a client after asking. A client with projects cannot go: the dialog says so and offers
 * only Close (it offered Delete while predicting the server's refusal). The server checks again.
 */
export function DeleteClientButton({ client }: { client: { id: string; name: string; projectsCount: number } }) {
  const t = useTranslations("admin.clients.delete");
  const remove = useDeleteClient();
  const refused = client.projectsCount > 0;
  return (
    <ConfirmAction
      title={refused ? t("cannotTitle", { name: client.name }) : t("title", { name: client.name })}
      description={refused ? t("withProjects", { count: client.projectsCount }) : t("withoutProjects")}
      refused={refused}
      run={() => remove.mutateAsync(client.id)}
      done={{ title: t("deleted"), description: client.name }}
      trigger={<IconButton icon={Trash2} label={t("label", { name: client.name })} />}
    />
  );
}
