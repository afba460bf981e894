"use client";

import { Trash2 } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteClient } from "@/hooks/use-clients";

/** Deletes a client after asking; the server refuses while it has projects and says so. */
export function DeleteClientButton({ client }: { client: { id: string; name: string; projectsCount: number } }) {
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      subject={`client "${client.name}"`}
      description={
        client.projectsCount > 0
          ? `It still has ${client.projectsCount} project${client.projectsCount === 1 ? "" : "s"}, so the server will refuse: a client goes only once it has none.`
          : "The client is removed for good. This cannot be undone."
      }
      onConfirm={async () => {
        await remove.mutateAsync(client.id).catch(showRefusal);
        toast({ title: "Client deleted", description: client.name });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${client.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}
