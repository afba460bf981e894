import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { resolvePublicAddress } from "./public-address";

/** The first kilobyte of an answer is kept for the delivery log; reading stops after 64 KB. */
export const KEPT_RESPONSE_BYTES = 1024;
const READ_RESPONSE_BYTES = 64 * 1024;
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface PostOptions {
  timeoutMs: number;
  allowPrivateNetworks: boolean;
}

export interface PostOutcome {
  ok: boolean;
  status: number | null;
  /** The first 1 KB of the answer, or why there was none. */
  body: string;
  durationMs: number;
}

/**
 * POSTs one signed message. The host is resolved and checked here, at send time, and the socket
 * connects to that checked address (a DNS answer changed since the endpoint was saved cannot
 * redirect it). No redirect is followed: a 3xx is a failure like any answer outside 2xx.
 */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, options: PostOptions): Promise<PostOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let target: URL;
  let pinned: Awaited<ReturnType<typeof resolvePublicAddress>>;
  try {
    target = new URL(url);
    pinned = await resolvePublicAddress(target.hostname, options.allowPrivateNetworks);
  } catch (error) {
    return { ok: false, status: null, body: error instanceof Error ? error.message : String(error), durationMs: elapsed() };
  }
  const lookup = ((_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
  const client = target.protocol === "https:" ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(target, { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, KEPT_RESPONSE_BYTES).toString("utf8");
        finish({ ok: status >= 200 && status < 300, status, body: text });
      };
      response.on("data", (chunk: Buffer) => {
        if (read < KEPT_RESPONSE_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read >= READ_RESPONSE_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on("end", done);
      response.on("error", done);
    });
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, body: `No answer within ${options.timeoutMs} ms.` });
      request.destroy();
    }, options.timeoutMs);
    request.on("error", (error) => finish({ ok: false, status: null, body: error.message.slice(0, KEPT_RESPONSE_BYTES) }));
    request.end(body);
  });
}
