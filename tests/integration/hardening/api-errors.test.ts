import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as unknown from "@/app/api/[...unknown]/route";
import { proxy } from "@/proxy";
import { allowedMethods } from "@/server/http/api-methods";
import { PEER_HEADER, peerStamp } from "@/server/http/client-address";
import { guardRequest } from "@/server/http/server-guard";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { BASE_URL, type ErrorJson } from "../../support/http";

const ROOT = path.resolve(__dirname, "../../..");

/** Every app/api/**\/route.ts with the methods it exports, as an OpenAPI-style path. */
function routeFiles(): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = readFileSync(full, "utf8");
        const methods = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1] as string);
        const route = path
          .relative(path.join(ROOT, "app"), path.dirname(full))
          .split(path.sep)
          .map((segment) => segment.replace(/^\[(\w+)\]$/, "{$1}"));
        found.push({ path: `/${route.join("/")}`, methods });
      }
    }
  };
  walk(path.join(ROOT, "app/api"));
  return found;
}

/** Routes outside the documented API: better-auth's, the documentation itself, the 404 catch-all. */
const UNDOCUMENTED = new Set(["/api/auth/{...all}", "/api/auth/[...all]", "/api/docs", "/api/openapi.json", "/api/[...unknown]"]);

const shape = (p: string) => p.replace(/\{[^}]+\}/g, "{}");

async function viaProxy(method: string, pathname: string) {
  const response = proxy(new NextRequest(`${BASE_URL}${pathname}`, { method }));
  const text = await response.text();
  return { status: response.status, allow: response.headers.get("allow"), body: text ? (JSON.parse(text) as ErrorJson) : null, response };
}

describe("every route handler is documented, so the method table and the access matrix know it", () => {
  it("documents each exported method of each app/api route", () => {
    const documented = new Set(allApiRoutes().map((route) => `${route.method.toUpperCase()} ${shape(route.path)}`));
    const missing = routeFiles()
      .filter((file) => !UNDOCUMENTED.has(file.path))
      .flatMap((file) => file.methods.map((method) => `${method} ${shape(file.path)}`))
      .filter((endpoint) => !documented.has(endpoint));
    expect(missing).toEqual([]);
  });
});

describe("unknown paths and methods answer in the JSON error shape", () => {
  it.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("%s on an unknown /api path is a JSON 404", async (method) => {
    const handler = unknown[method];
    const response = await handler(new Request(`${BASE_URL}/api/no-such-thing/at/all`, { method }), undefined);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    if (method !== "HEAD") expect(((await response.json()) as ErrorJson).error.code).toBe("NOT_FOUND");
  });

  it("answers a method an endpoint does not have with a JSON 405 and Allow", async () => {
    const { status, allow, body } = await viaProxy("PATCH", "/api/projects/0e9d7d8c-0000-4000-8000-000000000000");
    expect(status).toBe(405);
    expect(allow).toBe("DELETE, GET, HEAD, OPTIONS, PUT");
    expect(body?.error.code).toBe("METHOD_NOT_ALLOWED");
    expect((await viaProxy("GET", "/api/invitations/accept")).allow).toBe("OPTIONS, POST");
  });

  it.each(["PROPFIND", "FOO"])("answers %s with a JSON 405 in the proxy", async (method) => {
    const { status, body } = await viaProxy(method, "/api/timesheets");
    expect(status).toBe(405);
    expect(body?.error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it.each(["TRACE", "PROPFIND", "SEARCH", "LOCK"])("answers %s at the HTTP server with a JSON 405, never a text 500", async (method) => {
    const server = http.createServer((request, response) => {
      if (!guardRequest(request, response)) response.end(String(request.headers[PEER_HEADER]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const send = (verb: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, method: verb, path: "/api/timesheets", headers }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, type: response.headers["content-type"], body }));
        });
        request.on("error", reject);
        request.end();
      });
    try {
      const refused = await send(method);
      expect(refused.status).toBe(405);
      expect(refused.type).toBe("application/json");
      expect((JSON.parse(refused.body) as ErrorJson).error.code).toBe("METHOD_NOT_ALLOWED");
      // Served requests carry the socket's address, whatever the client claimed.
      const served = await send("GET", { [PEER_HEADER]: "forged 6.6.6.6" });
      expect(served.body).toBe(peerStamp("127.0.0.1"));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("lets documented methods and undocumented paths through to their handlers", async () => {
    for (const [method, pathname] of [
      ["GET", "/api/timesheets"],
      ["PUT", "/api/projects/0e9d7d8c-0000-4000-8000-000000000000"],
      ["POST", "/api/timesheets/find"],
      ["GET", "/api/auth/get-session"],
      ["POST", "/api/no-such-thing"],
    ] as const) {
      const { response } = await viaProxy(method, pathname);
      expect([pathname, response.headers.get("x-middleware-next")]).toEqual([pathname, "1"]);
    }
  });

  it("prefers a static segment over a parameter, as Next's router does", () => {
    expect(allowedMethods("/api/timesheets/batch/close")).toEqual(["OPTIONS", "PUT"]);
    expect(allowedMethods("/api/nothing-here")).toBeNull();
  });
});

describe("security headers", () => {
  it("puts a nonce CSP without eval on pages, and a fresh nonce on each", async () => {
    const first = proxy(new NextRequest(`${BASE_URL}/contractor`));
    const second = proxy(new NextRequest(`${BASE_URL}/contractor`));
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("sets nosniff, X-Frame-Options and the referrer policies for every path in next.config", async () => {
    const config = (await import("@/next.config")).default;
    const rules = (await config.headers?.()) ?? [];
    const all = rules.find((rule) => rule.source === "/:path*")?.headers ?? [];
    expect(all).toEqual(
      expect.arrayContaining([
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      ]),
    );
    expect(rules.find((rule) => rule.source === "/review/:path*")?.headers).toEqual([{ key: "Referrer-Policy", value: "no-referrer" }]);
  });
});
