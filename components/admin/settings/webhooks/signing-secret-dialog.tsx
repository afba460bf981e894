"use client";

import { useTranslations } from "next-intl";
import { ShownOnceDialog } from "@/components/ui/shown-once-dialog";

/** The signing secret, shown the one time the server answers it (creation or rotation). */
export function SigningSecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  const t = useTranslations("admin.webhooks.secret");
  return (
    <ShownOnceDialog
      title={t("title")}
      testId="signing-secret"
      secret={secret}
      onClose={onClose}
      description={
        <>
          {t("description")}
          {rotated ? t("rotated") : null}
        </>
      }
    />
  );
}
