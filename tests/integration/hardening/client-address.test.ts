import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, PEER_HEADER, peerStamp } from "@/server/http/client-address";

function headers(peer: string | null, forwardedFor?: string): Headers {
  const result = new Headers();
  if (peer !== null) result.set(PEER_HEADER, peerStamp(peer));
  if (forwardedFor !== undefined) result.set("x-forwarded-for", forwardedFor);
  return result;
}

describe("clientAddress", () => {
  it("uses the socket and ignores X-Forwarded-For without TRUSTED_PROXIES", () => {
    expect(clientAddress(headers("198.51.100.7", "1.2.3.4"), null)).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(clientAddress(headers("198.51.100.7", "1.2.3.4"), parseTrustedProxies("10.0.0.1"))).toBe("198.51.100.7");
  });

  it("reads X-Forwarded-For from the right, past trusted proxies, when the peer is one", () => {
    const list = parseTrustedProxies("10.0.0.1, 10.0.0.2");
    // The client put 6.6.6.6 first itself; our proxies appended the real address.
    expect(clientAddress(headers("10.0.0.1", "6.6.6.6, 198.51.100.9, 10.0.0.2"), list)).toBe("198.51.100.9");
  });

  it("understands loopback, private and CIDR entries and IPv4 on IPv6 sockets", () => {
    expect(clientAddress(headers("::ffff:127.0.0.1", "198.51.100.1"), parseTrustedProxies("loopback"))).toBe("198.51.100.1");
    expect(clientAddress(headers("172.20.1.1", "198.51.100.2"), parseTrustedProxies("private"))).toBe("198.51.100.2");
    expect(clientAddress(headers("192.0.2.5", "198.51.100.3"), parseTrustedProxies("192.0.2.0/24"))).toBe("198.51.100.3");
    expect(clientAddress(headers("::1", "garbage, 198.51.100.4"), parseTrustedProxies("loopback"))).toBe("198.51.100.4");
  });

  it("falls back to the proxy itself when every hop is trusted or none is given", () => {
    expect(clientAddress(headers("10.0.0.1"), parseTrustedProxies("private"))).toBe("10.0.0.1");
    expect(clientAddress(headers("10.0.0.1", "10.0.0.3"), parseTrustedProxies("private"))).toBe("10.0.0.3");
  });

  it("does not believe a stamp the client forged", () => {
    const forged = new Headers({ [PEER_HEADER]: "guess 198.51.100.8" });
    expect(clientAddress(forged, null)).toBe("unknown");
    expect(clientAddress(new Headers(), null)).toBe("unknown");
  });

  it("treats an empty setting as no trusted proxies", () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies(" , ")).toBeNull();
  });
});
