import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** A stand-in Sentry ingest server that keeps every envelope it receives. */
const received: string[] = [];
const ingest = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    received.push(request.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString() : body.toString());
    response.writeHead(200).end("{}");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => ingest.listen(0, "127.0.0.1", resolve));
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`;
});

afterAll(async () => {
  delete process.env.SENTRY_DSN;
  await new Promise((resolve) => ingest.close(resolve));
});

describe("error reporting with SENTRY_DSN set", () => {
  it("reports an unexpected route error without the body, cookie or token of the request", async () => {
    const { route } = await import("@/server/http/respond");
    const { serverSentry } = await import("@/server/observability/report-error");
    const failing = route(async (request: Request) => {
      await request.text();
      throw new Error("database on fire");
    });
    // Made at run time: the report's source context lines must not be what finds them.
    const [token, query, cookie, key, password] = Array.from({ length: 5 }, () => randomUUID());
    const request = new Request(`http://localhost:3000/api/timesheet-review/${token}/approve?access=${query}`, {
      method: "PUT",
      headers: { cookie: `better-auth.session_token=${cookie}`, "content-type": "application/json", "x-api-key": String(key) },
      body: JSON.stringify({ password }),
    });
    const originalError = console.error;
    console.error = () => undefined;
    const response = await failing(request, undefined);
    console.error = originalError;
    expect(response.status).toBe(500);
    const sentry = await serverSentry();
    expect(sentry).not.toBeNull();
    await sentry?.flush(5000);
    const all = received.join("\n");
    expect(all).toContain("database on fire");
    for (const secret of [token, query, cookie, key, password]) expect(all).not.toContain(secret);
  });
});
