import "server-only";
import { uploadBodyMaxBytes } from "@/lib/config/body-limits";
import { AppError, fieldIssue } from "@/lib/errors";
import { INVISIBLE_CHARACTERS } from "@/lib/schemas/common";
import { formatBytes } from "@/lib/format/bytes";
import { assertPlainText } from "@/server/http/plain-text";
import { readBodyCapped } from "@/server/http/read-body";

export interface Upload {
  fields: Record<string, string>;
  name: string;
  bytes: Uint8Array;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", { key: "fileTooLargeLimit", values: { limit: formatBytes(maxBytes) } });
}


// Every control character here, tab and newline too: a file name is one line.
const HIDDEN_IN_NAMES = new RegExp(`[\\u0000-\\u001f\\u007f]|${INVISIBLE_CHARACTERS.source}`, "g");

/**
 * A client-supplied file name is kept only as a label: no folders, no control characters, and
 * none of the invisible or direction-changing characters names may not hold (lib/schemas/common.ts)
 * — taken out rather than refused, since the name comes from the uploader's disk.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(HIDDEN_IN_NAMES, "").trim().slice(0, 200);
  return clean === "" || clean === "." || clean === ".." ? "upload" : clean;
}

/** The multipart upload: one `file` part and text fields; 415 for other bodies, 413 past the limit. */
export async function readUpload(request: Request, maxBytes: number): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { key: "sendUploadMultipartForm" });
  }
  const body = await readBodyCapped(request, uploadBodyMaxBytes(maxBytes), () => tooLarge(maxBytes));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", { key: "uploadNotValidMultipart" });
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) {
    throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue("file", { key: "attachFileFormField" })]);
  }
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  if (file.size === 0) throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue("file", { key: "fileEmpty" })]);
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  assertPlainText(fields);
  const name = file instanceof File ? file.name : "";
  return { fields, name: cleanFileName(name), bytes: new Uint8Array(await file.arrayBuffer()) };
}
