"use client";

import { useState, type ComponentProps } from "react";
import { toast } from "@/components/ui/toast";
import { downloadFile } from "./download-file";
import { useDownloadWords } from "./use-download-words";

export interface DownloadLinkProps extends Omit<ComponentProps<"a">, "href" | "download"> {
  /** Where the bytes are read: /api/files/{id} with the session, or a review link's scoped URL. */
  href: string;
  /** The name to save under when the server names none. */
  fileName: string;
  credentials?: RequestCredentials;
}

/**
 * A link that downloads a stored file through downloadFile, so a refusal or a lost connection
 * says what failed (spec point 8) instead of the browser failing silently or opening an error
 * page. It stays a real link: opening it in a new tab or copying it still works.
 */
export function DownloadLink({ href, fileName, credentials, onClick, children, ...props }: DownloadLinkProps) {
  const words = useDownloadWords();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFile(href, fileName, { credentials, offline: words.downloadOffline });
    } catch (error) {
      toast({ variant: "destructive", title: words.failed, description: words.failureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      {...props}
      href={href}
      download={fileName}
      aria-busy={busy || undefined}
      onClick={(event) => {
        onClick?.(event);
        // A modified click (new tab, new window) keeps the browser's own behaviour.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        if (!busy) void download();
      }}
    >
      {children}
    </a>
  );
}
