import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/files/[id]/route";
import { POST as upload } from "@/app/api/files/route";
import { files } from "@/server/db/schema";
import { BASE_URL } from "../support/http";
import { createResilienceFixture, type ResilienceFixture } from "../support/factories/resilience";

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = text("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52);
const MB = 1024 * 1024;

interface Attack {
  name: string;
  file?: { name: string; bytes: Uint8Array; type?: string };
  fields?: Record<string, string>;
  /** The only statuses this attack may get. */
  expect: number[];
  raw?: { contentType: string; body: BodyInit };
}

/** Uploads that must be refused, and accepted ones that must come back harmless. */
const ATTACKS: Attack[] = [
  { name: "HTML named .pdf", file: { name: "invoice.pdf", bytes: text("<!doctype html><script>alert(1)</script>"), type: "application/pdf" }, expect: [400, 415] },
  { name: "SVG with script", file: { name: "logo.svg", bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: "image/svg+xml" }, expect: [400, 415] },
  { name: "SVG named .png", file: { name: "x.png", bytes: text("<svg onload=alert(1)>"), type: "image/png" }, expect: [400, 415] },
  { name: "JavaScript", file: { name: "a.js", bytes: text("alert(document.cookie)"), type: "text/javascript" }, expect: [400, 415] },
  { name: "Windows executable", file: { name: "receipt.pdf.exe", bytes: bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0) }, expect: [400, 415] },
  { name: "ELF binary", file: { name: "r.pdf", bytes: bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0) }, expect: [400, 415] },
  { name: "ZIP (docx)", file: { name: "r.docx", bytes: bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0) }, expect: [400, 415] },
  { name: "GIF", file: { name: "r.gif", bytes: text("GIF89a\u0001\u0000\u0001\u0000") }, expect: [400, 415] },
  { name: "GIFAR-like polyglot", file: { name: "r.jpg", bytes: text("GIF89a<script>alert(1)</script>PK\u0003\u0004") }, expect: [400, 415] },
  { name: "HTML behind whitespace", file: { name: "r.pdf", bytes: text("   \n<html><body onload=alert(1)>") }, expect: [400, 415] },
  { name: "PDF magic after a byte", file: { name: "r.pdf", bytes: text(" %PDF-1.4") }, expect: [400, 415] },
  { name: "PDF magic truncated", file: { name: "r.pdf", bytes: text("%PDF") }, expect: [400, 415] },
  { name: "PNG magic truncated", file: { name: "r.png", bytes: PNG.slice(0, 4) }, expect: [400, 415] },
  { name: "empty file", file: { name: "r.pdf", bytes: new Uint8Array() }, expect: [400] },
  { name: "one byte past the limit", file: { name: "big.pdf", bytes: new Uint8Array(10 * MB + 1).fill(0x25) }, expect: [413] },
  { name: "no file part", fields: {}, expect: [400] },
  { name: "file as a text field", raw: { contentType: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF-1.4\r\n--b--\r\n' }, expect: [400] },
  { name: "broken multipart", raw: { contentType: "multipart/form-data; boundary=b", body: "--b\r\nnot a header\r\n" }, expect: [400] },
  { name: "multipart without boundary", raw: { contentType: "multipart/form-data", body: "x" }, expect: [400] },
  { name: "JSON instead of a form", raw: { contentType: "application/json", body: '{"file":"%PDF-1.4"}' }, expect: [415] },
  { name: "urlencoded form", raw: { contentType: "application/x-www-form-urlencoded", body: "file=%25PDF-1.4" }, expect: [415] },
  { name: "unknown file type field", file: { name: "r.pdf", bytes: PDF }, fields: { fileType: "SCRIPT" }, expect: [400] },
  { name: "timesheet id not a UUID", file: { name: "r.pdf", bytes: PDF }, fields: { timesheetId: "' or 1=1 --" }, expect: [400] },
  { name: "another contractor's timesheet", file: { name: "r.pdf", bytes: PDF }, fields: { timesheetId: "LUKAS" }, expect: [403, 404] },
  { name: "NUL in a field", file: { name: "r.pdf", bytes: PDF }, fields: { fileType: "FEE_INVOICE\u0000" }, expect: [400] },
  // Accepted, and must be served harmlessly: sniffed type, attachment, a name that cannot escape.
  { name: "path traversal name", file: { name: "../../../etc/passwd.pdf", bytes: PDF }, expect: [201] },
  { name: "Windows path name", file: { name: "C:\\Windows\\system32\\evil.pdf", bytes: PDF }, expect: [201] },
  { name: "control characters in the name", file: { name: "in\u0000vo\u001bice\r\n.pdf", bytes: PDF }, expect: [201] },
  { name: "right-to-left override name", file: { name: "invoice\u202efdp.exe", bytes: PDF }, expect: [201] },
  { name: "HTML name with a PDF inside", file: { name: "evil.html", bytes: PDF, type: "text/html" }, expect: [201] },
  { name: "header injection in the name", file: { name: 'a"; filename=evil.html\r\nX-Injected: 1.pdf', bytes: PDF }, expect: [201] },
  { name: "500-character name", file: { name: `${"a".repeat(500)}.pdf`, bytes: PDF }, expect: [201] },
  { name: "PNG claimed as PDF", file: { name: "r.pdf", bytes: PNG, type: "application/pdf" }, expect: [201] },
  { name: "dot-only name", file: { name: "..", bytes: PDF }, expect: [201] },
];

let f: ResilienceFixture;
let fields: Record<string, string>;
let lukasTimesheet: string;

beforeAll(async () => {
  f = await createResilienceFixture();
  const own = await f.timesheetOf("amara", 0);
  lukasTimesheet = (await f.timesheetOf("lukas", 0)).id;
  fields = { timesheetId: own.id, fileType: "FEE_INVOICE" };
}, 120_000);

afterAll(async () => {
  await f.database.dispose();
});

function requestFor(attack: Attack): Request {
  const headers = new Headers({ origin: BASE_URL, cookie: f.cookies.amara });
  if (attack.raw) {
    headers.set("content-type", attack.raw.contentType);
    return new Request(`${BASE_URL}/api/files`, { method: "POST", headers, body: attack.raw.body });
  }
  const form = new FormData();
  const own = { ...fields, ...(attack.fields ?? {}) };
  if (own.timesheetId === "LUKAS") own.timesheetId = lukasTimesheet;
  for (const [key, value] of Object.entries(own)) form.set(key, value);
  if (attack.file) form.set("file", new File([attack.file.bytes as Uint8Array<ArrayBuffer>], attack.file.name, { type: attack.file.type ?? "" }));
  return new Request(`${BASE_URL}/api/files`, { method: "POST", headers, body: form });
}

describe("hostile uploads", () => {
  it("has at least 30 of them", () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))("%s", async (_, attack) => {
    const before = (await f.db.select({ n: count() }).from(files))[0]?.n ?? 0;
    const response = await upload(requestFor(attack), undefined);
    expect(attack.expect, await response.clone().text()).toContain(response.status);
    const after = (await f.db.select({ n: count() }).from(files))[0]?.n ?? 0;
    if (response.status !== 201) {
      expect(after).toBe(before);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBeTypeOf("string");
      return;
    }
    expect(after).toBe(before + 1);
    const { data } = (await response.json()) as { data: { id: string } };
    const served = await download(new Request(`${BASE_URL}/api/files/${data.id}`, { headers: { origin: BASE_URL, cookie: f.cookies.amara } }), { params: Promise.resolve({ id: data.id }) });
    expect(served.status).toBe(200);
    expect(["application/pdf", "image/png"]).toContain(served.headers.get("content-type"));
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const disposition = served.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[^"\\/\r\n]*\.(pdf|png)"; filename\*=UTF-8''[^\s"]+$/);
    const [row] = await f.db.select().from(files).where(eq(files.id, data.id));
    expect(row?.originalName).not.toMatch(/[\\/\u0000-\u001f]/);
  });
});
