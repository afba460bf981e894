/** Types a browser shows safely inside the page: PDFs and raster images (never SVG or HTML). */
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

export type PreviewKind = "pdf" | "image" | "none";

export function previewKind(contentType: string): PreviewKind {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!INLINE_TYPES.has(type)) return "none";
  return type === "application/pdf" ? "pdf" : "image";
}

export const FILE_TYPE_LABELS: Record<string, string> = {
  FEE_INVOICE: "Fee invoice",
  BONUS_INVOICE: "Bonus invoice",
  EXPENSE_INVOICE: "Expense invoice",
  EXPENSE_RECEIPT: "Receipt",
};
