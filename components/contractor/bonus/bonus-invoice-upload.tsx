"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { FileDropZone } from "@/components/contractor/expenses/file-drop-zone";
import { UploadFeedback } from "@/components/contractor/files/upload-feedback";
import { useSingleFileUpload } from "@/components/contractor/files/use-single-file-upload";

/** Uploads a bonus invoice as soon as it is chosen, with its progress; problems show under the zone. */
export function BonusInvoiceUpload({ timesheetId }: { timesheetId: string }) {
  const t = useTranslations("contractor.files");
  const id = useId();
  const { onFiles, progress, problem, cancel } = useSingleFileUpload(timesheetId, "BONUS_INVOICE");
  return (
    <div className="flex flex-col gap-2">
      <FileDropZone onFiles={onFiles} multiple={false} disabled={progress !== null} browseLabel={t("chooseInvoice")} describedBy={problem ? `${id}-problem` : undefined} />
      <UploadFeedback progress={progress} problem={problem} cancel={cancel} problemId={`${id}-problem`} />
    </div>
  );
}
