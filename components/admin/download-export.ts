import { ApiError } from "@/lib/api-client";
import type { ErrorBody } from "@/lib/errors";

/** An export the server refused or failed: its HTTP status text and code travel with it (spec point 8). */
export class ExportError extends ApiError {
  constructor(
    status: number,
    readonly statusText: string,
    code: ApiError["code"],
    message: string,
  ) {
    super(status, code, message);
    this.name = "ExportError";
  }
}

/** Spec point 8: a network failure during an export marks the result offline. */
export const EXPORT_OFFLINE = "Offline: the server could not be reached, so nothing was exported. Check your connection and try again.";

/** What a failed export says: "Forbidden (403): <the server's words>", or that it is offline. */
export function exportFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code === "NETWORK") return EXPORT_OFFLINE;
  if (error instanceof ExportError) {
    const head = `${error.statusText || "Error"} (${error.status})`;
    return error.message && error.message !== error.statusText ? `${head}: ${error.message}` : head;
  }
  return error instanceof Error ? error.message : "The export failed.";
}

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Runs an export and saves the workbook it answers with; an error answer becomes an ApiError
 * with the server's words, so the screen can say what failed.
 */
export async function downloadExport(path: string, init: { method: "GET" } | { method: "POST"; body: unknown }, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      credentials: "same-origin",
      ...(init.method === "POST" ? { headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new ApiError(0, "NETWORK", EXPORT_OFFLINE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ExportError(response.status, response.statusText, body?.error?.code ?? "INTERNAL", body?.error?.message ?? response.statusText);
  }
  const name = fileNameFrom(response.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
