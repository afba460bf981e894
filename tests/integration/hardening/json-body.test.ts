import { describe, expect, it } from "vitest";
import { POST as acceptInvitation } from "@/app/api/invitations/accept/route";
import { PUT as putUser } from "@/app/api/user/route";
import { BASE_URL, type ErrorJson } from "../../support/http";
import { withSignedInContractor } from "../../support/signed-in-contractor";

const carl = withSignedInContractor();


const MB = 1024 * 1024;

/** A raw PUT /api/user, so the test controls the content type and the body bytes. */
async function putRaw(contentType: string | null, body: BodyInit, extra: Record<string, string> = {}) {
  const headers = new Headers({ origin: BASE_URL, cookie: carl.cookie, ...extra });
  if (contentType !== null) headers.set("content-type", contentType);
  const request = new Request(`${BASE_URL}/api/user`, { method: "PUT", headers, body, duplex: "half" } as RequestInit);
  const response = await putUser(request, undefined);
  return { status: response.status, body: (await response.json()) as ErrorJson };
}

describe("the JSON reader", () => {
  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON ; charset=UTF-8"])("reads %s", async (type) => {
    expect((await putRaw(type, JSON.stringify({ name: "Carl" }))).status).toBe(200);
  });

  it.each([
    "text/plain; charset=application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonx",
    "application/json-patch+json",
    "text/application/json",
  ])("answers 415 to %s", async (type) => {
    const { status, body } = await putRaw(type, JSON.stringify({ name: "Forged" }));
    expect(status).toBe(415);
    expect(body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers 415 without a content type", async () => {
    expect((await putRaw(null, JSON.stringify({ name: "Forged" }))).status).toBe(415);
  });

  it("answers 400, not 500, to a body that is not JSON or not UTF-8", async () => {
    expect((await putRaw("application/json", "{not json")).status).toBe(400);
    expect((await putRaw("application/json", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
  });
});

describe("the body cap (1 MB by default)", () => {
  it("refuses a body past the cap from its Content-Length, anonymously, with 413", async () => {
    const big = JSON.stringify({ token: "t", password: "p".repeat(2 * MB) });
    const request = new Request(`${BASE_URL}/api/invitations/accept`, {
      method: "POST",
      headers: { origin: BASE_URL, "content-type": "application/json", "content-length": String(big.length) },
      body: big,
    });
    const response = await acceptInvitation(request, undefined);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a streamed body without Content-Length once it passes the cap, without reading the rest", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        // 100 MB would follow; the reader must stop long before.
        if (pulled > 1600) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const { status } = await putRaw("application/json", stream);
    expect(status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("refuses a body whose Content-Length understates it", async () => {
    const big = JSON.stringify({ name: "x".repeat(2 * MB) });
    expect((await putRaw("application/json", big, { "content-length": "10" })).status).toBe(413);
  });

  it("reads a body just under the cap", async () => {
    const { status } = await putRaw("application/json", JSON.stringify({ name: "Carl", pad: "x".repeat(MB - 100) }));
    expect(status).toBe(200);
  });
});
