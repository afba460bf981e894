import type { AcceptedContentType } from "@/lib/schemas/files";

const EXTENSIONS: Record<AcceptedContentType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heif",
};

/**
 * The name a download is saved under: the uploader's name with the extension of the type the
 * bytes were detected as, so `evil.html` holding a PDF is saved as `evil.pdf` and opened as one.
 */
export function downloadName(originalName: string, contentType: string): string {
  const extension = EXTENSIONS[contentType as AcceptedContentType] as string | undefined;
  if (!extension) return originalName;
  const dot = originalName.lastIndexOf(".");
  const stem = dot > 0 ? originalName.slice(0, dot) : originalName;
  return `${stem}.${extension}`;
}
