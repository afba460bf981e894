/** Types a browser shows safely inside the page: PDFs and raster images (never SVG or HTML). */
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

export type PreviewKind = "pdf" | "image" | "none";

export function previewKind(contentType: string): PreviewKind {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!INLINE_TYPES.has(type)) return "none";
  return type === "application/pdf" ? "pdf" : "image";
}

const FILE_KINDS = ["FEE_INVOICE", "BONUS_INVOICE", "EXPENSE_INVOICE", "EXPENSE_RECEIPT"] as const;

/** A stored file's type the catalogue names (timesheet.files.kinds). */
export function isFileKind(value: string): value is (typeof FILE_KINDS)[number] {
  return (FILE_KINDS as readonly string[]).includes(value);
}
