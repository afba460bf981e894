"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/ui/form-dialog";
import { Button } from "@/components/ui/button";
import { bindControl } from "@/components/ui/field";
import { NameEmailFields } from "@/components/ui/name-email-fields";
import { toast } from "@/components/ui/toast/use-toast";
import { useInviteContractor } from "@/hooks/use-contractors";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useUrlRequest } from "@/hooks/use-url-request";
import { useZodForm } from "@/hooks/use-zod-form";
import { URL_REQUESTS } from "@/lib/navigation/palette-actions";
import { createContractorBody } from "@/lib/schemas/contractors";
import { WorkingDaysPicker } from "./working-days-picker";

type Values = { name: string; email: string; workingDays: string[] };

const initial: Values = { name: "", email: "", workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] };

/** Creates the contractor (Invited; `/admin/contractors?invite=1` opens it) and writes the invitation e-mail with a one-time link to the outbox. */
export function InviteContractorDialog() {
  const t = useTranslations("admin.contractors.invite");
  const invite = useInviteContractor();
  const form = useZodForm({ schema: createContractorBody, initial });

  const dialog = useFormDialog(form, () => initial, async (body) => {
    await invite.mutateAsync(body);
    toast({ title: t("sent"), description: t("sentDescription", { email: body.email }) });
  });
  useUrlRequest(URL_REQUESTS.inviteContractor, () => dialog.onOpenChange(true));

  return (
    <FormDialog
      title={t("title")}
      description={t("description")}
      trigger={
        <Button>
          <Send aria-hidden="true" />
          {t("button")}
        </Button>
      }
      dialog={dialog}
      submitLabel={t("submit")}
    >
      <NameEmailFields form={form} nameLabel={t("name")} emailLabel={t("email")} />
      <WorkingDaysPicker {...bindControl(form, "workingDays")} />
    </FormDialog>
  );
}
