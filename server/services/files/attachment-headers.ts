import "server-only";
import { downloadName } from "./download-name";
import type { FileRow } from "./file-view";

/** `filename` for old clients (ASCII only), `filename*` with the real name (RFC 6266 / 5987). */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Always an attachment with the sniffed type and nosniff: an uploaded file is never rendered
 * inline by the browser under the app's origin, whatever it contains.
 */
export function attachmentHeaders(file: FileRow, size: number): HeadersInit {
  return {
    "Content-Type": file.contentType,
    "Content-Length": String(size),
    "Content-Disposition": contentDisposition(downloadName(file.originalName, file.contentType)),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}
