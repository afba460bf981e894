"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { useUploadLimit } from "@/components/contractor/files/upload-limit";
import { cn } from "@/lib/cn";
import { useFormat } from "@/hooks/use-format";
import { ACCEPT_ATTRIBUTE } from "./file-checks";
import { localBytes } from "./use-file-checks";

export interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text, e.g. "Choose the invoice"; "Choose files" when not given. */
  browseLabel?: string;
  /** Ties the zone to the errors shown under it. */
  describedBy?: string;
}

/** Drop files here or browse: the keyboard path is the button, the pointer path is either. */
export function FileDropZone({ onFiles, multiple = true, disabled = false, browseLabel: givenLabel, describedBy }: FileDropZoneProps) {
  const t = useTranslations("contractor.files");
  const format = useFormat();
  const browseLabel = givenLabel ?? t("chooseFiles");
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const maxBytes = useUploadLimit();

  function onDragOver(event: DragEvent) {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={cn(
        "flex flex-col items-center gap-1.5 rounded-md border border-dashed px-4 py-5 text-center text-sm transition-colors",
        dragging ? "border-primary bg-primary/5" : "border-input",
        disabled && "opacity-60",
      )}
    >
      <Upload aria-hidden="true" className="size-5 text-muted-foreground" />
      <p className="text-muted-foreground">{dragging ? t("drop") : multiple ? t("dragFiles") : t("dragFile")}</p>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {browseLabel}
      </Button>
      <p className="text-xs text-muted-foreground">
        {maxBytes === null
          ? t("accepted")
          : t(multiple ? "upToEach" : "upTo", { accepted: t("accepted"), size: localBytes(format, maxBytes) })}
      </p>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={ACCEPT_ATTRIBUTE}
        aria-label={browseLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still reports it.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
