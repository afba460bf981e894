"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useFormat } from "@/hooks/use-format";
import type { Formats } from "@/lib/format/formats";
import { fileChecks } from "./file-checks";

/** formatBytes in the person's number format: "2.4 MB", "2,4 MB". */
export function localBytes(format: Pick<Formats, "number">, bytes: number, { tenths = false }: { tenths?: boolean } = {}): string {
  // A size held against a limit keeps its tenth ("10.0 MB" over "10 MB"): dropped, 10 MiB + 1 byte read as the limit itself.
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  if (bytes >= 1024 * 1024) return `${tenths ? format.number(megabytes, { minimumFractionDigits: 1 }) : format.number(megabytes.replace(/\.0$/, ""))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** fileProblem and pdfProblem in the person's language. */
export function useFileChecks() {
  const t = useTranslations("contractor.files");
  const format = useFormat();
  return useMemo(
    () =>
      fileChecks({
        notAccepted: (name) => t("notAccepted", { name, accepted: t("accepted") }),
        empty: (name) => t("empty", { name }),
        tooLarge: (name, size, max) => t("tooLarge", { name, size: localBytes(format, size, { tenths: true }), max: localBytes(format, max) }),
        notPdf: (name) => t("notPdf", { name }),
      }),
    [t, format],
  );
}
