import { formatBytes } from "@/lib/format/bytes";
import { ACCEPTED_FILE_TYPES } from "@/lib/schemas/files";

const EXTENSIONS = ["pdf", "png", "jpg", "jpeg", "webp", "heic", "heif"];
const CONTENT_TYPES: readonly string[] = ACCEPTED_FILE_TYPES.map((type) => type.contentType);

/** For the file picker: what it offers to choose. */
export const ACCEPT_ATTRIBUTE = [...EXTENSIONS.map((ext) => `.${ext}`), ...CONTENT_TYPES].join(",");

export const ACCEPTED_NAMES = "PDF, PNG, JPEG, WebP or HEIC";

/** Judges a file before any byte is sent, against the server's upload limit (null: the server alone judges the size). */
export type FileCheck = (file: File, maxBytes: number | null) => string | null;

/**
 * Why a file cannot be uploaded, before any byte is sent, or null. Browsers often leave the type
 * of HEIC photos empty, so the extension counts too; the server sniffs the bytes anyway.
 */
export const fileProblem: FileCheck = (file, maxBytes) => {
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const vague = file.type === "" || file.type === "application/octet-stream";
  const typeKnown = CONTENT_TYPES.includes(file.type) || (vague && EXTENSIONS.includes(extension));
  if (!typeKnown) return `“${file.name}” is not a ${ACCEPTED_NAMES} file, so it cannot be attached.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (maxBytes !== null && file.size > maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}; files can be at most ${formatBytes(maxBytes)}.`;
  }
  return null;
};

/** Invoices are documents: PDF only, with the same size rules; the server sniffs the bytes anyway. */
export const pdfProblem: FileCheck = (file, maxBytes) => {
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const vague = file.type === "" || file.type === "application/octet-stream";
  if (file.type !== "application/pdf" && !(vague && extension === "pdf")) return `“${file.name}” is not a PDF; upload the invoice as a PDF.`;
  return fileProblem(file, maxBytes);
};
