"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { FormField } from "@/components/ui/field";
import { InputField } from "@/components/ui/input-field";
import { referenceOptions, Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateProject, useUpdateProject } from "@/hooks/use-projects";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { createProjectBody, type ProjectDetail } from "@/lib/schemas/projects";

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
  const t = useTranslations("admin.projects.form");
  const router = useRouter();
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? "");
  const onlyClient = clients.length === 1 ? clients[0]!.id : "";
  const form = useZodForm({
    // Editing sends every field, so the create body's rules judge both; the update adds the version read.
    schema: createProjectBody,
    initial: valuesOf(project, onlyClient),
    toInput: toBody,
  });

  const dialog = useFormDialog(form, () => valuesOf(project, onlyClient), async (body) => {
    if (project) {
      await update.mutateAsync({ ...body, version: project.version });
      toast({ title: t("saved"), description: body.name });
      return;
    }
    const created = (await create.mutateAsync(body)) as ProjectDetail;
    toast({ title: t("created"), description: t("createdNext") });
    router.push(`/admin/projects/${created.id}`);
  });

  return (
    <FormDialog
      title={project ? t("editTitle", { project: project.name }) : t("newTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={project ? t("save") : t("create")}
    >
      <InputField form={form} name="name" label={t("name")} />
      <FormField form={form} name="clientId" label={t("client")}>
        <Select placeholder={t("chooseClient")} options={referenceOptions(clients)} />
      </FormField>
      <FormField form={form} name="invoicingEntityId" label={t("invoicingEntity")}>
        <Select placeholder={t("none")} options={referenceOptions(invoicingEntities)} />
      </FormField>
      <DateRangeFields form={form} startLabel={t("startDate")} endLabel={t("endDate")} />
      <FormField form={form} name="description" label={t("descriptionField")}>
        <Textarea rows={3} />
      </FormField>
      <InputField form={form} name="buyerReference" label={t("buyerReference")} hint={t("buyerReferenceHint")} />
    </FormDialog>
  );
}
