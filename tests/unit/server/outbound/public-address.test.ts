import { describe, expect, it } from "vitest";
import { isPrivateAddress, resolvePublicAddress, UnsafeAddress } from "@/server/http/outbound/public-address";

/**
 * Issue #45.6: one address policy for every server-side request. Each private or special
 * IPv4 range, and every IPv6 spelling that maps, embeds or tunnels one, is refused; public
 * addresses in the same notations pass. No lookup leaves the machine (literals only).
 */
const refused = [
  // IPv4: loopback, private, link-local and metadata, CGNAT, this-network, multicast, reserved
  "127.0.0.1",
  "127.255.255.254",
  "10.0.0.5",
  "10.255.255.255",
  "172.16.0.1",
  "172.31.255.255",
  "192.168.1.1",
  "169.254.169.254",
  "169.254.0.1",
  "100.64.0.1",
  "100.100.100.200",
  "0.0.0.0",
  "0.1.2.3",
  "192.0.0.192",
  "192.0.2.1",
  "198.18.0.1",
  "198.51.100.7",
  "203.0.113.9",
  "224.0.0.251",
  "239.255.255.250",
  "240.0.0.1",
  "255.255.255.255",
  "168.63.129.16",
  // IPv6 plain: unspecified, loopback, unique-local, link-local, site-local, multicast, documentation
  "::",
  "::1",
  "0:0:0:0:0:0:0:1",
  "fc00::1",
  "fd00:ec2::254",
  "fe80::1",
  "fe80::1%eth0",
  "febf:ffff::1",
  "fec0::1",
  "feff::1",
  "ff02::1",
  "ff05::1:3",
  "2001:db8::1",
  "100::1",
  // IPv4-mapped ::ffff:0:0/96 in every spelling
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "0:0:0:0:0:ffff:7f00:1",
  "0000:0000:0000:0000:0000:FFFF:7F00:0001",
  "::FFFF:10.0.0.1",
  "::ffff:a9fe:a9fe",
  "::ffff:0:0",
  "[::ffff:192.168.0.1]",
  // IPv4-translated ::ffff:0:0:0/96
  "::ffff:0:a00:1",
  "::ffff:0:127.0.0.1",
  // IPv4-compatible ::/96
  "::7f00:1",
  "::127.0.0.1",
  "::a9fe:a9fe",
  "::10.0.0.1",
  // 6to4 2002::/16 carrying a private IPv4
  "2002:7f00:1::",
  "2002:a00:1::1",
  "2002:a9fe:a9fe::",
  "2002:c0a8:101:0:0:0:0:1",
  // NAT64: the well-known prefix with a private IPv4, and the whole local-use prefix
  "64:ff9b::127.0.0.1",
  "64:ff9b::a9fe:a9fe",
  "64:ff9b::a00:1",
  "64:ff9b:1::5db8:d822",
  "64:ff9b:1:ffff::1",
  // Teredo 2001::/32
  "2001::1",
  "2001:0:4136:e378:8000:63bf:3fff:fdd2",
  // Not an address at all
  "localhost",
  "not-an-address",
];

const allowed = [
  "93.184.216.34",
  "1.1.1.1",
  "8.8.8.8",
  "172.32.0.1",
  "100.128.0.1",
  "192.169.0.1",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  "::ffff:93.184.216.34",
  "::ffff:5db8:d822",
  "64:ff9b::5db8:d822",
  "2002:5db8:d822::1",
  "2001:4860:4860::8888",
];

describe("the outbound address policy", () => {
  it(`refuses ${refused.length} loopback, private, link-local, metadata and special addresses in every notation`, () => {
    expect(refused.length + allowed.length).toBeGreaterThanOrEqual(60);
    const passed = refused.filter((address) => !isPrivateAddress(address));
    expect(passed).toEqual([]);
  });

  it("lets public addresses through, in IPv4 and in the IPv6 forms that carry them", () => {
    const stopped = allowed.filter((address) => isPrivateAddress(address));
    expect(stopped).toEqual([]);
  });

  it("refuses a literal private host at resolution and answers a public literal as the address to connect to", async () => {
    await expect(resolvePublicAddress("[::ffff:7f00:1]", false)).rejects.toBeInstanceOf(UnsafeAddress);
    await expect(resolvePublicAddress("169.254.169.254", false)).rejects.toThrow(/169\.254\.169\.254/);
    await expect(resolvePublicAddress("93.184.216.34", false)).resolves.toEqual({ address: "93.184.216.34", family: 4 });
    // Allowed explicitly (a test receiver, a service beside Settle): loopback passes.
    await expect(resolvePublicAddress("127.0.0.1", true)).resolves.toEqual({ address: "127.0.0.1", family: 4 });
  });
});

describe("with private networks allowed (a receiver or provider beside Settle)", () => {
  it("still refuses the metadata services, link-local, multicast and unspecified addresses, in every notation", async () => {
    for (const address of ["169.254.169.254", "::ffff:a9fe:a9fe", "::a9fe:a9fe", "2002:a9fe:a9fe::", "64:ff9b::a9fe:a9fe", "fd00:ec2::254", "100.100.100.200", "168.63.129.16", "fe80::1", "0.0.0.0", "::", "ff02::1", "224.0.0.1"]) {
      await expect(resolvePublicAddress(address, true), address).rejects.toBeInstanceOf(UnsafeAddress);
    }
    for (const address of ["127.0.0.1", "::1", "10.0.0.5", "::ffff:10.0.0.5", "fd12:3456::1"]) {
      await expect(resolvePublicAddress(address, true), address).resolves.toMatchObject({ address });
    }
  });
});
