"use client";

import { Upload } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { useUploadLimit } from "@/components/contractor/files/upload-limit";
import { cn } from "@/lib/cn";
import { formatBytes } from "@/lib/format/bytes";
import { ACCEPT_ATTRIBUTE, ACCEPTED_NAMES } from "./file-checks";

export interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text, e.g. "Choose files" or "Choose the invoice". */
  browseLabel?: string;
  /** Ties the zone to the errors shown under it. */
  describedBy?: string;
}

/** Drop files here or browse: the keyboard path is the button, the pointer path is either. */
export function FileDropZone({ onFiles, multiple = true, disabled = false, browseLabel = "Choose files", describedBy }: FileDropZoneProps) {
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
      <p className="text-muted-foreground">{dragging ? "Drop to attach" : `Drag ${multiple ? "files" : "a file"} here, or`}</p>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {browseLabel}
      </Button>
      <p className="text-xs text-muted-foreground">
        {ACCEPTED_NAMES}
        {maxBytes === null ? "" : `, up to ${formatBytes(maxBytes)}${multiple ? " each" : ""}`}
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
