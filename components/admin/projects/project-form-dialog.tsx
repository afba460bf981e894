"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateProject, useUpdateProject } from "@/hooks/use-projects";
import { useZodForm } from "@/hooks/use-zod-form";
import { createProjectBody, updateProjectBody, type ProjectDetail } from "@/lib/schemas/projects";

type Reference = { id: string; name: string };
type Values = { name: string; clientId: string; invoicingEntityId: string; description: string; buyerReference: string; startDate: string; endDate: string };

const blank = (text: string) => (text.trim() === "" ? null : text);

function valuesOf(project?: ProjectDetail, clientId = ""): Values {
  return {
    name: project?.name ?? "",
    clientId: project?.client.id ?? clientId,
    invoicingEntityId: project?.invoicingEntity?.id ?? "",
    description: project?.description ?? "",
    buyerReference: project?.buyerReference ?? "",
    startDate: project?.startDate ?? "",
    endDate: project?.endDate ?? "",
  };
}

const toBody = (values: Values) => ({
  name: values.name,
  clientId: values.clientId,
  invoicingEntityId: blank(values.invoicingEntityId),
  description: blank(values.description),
  buyerReference: blank(values.buyerReference),
  startDate: blank(values.startDate),
  endDate: blank(values.endDate),
});

export interface ProjectFormDialogProps {
  project?: ProjectDetail;
  clients: readonly Reference[];
  invoicingEntities: readonly Reference[];
  trigger: ReactNode;
}

/** Creates a project (then opens it) or edits one: name, client, invoicing entity, dates, description. */
export function ProjectFormDialog({ project, clients, invoicingEntities, trigger }: ProjectFormDialogProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? "");
  const onlyClient = clients.length === 1 ? clients[0]!.id : "";
  const form = useZodForm({
    schema: project ? updateProjectBody : createProjectBody,
    initial: valuesOf(project, onlyClient),
    toInput: (values: Values) => (project ? { ...toBody(values), version: project.version } : toBody(values)),
  });

  function onOpenChange(next: boolean) {
    if (next && !open) form.reset(valuesOf(project, onlyClient));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    if (project) {
      await update.mutateAsync({ ...body, version: project.version });
      setOpen(false);
      toast({ title: "Project saved", description: body.name });
      return;
    }
    const created = (await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])) as ProjectDetail;
    setOpen(false);
    toast({ title: "Project created", description: "Next: add a contractor with a rate." });
    router.push(`/admin/projects/${created.id}`);
  });

  return (
    <FormDialog
      title={project ? `Edit ${project.name}` : "New project"}
      description="A project belongs to a client; contractors are engaged on it with dated rates."
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={project ? "Save project" : "Create project"}
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name}>
        <Input {...form.field("name")} />
      </FormField>
      <FormField id={form.idFor("clientId")} label="Client" error={form.errors.clientId}>
        <Select {...form.field("clientId")} placeholder="Choose a client" options={clients.map((c) => ({ value: c.id, label: c.name }))} />
      </FormField>
      <FormField id={form.idFor("invoicingEntityId")} label="Invoicing entity" error={form.errors.invoicingEntityId}>
        <Select {...form.field("invoicingEntityId")} placeholder="None" options={invoicingEntities.map((e) => ({ value: e.id, label: e.name }))} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={form.idFor("startDate")} label="Start date" error={form.errors.startDate}>
          <Input {...form.field("startDate")} type="date" />
        </FormField>
        <FormField id={form.idFor("endDate")} label="End date" error={form.errors.endDate}>
          <Input {...form.field("endDate")} type="date" />
        </FormField>
      </div>
      <FormField id={form.idFor("description")} label="Description" error={form.errors.description}>
        <Textarea {...form.field("description")} rows={3} />
      </FormField>
      <FormField
        id={form.idFor("buyerReference")}
        label="Buyer reference (optional)"
        hint="Printed on this project's e-invoices (BT-10): a Leitweg-ID for a German public buyer, else the purchase order number; the invoicing entity's when empty."
        error={form.errors.buyerReference}
      >
        <Input {...form.field("buyerReference")} />
      </FormField>
    </FormDialog>
  );
}
