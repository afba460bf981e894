import { Readable } from "node:stream";
import { getCloneableBody } from "next/dist/server/body-streams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/files/[id]/route";
import { GET as listFiles, POST as upload } from "@/app/api/files/route";
import { env } from "@/env";
import nextConfig from "@/next.config";
import { createApiFixture, uploadRequest, type ErrorJson } from "../../support/factories/files";
import { BASE_URL, call } from "../../support/http";

let f: Awaited<ReturnType<typeof createApiFixture>>;
let fields: Record<string, string>;

beforeAll(async () => {
  f = await createApiFixture();
  fields = { timesheetId: (await f.timesheet("amara", 0)).id, fileType: "FEE_INVOICE" };
});

afterAll(async () => {
  await f.database.dispose();
});

/** A PDF (by its first bytes, which is what the server looks at) of exactly `size` bytes. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"), 0);
  bytes.set(new TextEncoder().encode("\n%%EOF\n"), size - 7);
  return bytes;
}

/**
 * The request as the route handler gets it behind the app's proxy (proxy.ts): Next buffers the
 * body for the proxy with this app's next.config and cuts it short past proxyClientMaxBodySize.
 * The socket delivers it in 64 KB chunks.
 */
async function throughNext(request: Request): Promise<Request> {
  const bytes = Buffer.from(await request.arrayBuffer());
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 64 * 1024) chunks.push(bytes.subarray(offset, offset + 64 * 1024));
  const limit = nextConfig.experimental?.proxyClientMaxBodySize;
  const buffered = getCloneableBody(Readable.from(chunks) as never, typeof limit === "number" ? limit : undefined);
  const received: Buffer[] = [];
  for await (const chunk of buffered.cloneBodyStream()) received.push(chunk as Buffer);
  return new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.concat(received) });
}

describe("POST /api/files at the documented limit (UPLOAD_MAX_BYTES)", () => {
  it("takes a file of exactly the limit, through Next's request pipeline", async () => {
    expect(env.UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    const request = await throughNext(uploadRequest({ cookie: f.cookies.amara, fields, file: { name: "ten-megabytes.pdf", bytes: pdfOf(env.UPLOAD_MAX_BYTES) } }));
    const response = await upload(request, undefined);
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    // Read back: listed on the timesheet, and downloads whole.
    const listed = await call<{ data: { id: string }[] }>(listFiles, `/api/files?timesheetId=${fields.timesheetId}`, { cookie: f.cookies.amara });
    expect(listed.body.data.map((file) => file.id)).toContain(data.id);
    const served = await download(new Request(`${BASE_URL}/api/files/${data.id}`, { headers: { origin: BASE_URL, cookie: f.cookies.amara } }), { params: Promise.resolve({ id: data.id }) });
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(env.UPLOAD_MAX_BYTES);
  });

  it("refuses one byte more with 413 and the limit in words", async () => {
    const request = await throughNext(uploadRequest({ cookie: f.cookies.amara, fields, file: { name: "too-big.pdf", bytes: pdfOf(env.UPLOAD_MAX_BYTES + 1) } }));
    const response = await upload(request, undefined);
    expect(response.status).toBe(413);
    expect((await response.json()) as ErrorJson).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", key: "fileTooLargeLimit", values: { limit: "10 MB" }, message: "The file is too large; the limit is 10 MB." } });
  });
});
