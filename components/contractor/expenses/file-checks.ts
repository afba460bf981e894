import { ACCEPTED_FILE_TYPES } from "@/lib/schemas/files";

/** The server's default upload limit (UPLOAD_MAX_BYTES); it still has the last word (413). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const EXTENSIONS = ["pdf", "png", "jpg", "jpeg", "webp", "heic", "heif"];
const CONTENT_TYPES: readonly string[] = ACCEPTED_FILE_TYPES.map((type) => type.contentType);

/** For the file picker: what it offers to choose. */
export const ACCEPT_ATTRIBUTE = [...EXTENSIONS.map((ext) => `.${ext}`), ...CONTENT_TYPES].join(",");

export const ACCEPTED_NAMES = "PDF, PNG, JPEG, WebP or HEIC";

/** "2.4 MB", "830 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Why a file cannot be uploaded, before any byte is sent, or null. Browsers often leave the type
 * of HEIC photos empty, so the extension counts too; the server sniffs the bytes anyway.
 */
export function fileProblem(file: File): string | null {
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const vague = file.type === "" || file.type === "application/octet-stream";
  const typeKnown = CONTENT_TYPES.includes(file.type) || (vague && EXTENSIONS.includes(extension));
  if (!typeKnown) return `“${file.name}” is not a ${ACCEPTED_NAMES} file, so it cannot be attached.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; files can be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  }
  return null;
}

/** Invoices are documents: PDF only, with the same size rules; the server sniffs the bytes anyway. */
export function pdfProblem(file: File): string | null {
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const vague = file.type === "" || file.type === "application/octet-stream";
  if (file.type !== "application/pdf" && !(vague && extension === "pdf")) return `“${file.name}” is not a PDF; upload the invoice as a PDF.`;
  return fileProblem(file);
}
