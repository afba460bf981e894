"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/hooks/use-format";

/** The words subjectLabel needs, from the catalogue and the person's locale. */
export function useSubjectWords() {
  const t = useTranslations("contractor.comments");
  const enums = useTranslations("enums");
  const format = useFormat();
  return { t, enums, format };
}
