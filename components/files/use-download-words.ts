"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { downloadFailureText } from "./download-file";

/** What downloads say in the person's language: the failure's title, the offline texts and the failure's words. */
export function useDownloadWords() {
  const t = useTranslations("timesheet.files");
  return useMemo(
    () => ({
      failed: t("downloadFailed"),
      exportOffline: t("exportOffline"),
      downloadOffline: t("downloadOffline"),
      failureText: (error: unknown) => downloadFailureText(error, { error: t("error"), failed: t("failed") }),
    }),
    [t],
  );
}
