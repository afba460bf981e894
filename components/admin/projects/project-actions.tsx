"use client";

import { Archive, ArchiveRestore, Pencil } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useSetProjectArchived } from "@/hooks/use-projects";
import type { ProjectDetail } from "@/lib/schemas/projects";
import { ProjectFormDialog } from "./project-form-dialog";

type Reference = { id: string; name: string };

/** Edit, archive and unarchive, beside the project's title. */
export function ProjectActions({ project, clients, invoicingEntities }: { project: ProjectDetail; clients: readonly Reference[]; invoicingEntities: readonly Reference[] }) {
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
            Edit
          </Button>
        }
      />
      <ConfirmDialog
        subject={project.name}
        actionLabel={archiving ? "Archive" : "Unarchive"}
        destructive={false}
        description={
          archiving
            ? "The project leaves the default project list; its timesheets and history stay and it can be unarchived at any time."
            : "The project shows in the project list again."
        }
        onConfirm={async () => {
          await setArchived.mutateAsync({ archived: archiving, version: project.version }).catch(showRefusal);
          toast({ title: archiving ? "Project archived" : "Project unarchived", description: project.name });
        }}
        trigger={
          <Button variant="outline">
            {archiving ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
            {archiving ? "Archive" : "Unarchive"}
          </Button>
        }
      />
    </>
  );
}
