import { ACCEPTED_FILE_TYPES } from "@/lib/schemas/files";

const EXTENSIONS = ["pdf", "png", "jpg", "jpeg", "webp", "heic", "heif"];
const CONTENT_TYPES: readonly string[] = ACCEPTED_FILE_TYPES.map((type) => type.contentType);

/** For the file picker: what it offers to choose. */
export const ACCEPT_ATTRIBUTE = [...EXTENSIONS.map((ext) => `.${ext}`), ...CONTENT_TYPES].join(",");

/** Judges a file before any byte is sent, against the server's upload limit (null: the server alone judges the size). */
export type FileCheck = (file: File, maxBytes: number | null) => string | null;

/** What the checks say, in the person's language (useFileChecks). */
export interface FileCheckWords {
  notAccepted: (name: string) => string;
  empty: (name: string) => string;
  tooLarge: (name: string, size: number, max: number) => string;
  notPdf: (name: string) => string;
}

/**
 * Why a file cannot be uploaded, before any byte is sent, or null. Browsers often leave the type
 * of HEIC photos empty, so the extension counts too; the server sniffs the bytes anyway.
 * Invoices are documents: PDF only (pdfProblem), with the same size rules.
 */
export function fileChecks(words: FileCheckWords): { fileProblem: FileCheck; pdfProblem: FileCheck } {
  const fileProblem: FileCheck = (file, maxBytes) => {
    const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
    const vague = file.type === "" || file.type === "application/octet-stream";
    const typeKnown = CONTENT_TYPES.includes(file.type) || (vague && EXTENSIONS.includes(extension));
    if (!typeKnown) return words.notAccepted(file.name);
    if (file.size === 0) return words.empty(file.name);
    if (maxBytes !== null && file.size > maxBytes) return words.tooLarge(file.name, file.size, maxBytes);
    return null;
  };
  const pdfProblem: FileCheck = (file, maxBytes) => {
    const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
    const vague = file.type === "" || file.type === "application/octet-stream";
    if (file.type !== "application/pdf" && !(vague && extension === "pdf")) return words.notPdf(file.name);
    return fileProblem(file, maxBytes);
  };
  return { fileProblem, pdfProblem };
}
