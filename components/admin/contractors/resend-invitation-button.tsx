"use client";

import { MailPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { ApiError, isUnknownOutcome } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast/use-toast";
import { useResendInvitation } from "@/hooks/use-contractors";

/** A fresh one-time link by e-mail; the earlier link stops working. */
export function ResendInvitationButton({ contractor, withLabel = false }: { contractor: { id: string; name: string; email: string }; withLabel?: boolean }) {
  const t = useTranslations("admin.contractors.resend");
  const resend = useResendInvitation();
  async function send() {
    try {
      await resend.mutateAsync(contractor.id);
      toast({ title: t("sent"), description: t("sentDescription", { email: contractor.email }) });
    } catch (error) {
      const title = isUnknownOutcome(error) ? t("noAnswer") : t("notSent");
      toast({ variant: "destructive", title, description: error instanceof ApiError ? error.message : t("tryAgain") });
    }
  }
  return withLabel ? (
    <Button variant="outline" pending={resend.isPending} onClick={() => void send()}>
      <MailPlus aria-hidden="true" />
      {t("button")}
    </Button>
  ) : (
    <Button variant="ghost" size="icon-sm" pending={resend.isPending} aria-label={t("label", { name: contractor.name })} onClick={() => void send()}>
      <MailPlus aria-hidden="true" />
    </Button>
  );
}
