import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may not reach unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS is on: the server's
 * own machine and networks, and the cloud metadata services, which an admin-typed URL could
 * otherwise read from inside (server-side request forgery).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT, and Alibaba's metadata address inside it
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, and the AWS/GCP/Azure metadata address 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
blocked.addAddress("168.63.129.16", "ipv4"); // Azure's host endpoint
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local, and AWS's IPv6 metadata fd00:ec2::254
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d), or null. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return blocked.check(inner, "ipv4");
  return blocked.check(address, "ipv6");
}

export class UnsafeWebhookAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeWebhookAddress";
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a host once and answers the address to connect to. Every address it resolves to must be
 * public (a host answering one public and one private address could be steered to the private one).
 * The caller connects to exactly this address, so a second lookup cannot rebind the name.
 */
export async function resolveWebhookAddress(hostname: string, allowPrivateNetworks: boolean): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new UnsafeWebhookAddress(`The host ${host} does not resolve.`);
  if (!allowPrivateNetworks) {
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) throw new UnsafeWebhookAddress(`The host ${host} resolves to ${refused.address}, a private, loopback, link-local or metadata address.`);
  }
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
