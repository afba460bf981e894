import "server-only";
import { AppError } from "@/lib/errors";

/**
 * Whether a Content-Type header names exactly this media type, parameters aside:
 * `application/json; charset=utf-8` is JSON, `text/plain; charset=application/json` is not.
 */
export function hasMediaType(contentType: string | null, mediaType: string): boolean {
  if (contentType === null) return false;
  const essence = (contentType.split(";", 1)[0] ?? "").trim().toLowerCase();
  return essence === mediaType;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", { key: "requestBodyTooLarge", values: { limit: maxBytes } });
}

/**
 * Reads a request body, refusing it from its declared length and again while it streams in,
 * so a body past the cap is never held whole in memory (a missing or false Content-Length
 * does not get around it).
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
  /** The refusal to throw past the cap; uploads word it in megabytes of file. */
  refuse: () => AppError = () => tooLarge(maxBytes),
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw refuse();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
