import { ApiError } from "@/lib/api-client";
import type { ErrorBody } from "@/lib/errors";

/**
 * Spec point 8, "Failed download: Error with message and statusCode": a download (a file or an
 * export) the server refused or failed, with its HTTP status text and code.
 */
export class DownloadError extends ApiError {
  constructor(
    status: number,
    readonly statusText: string,
    code: ApiError["code"],
    message: string,
  ) {
    super(status, code, message);
    this.name = "DownloadError";
  }

  get statusCode(): number {
    return this.status;
  }
}

export const DOWNLOAD_OFFLINE = "Offline: the server could not be reached, so nothing was downloaded. Check your connection and try again.";

/**
 * What a failed download says: "Not Found (404): <the server's words>", or that it is offline.
 * The status text and the server's words are HTTP's and the API's; `words` (useDownloadWords)
 * name the rest in the person's language.
 */
export function downloadFailureText(error: unknown, words: { error: string; failed: string }): string {
  if (error instanceof ApiError && error.code === "NETWORK") return error.message;
  if (error instanceof DownloadError) {
    const head = `${error.statusText || words.error} (${error.status})`;
    return error.message && error.message !== error.statusText ? `${head}: ${error.message}` : head;
  }
  return error instanceof Error ? error.message : words.failed;
}

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

export interface DownloadRequest {
  method?: "GET" | "POST";
  /** Sent as JSON (the batch exports name their timesheets). */
  body?: unknown;
  /** "omit" for review links: the token in the URL is the only credential. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** The message when the server cannot be reached. */
  offline?: string;
}

/**
 * Reads a download's bytes; an error answer becomes a DownloadError with the server's words and
 * the status, no answer an ApiError NETWORK saying it is offline. Previews read files through it too.
 */
export async function fetchDownload(path: string, request: DownloadRequest = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const { method = "GET", body, credentials = "same-origin", signal, offline = DOWNLOAD_OFFLINE } = request;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials,
      cache: "no-store",
      signal,
      ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK", offline);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new DownloadError(response.status, response.statusText, answer?.error?.code ?? "INTERNAL", answer?.error?.message ?? response.statusText);
  }
  const disposition = response.headers.get("content-disposition");
  return { blob: await response.blob(), fileName: disposition ? fileNameFrom(disposition, "") || null : null };
}

/**
 * Every download of the app goes through here: files, invoices and exports. Reads the bytes
 * (fetchDownload) and saves them under the name the server gives, else `fallbackName`; returns
 * that name. A failure rejects with what downloadFailureText words.
 */
export async function downloadFile(path: string, fallbackName: string, request: DownloadRequest = {}): Promise<string> {
  const { blob, fileName } = await fetchDownload(path, request);
  const name = fileName ?? fallbackName;
  const url = URL.createObjectURL(blob);
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
