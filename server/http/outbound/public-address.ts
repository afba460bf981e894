import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { englishText, type Refusal } from "@/lib/errors";

/**
 * The one address policy of every request the server makes on an administrator's word (webhooks,
 * single sign-on discovery, keys and tokens): the server's own machine and networks are refused
 * unless the feature's *_ALLOW_PRIVATE_NETWORKS setting is on, and the cloud metadata services,
 * link-local and multicast always, since a typed URL could otherwise read from inside
 * (server-side request forgery). IPv6 addresses that carry an IPv4 address are judged by it.
 */
const privateV4 = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // the retired 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
] as const) {
  privateV4.addSubnet(network, prefix, "ipv4");
}

/**
 * Never reached, whatever the setting: the metadata services (which hand out the machine's
 * credentials), link-local, "this network" (0.0.0.0 reaches the local machine), multicast and
 * the reserved range. No receiver or provider lives there.
 */
const forbiddenV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, and the AWS/GCP/Azure metadata address 169.254.169.254
  ["192.0.0.0", 24], // IETF protocol assignments (and Oracle's metadata address 192.0.0.192)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast 255.255.255.255
] as const) {
  forbiddenV4.addSubnet(network, prefix, "ipv4");
}
forbiddenV4.addAddress("168.63.129.16", "ipv4"); // Azure's host endpoint
forbiddenV4.addAddress("100.100.100.200", "ipv4"); // Alibaba's metadata service, inside CGNAT

/** IPv6 ranges refused as a whole (the ones that embed IPv4 are read below, not listed here). */
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ["64:ff9b:1::", 48], // NAT64 local use (RFC 8215): translates into the operator's own networks
  ["2001::", 32], // Teredo: tunnels to an IPv4 host through a relay; no public service lives there
  ["2001:2::", 48], // benchmarking
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
] as const) {
  privateV6.addSubnet(network, prefix, "ipv6");
}
const forbiddenV6 = new BlockList();
for (const [network, prefix] of [
  ["100::", 64], // discard-only
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  forbiddenV6.addSubnet(network, prefix, "ipv6");
}
forbiddenV6.addAddress("fd00:ec2::254", "ipv6"); // AWS's IPv6 metadata service

/** The 16 bytes of an IPv6 address in any spelling (compressed, with a dotted IPv4 tail); null if it is none. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const words: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let tail: number[] = [];
  if (dotted) {
    const parts = dotted[1]!.split(".").map(Number);
    tail = [(parts[0]! << 8) | parts[1]!, (parts[2]! << 8) | parts[3]!];
    text = text.slice(0, -dotted[1]!.length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((word) => parseInt(word, 16)) : []);
  const before = parse(head);
  const after = [...parse(rest ?? ""), ...tail];
  const missing = 8 - before.length - after.length;
  if (rest === undefined && missing !== 0) return null;
  words.push(...before, ...Array<number>(Math.max(missing, 0)).fill(0), ...after);
  if (words.length !== 8) return null;
  return words.flatMap((word) => [word >> 8, word & 255]);
}

const v4 = (bytes: number[]) => bytes.join(".");
const zero = (bytes: number[]) => bytes.every((byte) => byte === 0);

/**
 * The IPv4 addresses an IPv6 address carries and that the packet would reach: IPv4-mapped
 * (::ffff:0:0/96) and IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96, which includes
 * :: and ::1), NAT64 well-known (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(bytes: number[]): string[] {
  const head = bytes.slice(0, 12);
  const last = bytes.slice(12);
  if (zero(head.slice(0, 10)) && head[10] === 0xff && head[11] === 0xff) return [v4(last)];
  if (zero(head.slice(0, 8)) && head[8] === 0xff && head[9] === 0xff && zero(head.slice(10))) return [v4(last)];
  if (zero(head)) return [v4(last)];
  if (head[0] === 0 && head[1] === 0x64 && head[2] === 0xff && head[3] === 0x9b && zero(head.slice(4))) return [v4(last)];
  if (head[0] === 0x20 && head[1] === 0x02) return [v4(bytes.slice(2, 6))];
  return [];
}

type Reach = "public" | "private" | "forbidden";

function classifyV4(address: string): Reach {
  if (forbiddenV4.check(address, "ipv4")) return "forbidden";
  return privateV4.check(address, "ipv4") ? "private" : "public";
}

/**
 * public; private (loopback, the private networks, unique-local, documentation ranges: reached
 * only when the feature's *_ALLOW_PRIVATE_NETWORKS is on); or forbidden (metadata, link-local,
 * multicast, unspecified: never). An IPv6 address carrying an IPv4 one is what that one is.
 */
function classify(address: string): Reach {
  const host = address.replace(/^\[|\]$/g, "");
  // A zone index (fe80::1%eth0) names an interface of this machine.
  if (host.includes("%")) return "forbidden";
  if (isIP(host) === 4) return classifyV4(host);
  const bytes = ipv6Bytes(host);
  if (!bytes) return "forbidden";
  // ::1 is loopback, not the IPv4-compatible 0.0.0.1.
  if (zero(bytes.slice(0, 15)) && bytes[15] === 1) return "private";
  const inner = embeddedIpv4(bytes);
  if (inner.length > 0) {
    const reaches = inner.map(classifyV4);
    return reaches.includes("forbidden") ? "forbidden" : reaches.includes("private") ? "private" : "public";
  }
  if (forbiddenV6.check(host, "ipv6")) return "forbidden";
  return privateV6.check(host, "ipv6") ? "private" : "public";
}

export function isPrivateAddress(address: string): boolean {
  return classify(address) !== "public";
}

export class UnsafeAddress extends Error {
  /** The refusal a person is shown (a webhook's URL), when the reason is one; else the message is for the log only. */
  readonly refusal?: Refusal;

  constructor(reason: Refusal | string) {
    super(typeof reason === "string" ? reason : englishText(reason));
    this.name = "UnsafeAddress";
    if (typeof reason !== "string") this.refusal = reason;
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
export async function resolvePublicAddress(hostname: string, allowPrivateNetworks: boolean): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new UnsafeAddress({ key: "hostDoesNotResolve", values: { host } });
  const refused = addresses.find((entry) => {
    const reach = classify(entry.address);
    return reach === "forbidden" || (reach === "private" && !allowPrivateNetworks);
  });
  if (refused) throw new UnsafeAddress({ key: "hostResolvesPrivate", values: { host, address: refused.address } });
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
