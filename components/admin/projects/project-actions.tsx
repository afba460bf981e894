"use client";

import { Archive, ArchiveRestore, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useSetProjectArchived } from "@/hooks/use-projects";
import type { ProjectDetail } from "@/lib/schemas/projects";
import { ProjectFormDialog } from "./project-form-dialog";

type Reference = { id: string; name: string };

/** Edit, archive and unarchive, beside the project's title. */
export function ProjectActions({ project, clients, invoicingEntities }: { project: ProjectDetail; clients: readonly Reference[]; invoicingEntities: readonly Reference[] }) {
  const t = useTranslations("admin.projects.actions");
  const common = useTranslations("common");
  const showRefusal = useShowRefusal();
  const setArchived = useSetProjectArchived(project.id);
  const archiving = !project.archived;
  return (
    <>
      <ProjectFormDialog
        project={project}
        clients={clients}
        invoicingEntities={invoicingEntities}
        trigger={
          <Button variant="outline">
            <Pencil aria-hidden="true" />
            {common("edit")}
          </Button>
        }
      />
      <ConfirmDialog
        title={archiving ? t("archiveTitle", { project: project.name }) : t("unarchiveTitle", { project: project.name })}
        actionLabel={archiving ? t("archive") : t("unarchive")}
        destructive={false}
        description={archiving ? t("archiveDescription") : t("unarchiveDescription")}
        onConfirm={async () => {
          await setArchived.mutateAsync({ archived: archiving, version: project.version }).catch(showRefusal);
          toast({ title: archiving ? t("archived") : t("unarchived"), description: project.name });
        }}
        trigger={
          <Button variant="outline">
            {archiving ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
            {archiving ? t("archive") : t("unarchive")}
          </Button>
        }
      />
    </>
  );
}
