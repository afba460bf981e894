import "server-only";
import { randomBytes } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { env } from "@/env";

/**
 * The socket's address travels to route handlers in this header, stamped by the HTTP server
 * itself (server/http/server-guard.ts) with a secret of this process, so a client cannot
 * forge it. Next keeps a client's own X-Forwarded-For and hides the socket, hence the stamp.
 */
export const PEER_HEADER = "x-settle-peer";

const holder = globalThis as unknown as { __settlePeerSecret?: string };

function peerSecret(): string {
  holder.__settlePeerSecret ??= randomBytes(16).toString("hex");
  return holder.__settlePeerSecret;
}

/** The header value that names `address` as the socket's; only this process can make one. */
export function peerStamp(address: string): string {
  return `${peerSecret()} ${address}`;
}

function peerAddress(headers: Headers): string | null {
  const stamp = headers.get(PEER_HEADER);
  if (!stamp) return null;
  const [secret, address] = stamp.split(" ", 2);
  return secret === peerSecret() && address ? normalise(address) : null;
}

/** ::ffff:10.0.0.1 (IPv4 on an IPv6 socket) is 10.0.0.1. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

const RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  private: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** TRUSTED_PROXIES: comma-separated addresses, CIDR ranges, or the words loopback and private. */
export function parseTrustedProxies(setting: string | undefined): BlockList | null {
  const entries = (setting ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const named = RANGES[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [network = "", prefix] = entry.split("/");
    const type = isIP(network) === 6 ? "ipv6" : isIP(network) === 4 ? "ipv4" : null;
    if (!type) continue;
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const type = isIP(address);
  return type !== 0 && list.check(address, type === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address for rate limits. X-Forwarded-For is believed only from a trusted proxy,
 * read from the right (the entries our own proxies appended) to the first untrusted hop; without
 * TRUSTED_PROXIES the socket decides. Called outside the HTTP server (no stamp), the address is
 * unknown and all such callers share one key.
 */
export function clientAddress(headers: Headers, trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES)): string {
  const peer = peerAddress(headers);
  if (peer === null) return "unknown";
  if (!trustedProxies || !trusted(trustedProxies, peer)) return peer;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normalise)
    .filter((hop) => isIP(hop) !== 0);
  for (const hop of [...hops].reverse()) {
    if (!trusted(trustedProxies, hop)) return hop;
  }
  return hops[0] ?? peer;
}

/**
 * The header better-auth reads the client's address from (authOptions' ipAddressHeaders), for its
 * rate limits and the address a session records. Only withClientAddress sets it.
 */
export const CLIENT_ADDRESS_HEADER = "x-settle-client-address";

/**
 * The request as better-auth may see it: any copy of CLIENT_ADDRESS_HEADER the client sent is
 * dropped and clientAddress's answer put in its place, so better-auth never reads X-Forwarded-For
 * itself and counts and records the same address our own throttles do. Without a known address
 * the header stays unset (better-auth then shares one bucket among all such requests, as we do).
 */
export function withClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(request.headers);
  if (address !== "unknown") headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}
