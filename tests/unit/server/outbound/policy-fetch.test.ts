import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyFetch, type OutboundPolicy } from "@/server/http/outbound/policy-fetch";
import { UnsafeAddress } from "@/server/http/outbound/public-address";

/**
 * Issue #45.6: the fetch every server-side request goes through. A local server on 127.0.0.1
 * stands for the far end (no traffic leaves the machine); it records each request it is sent,
 * so "refused before connecting" and "no redirect followed" are seen from its side.
 */
const seen: string[] = [];
let connections = 0;
const server = http.createServer((request, response) => {
  seen.push(request.url ?? "");
  if (request.url === "/moved") {
    response.writeHead(302, { location: "/secret" }).end();
    return;
  }
  if (request.url === "/large") {
    response.end("x".repeat(4096));
    return;
  }
  response.end("here");
});
server.on("connection", () => (connections += 1));
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const publicOnly: OutboundPolicy = { allowPrivateNetworks: false, timeoutMs: 5_000, maxBytes: 1024 };
const privateAllowed: OutboundPolicy = { ...publicOnly, allowPrivateNetworks: true };

describe("policyFetch", () => {
  it("refuses a host that resolves to a loopback address before connecting", async () => {
    const before = connections;
    const port = (server.address() as AddressInfo).port;
    // "localhost" is a name: resolved (from the hosts file), then judged by the address it gives.
    await expect(policyFetch(`http://localhost:${port}/`, undefined, publicOnly)).rejects.toThrow(UnsafeAddress);
    await expect(policyFetch(`${origin}/`, undefined, publicOnly)).rejects.toThrow(/loopback/);
    expect(connections).toBe(before);
    expect(seen).not.toContain("/");
  });

  it("refuses schemes other than http and https", async () => {
    await expect(policyFetch("file:///etc/passwd", undefined, privateAllowed)).rejects.toThrow(/Only http and https/);
  });

  it("answers a redirect as it came and does not follow it", async () => {
    seen.length = 0;
    const response = await policyFetch(`${origin}/moved`, undefined, privateAllowed);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/secret");
    expect(seen).toEqual(["/moved"]);
  });

  it("reaches an allowed address and cuts off an answer longer than the policy's limit", async () => {
    const response = await policyFetch(`${origin}/here`, undefined, privateAllowed);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("here");
    await expect(policyFetch(`${origin}/large`, undefined, privateAllowed)).rejects.toThrow(/longer than 1024 bytes/);
  });
});
