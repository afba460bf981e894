"use client";

import { Download, Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { fetchDownload } from "./download-file";
import { useDownloadWords } from "./use-download-words";
import { previewKind } from "./file-preview";

export interface PreviewFile {
  id: string;
  originalName: string;
  contentType: string;
}

export interface FilePreviewDialogProps {
  file: PreviewFile;
  /** Where the bytes are read: /api/files/{id} with the session, or a review link's scoped URL. */
  url: string;
  /** "omit" for review links: the token in the URL is the only credential. */
  credentials?: RequestCredentials;
}

type Loaded = { state: "loading" } | { state: "ready"; objectUrl: string } | { state: "failed"; message: string };

/**
 * Opens a receipt or invoice in a dialog: PDFs and images inline, anything else as a download.
 * The bytes are fetched and shown from a blob URL, so the server can keep answering every file
 * as an attachment (never rendered under the app's origin by navigation).
 */
export function FilePreviewDialog({ file, url, credentials = "same-origin" }: FilePreviewDialogProps) {
  const t = useTranslations("timesheet.files");
  const { failureText, downloadOffline } = useDownloadWords();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const kind = previewKind(file.contentType);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchDownload(url, { credentials, signal: controller.signal, offline: downloadOffline })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ state: "ready", objectUrl });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: "failed", message: failureText(error) });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [open, url, credentials, failureText, downloadOffline]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setLoaded({ state: "loading" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("open", { name: file.originalName })}>
          <Eye aria-hidden="true" />
          <span className="max-w-48 truncate">{file.originalName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="truncate">{file.originalName}</DialogTitle>
          <DialogDescription>{kind === "none" ? t("cannotShow") : file.contentType}</DialogDescription>
        </DialogHeader>
        {loaded.state === "loading" ? (
          <div className="flex h-40 items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t("opening")}
          </div>
        ) : null}
        {loaded.state === "failed" ? (
          <p role="alert" className="text-sm text-destructive">
            {loaded.message}
          </p>
        ) : null}
        {loaded.state === "ready" ? (
          <div className="flex flex-col gap-3">
            {kind === "pdf" ? <iframe title={t("preview", { name: file.originalName })} src={loaded.objectUrl} className="h-[70vh] w-full rounded-md border" /> : null}
            {kind === "image" ? (
              // A blob URL: next/image cannot optimise it, and nothing leaves the browser.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={loaded.objectUrl} alt={t("preview", { name: file.originalName })} className="max-h-[70vh] w-full rounded-md border object-contain" />
            ) : null}
            <div className="flex justify-end">
              <Button asChild variant="outline">
                <a href={loaded.objectUrl} download={file.originalName}>
                  <Download aria-hidden="true" /> {t("download")}
                </a>
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
