/**
 * How large a request body may be, in one place for the upload route and next.config.ts (which
 * cannot read env.ts: it runs before the app's configuration is validated).
 */

/** Room for the text fields and multipart boundaries around the uploaded file itself. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The largest multipart body the upload route reads for a file of at most `uploadMaxBytes`. */
export function uploadBodyMaxBytes(uploadMaxBytes: number): number {
  return uploadMaxBytes + FORM_OVERHEAD_BYTES;
}

/**
 * @public Read by next.config.ts, which knip sees as configuration rather than code.
 * What Next buffers of a body for the proxy (proxy.ts) before it cuts the rest off: one byte more
 * than any route reads, so a body past a route's cap is refused by the route (413), never handed
 * to it cut short and read as broken (a file of exactly UPLOAD_MAX_BYTES was, at Next's 10 MB).
 */
export function proxyBodyMaxBytes(limits: { UPLOAD_MAX_BYTES: number; API_BODY_MAX_BYTES: number }): number {
  return Math.max(uploadBodyMaxBytes(limits.UPLOAD_MAX_BYTES), limits.API_BODY_MAX_BYTES) + 1;
}
