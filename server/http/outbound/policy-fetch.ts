import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { resolvePublicAddress, UnsafeAddress } from "./public-address";

export interface OutboundPolicy {
  /** Loopback and private networks allowed (a provider or receiver beside Settle, tests); the metadata ranges with them. */
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  /** Answers longer than this are cut off (a discovery document or key set is a few kilobytes). */
  maxBytes: number;
}

/**
 * fetch() through the address policy: the host is resolved once, every address checked, and
 * the socket connects to the checked one (a pinned lookup, no second DNS answer). No redirect is
 * followed: a 3xx is answered as it came, and callers treat it as the failure it is.
 */
export async function policyFetch(input: string | URL | Request, init: RequestInit | undefined, policy: OutboundPolicy): Promise<Response> {
  const request = new Request(input, init);
  const target = new URL(request.url);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new UnsafeAddress(`Only http and https are fetched, not ${target.protocol}`);
  const pinned = await resolvePublicAddress(target.hostname, policy.allowPrivateNetworks);
  const lookup = ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  if (body) headers["content-length"] = String(body.length);
  const client = target.protocol === "https:" ? https : http;
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(policy.timeoutMs)]);
  return new Promise<Response>((resolve, reject) => {
    const outgoing = client.request(target, { method: request.method, headers, lookup, signal }, (incoming) => {
      const chunks: Buffer[] = [];
      let read = 0;
      incoming.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > policy.maxBytes) {
          incoming.destroy();
          reject(new Error(`The answer of ${target.host} is longer than ${policy.maxBytes} bytes.`));
          return;
        }
        chunks.push(chunk);
      });
      incoming.on("error", reject);
      incoming.on("end", () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, one);
        }
        const status = incoming.statusCode ?? 502;
        const empty = status === 204 || status === 304 || request.method === "HEAD";
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage, headers: answerHeaders }));
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const scope = new AsyncLocalStorage<OutboundPolicy>();
const holder = globalThis as unknown as { __settleFetchBeforePolicy?: typeof fetch };

/**
 * Runs `work` with every fetch() made inside it (ours and the libraries': better-auth's discovery
 * and token exchange, jose's key set) going through the address policy. Libraries take the
 * global fetch at call time and offer no hook of their own, so the global is wrapped once and
 * the wrapper only acts inside this scope; elsewhere it is the fetch it replaced.
 */
export function withOutboundPolicy<T>(policy: OutboundPolicy, work: () => Promise<T>): Promise<T> {
  if (!holder.__settleFetchBeforePolicy) {
    const original = globalThis.fetch;
    holder.__settleFetchBeforePolicy = original;
    globalThis.fetch = (input, init) => {
      const active = scope.getStore();
      return active ? policyFetch(input, init, active) : original(input, init);
    };
  }
  return scope.run(policy, work);
}
