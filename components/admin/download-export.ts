import { ApiError } from "@/lib/api-client";
import type { ErrorBody } from "@/lib/errors";

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
    throw new ApiError(0, "NETWORK", "The server could not be reached. Check your connection and try again.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError(response.status, body?.error?.code ?? "INTERNAL", body?.error?.message ?? response.statusText, body?.error?.issues ?? []);
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
