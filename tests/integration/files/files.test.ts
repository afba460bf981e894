import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, POST, PUT } from "@/app/api/files/route";
import { GET as download } from "@/app/api/files/[id]/route";
import { env } from "@/env";
import { componentLockedReason, REFUSAL_REASONS } from "@/lib/domain/transition-reasons";
import type { FileView } from "@/lib/schemas/files";
import { expenseRecords, files } from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { apiRequest } from "../../support/http";
import { answerOf } from "../../support/in-english";
import { ADMIN_API_KEY_HEADERS, createApiFixture, SAMPLE_FILES, uploadRequest, type ErrorJson } from "../../support/factories/files";

let f: Awaited<ReturnType<typeof createApiFixture>>;
type Timesheet = Awaited<ReturnType<typeof f.timesheet>>;
let lukasNov: Timesheet;
let lukasOct: Timesheet;
let lukasClosed: Timesheet;
let amaraNov: Timesheet;
let amaraOct: Timesheet;

beforeAll(async () => {
  f = await createApiFixture();
  lukasNov = await f.timesheet("lukas", 0);
  lukasOct = await f.timesheet("lukas", -1);
  lukasClosed = await f.timesheet("lukas", -4);
  amaraNov = await f.timesheet("amara", 0);
  amaraOct = await f.timesheet("amara", -1);
});
afterAll(async () => {
  await f.database.dispose();
});

const fileCount = async () => (await f.db.select({ n: count() }).from(files))[0]!.n;
const storedObjects = async (timesheetId: string) =>
  readdir(path.join(env.DATA_DIR, "uploads", timesheetId)).then(
    (names) => names.length,
    () => 0,
  );
const fileRow = async (id: string) => (await f.db.select().from(files).where(eq(files.id, id)))[0];

async function upload(cookie: string | undefined, fields: Record<string, string>, file = { name: "invoice.pdf", bytes: SAMPLE_FILES.pdf }) {
  return POST(uploadRequest({ cookie, fields, file }), undefined);
}
async function uploaded(response: Response): Promise<FileView> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: FileView }).data;
}

describe("POST /api/files", () => {
  it("stores the file under a generated key and answers the row without the key", async () => {
    const response = await POST(
      uploadRequest({
        cookie: f.cookies.lukas,
        fields: { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" },
        file: { name: "../../etc/Invoice Nov.pdf", bytes: SAMPLE_FILES.pdf, type: "text/html" },
      }),
      undefined,
    );
    const file = await uploaded(response);
    expect(file).toMatchObject({
      timesheetId: lukasNov.id,
      expenseRecordId: null,
      fileType: "FEE_INVOICE",
      originalName: "Invoice Nov.pdf",
      contentType: "application/pdf",
      size: SAMPLE_FILES.pdf.byteLength,
      outdated: false,
      url: `/api/files/${file.id}`,
    });
    expect(file.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(JSON.stringify(file)).not.toContain("storageKey");
    const row = await fileRow(file.id);
    expect(row!.storageKey).toMatch(new RegExp(`^${lukasNov.id}/[0-9a-f-]{36}$`));
    expect(await getStorage().get(row!.storageKey)).toEqual(SAMPLE_FILES.pdf);
  });

  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
    ["heic", "image/heic"],
    ["heif", "image/heif"],
  ] as const)("sniffs %s from the bytes, whatever the client declares", async (kind, contentType) => {
    const response = await POST(
      uploadRequest({
        cookie: f.cookies.lukas,
        fields: { timesheetId: lukasNov.id, fileType: "EXPENSE_RECEIPT" },
        file: { name: `receipt.${kind}`, bytes: SAMPLE_FILES[kind], type: "application/pdf" },
      }),
      undefined,
    );
    expect((await uploaded(response)).contentType).toBe(contentType);
  });

  it.each([
    ["html", SAMPLE_FILES.html],
    ["gif", SAMPLE_FILES.gif],
  ])("refuses %s with 415 and the list of accepted types, storing nothing", async (kind, bytes) => {
    const [rows, objects] = [await fileCount(), await storedObjects(lukasNov.id)];
    const response = await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "EXPENSE_RECEIPT" }, { name: `x.pdf`, bytes });
    expect(response.status).toBe(415);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.message).toBe("This kind of file is not accepted. Accepted types: PDF, PNG, JPEG, WebP, HEIC, HEIF.");
    expect([await fileCount(), await storedObjects(lukasNov.id)]).toEqual([rows, objects]);
  });

  it("refuses a file over UPLOAD_MAX_BYTES with 413, whether the body is a little or far too large", async () => {
    const rows = await fileCount();
    for (const extra of [1, 200 * 1024]) {
      const bytes = new Uint8Array(env.UPLOAD_MAX_BYTES + extra);
      bytes.set(SAMPLE_FILES.pdf);
      const response = await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }, { name: "big.pdf", bytes });
      expect(response.status).toBe(413);
      expect(((await response.json()) as ErrorJson).error.message).toBe("The file is too large; the limit is 10 MB.");
    }
    const declared = uploadRequest({ cookie: f.cookies.lukas, fields: { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }, file: { name: "a.pdf", bytes: SAMPLE_FILES.pdf } });
    const lying = new Request(declared, { headers: { ...Object.fromEntries(declared.headers), "content-length": String(env.UPLOAD_MAX_BYTES * 2) } });
    expect((await POST(lying, undefined)).status).toBe(413);
    expect(await fileCount()).toBe(rows);
  });

  it.each([
    ["a missing timesheetId", () => ({ fileType: "FEE_INVOICE" }), "timesheetId"],
    ["a malformed timesheetId", () => ({ timesheetId: "not-a-uuid", fileType: "FEE_INVOICE" }), "timesheetId"],
    ["an unknown file type", () => ({ timesheetId: lukasNov.id, fileType: "INVOICE" }), "fileType"],
    [
      "a fee invoice on an expense record",
      () => ({ timesheetId: lukasNov.id, fileType: "FEE_INVOICE", expenseRecordId: "7d2c3c1e-1111-4aaa-8bbb-000000000001" }),
      "expenseRecordId",
    ],
  ])("answers 400 naming the field for %s", async (_, fields, field) => {
    const response = await upload(f.cookies.lukas, fields());
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.issues?.map((i) => i.path)).toContain(field);
  });

  it("answers 400 without a file part and 415 for a JSON body", async () => {
    const noFile = await POST(uploadRequest({ cookie: f.cookies.lukas, fields: { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" } }), undefined);
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ErrorJson).error.issues).toEqual([{ path: "file", key: "attachFileFormField", message: "Attach the file as the form field file." }]);
    const json = await POST(apiRequest("/api/files", { cookie: f.cookies.lukas, body: { timesheetId: lukasNov.id } }), undefined);
    expect(json.status).toBe(415);
  });

  it("answers 404 for another contractor's timesheet and 401 when signed out, storing nothing", async () => {
    const rows = await fileCount();
    const other = await upload(f.cookies.amara, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" });
    expect(other.status).toBe(404);
    expect(((await other.json()) as ErrorJson).error.message).toBe("Timesheet not found.");
    expect((await upload(undefined, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" })).status).toBe(401);
    expect(await fileCount()).toBe(rows);
  });

  it("answers 404 for an expense record of another timesheet", async () => {
    const [amaraExpense] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, amaraNov.id));
    const response = await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "EXPENSE_RECEIPT", expenseRecordId: amaraExpense!.id });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorJson).error.message).toBe("Expense record not found.");
  });

  it.each([
    ["a closed timesheet", () => lukasClosed, "lukas", "FEE_INVOICE", "This timesheet is closed; only an administrator can reopen it.", REFUSAL_REASONS.timesheetClosed],
    ["a submitted timesheet", () => lukasOct, "lukas", "EXPENSE_RECEIPT", "This timesheet is submitted and waiting for review.", REFUSAL_REASONS.timesheetSubmitted],
    ["prepared expenses", () => amaraOct, "amara", "EXPENSE_INVOICE", "The expenses component is prepared; reset it before making changes.", componentLockedReason("EXPENSES", "PREPARED")],
    ["a bonus that is not eligible", () => lukasNov, "lukas", "BONUS_INVOICE", "The bonus component is not eligible for settlement.", componentLockedReason("BONUS", "NOT_ELIGIBLE")],
  ] as const)("refuses %s with 409 and the transition table's reason, storing nothing", async (_, timesheet, person, fileType, reason, refusal) => {
    const ts = timesheet();
    const [rows, objects] = [await fileCount(), await storedObjects(ts.id)];
    const response = await upload(f.cookies[person], { timesheetId: ts.id, fileType });
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.message).toBe(reason);
    expect(error).toEqual({ code: "CONFLICT", ...answerOf(refusal) });
    expect([await fileCount(), await storedObjects(ts.id)]).toEqual([rows, objects]);
  });

  it("takes a bonus invoice while the bonus is eligible, and an admin (API key) uploads to anyone's timesheet", async () => {
    expect((await uploaded(await upload(f.cookies.amara, { timesheetId: amaraNov.id, fileType: "BONUS_INVOICE" }))).fileType).toBe("BONUS_INVOICE");
    const byAdmin = await POST(
      uploadRequest({ headers: ADMIN_API_KEY_HEADERS, fields: { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }, file: { name: "i.pdf", bytes: SAMPLE_FILES.pdf } }),
      undefined,
    );
    const file = await uploaded(byAdmin);
    expect((await fileRow(file.id))!.uploadedBy).toBeNull();
  });
});

describe("GET /api/files", () => {
  it("lists a timesheet's files, optionally of one type", async () => {
    const all = await GET(apiRequest(`/api/files?timesheetId=${lukasNov.id}`, { cookie: f.cookies.lukas }), undefined);
    expect(all.status).toBe(200);
    const list = ((await all.json()) as { data: FileView[] }).data;
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.every((file) => file.timesheetId === lukasNov.id)).toBe(true);
    const invoices = await GET(apiRequest(`/api/files?timesheetId=${lukasNov.id}&fileType=FEE_INVOICE`, { cookie: f.cookies.lukas }), undefined);
    const invoiceList = ((await invoices.json()) as { data: FileView[] }).data;
    expect(invoiceList.length).toBeGreaterThanOrEqual(2);
    expect(invoiceList.every((file) => file.fileType === "FEE_INVOICE")).toBe(true);
    const byAdmin = await GET(apiRequest(`/api/files?timesheetId=${lukasNov.id}`, { cookie: f.cookies.admin }), undefined);
    expect(((await byAdmin.json()) as { data: FileView[] }).data).toHaveLength(list.length);
  });

  it("answers 404 for another contractor's timesheet, 400 for a bad filter, 401 signed out", async () => {
    expect((await GET(apiRequest(`/api/files?timesheetId=${lukasNov.id}`, { cookie: f.cookies.amara }), undefined)).status).toBe(404);
    const bad = await GET(apiRequest(`/api/files?timesheetId=${lukasNov.id}&fileType=INVOICE`, { cookie: f.cookies.lukas }), undefined);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.issues?.[0]?.path).toBe("fileType");
    expect((await GET(apiRequest(`/api/files?timesheetId=${lukasNov.id}`), undefined)).status).toBe(401);
  });
});

describe("GET /api/files/{id}", () => {
  const params = (id: string) => ({ params: Promise.resolve({ id }) });

  it("downloads as an attachment with the sniffed type and nosniff", async () => {
    const file = await uploaded(await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }, { name: "Rechnung März \"1\".pdf", bytes: SAMPLE_FILES.pdf }));
    for (const cookie of [f.cookies.lukas, f.cookies.admin]) {
      const response = await download(apiRequest(`/api/files/${file.id}`, { cookie }), params(file.id));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Rechnung M_rz _1_.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%20%221%22.pdf`,
      );
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(SAMPLE_FILES.pdf);
    }
  });

  it("names the download with the detected type's extension, whatever the uploader called it", async () => {
    const cases = [
      { name: "evil.html", bytes: SAMPLE_FILES.pdf, expected: "evil.pdf" },
      { name: "photo.PNG.exe", bytes: SAMPLE_FILES.png, expected: "photo.PNG.png" },
      { name: "no-extension", bytes: SAMPLE_FILES.jpeg, expected: "no-extension.jpg" },
      { name: "scan.heic", bytes: SAMPLE_FILES.heic, expected: "scan.heic" },
      { name: ".htaccess", bytes: SAMPLE_FILES.webp, expected: ".htaccess.webp" },
    ];
    for (const { name, bytes, expected } of cases) {
      const file = await uploaded(await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }, { name, bytes }));
      const response = await download(apiRequest(`/api/files/${file.id}`, { cookie: f.cookies.lukas }), params(file.id));
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${expected}"; filename*=UTF-8''${encodeURIComponent(expected)}`);
    }
  });

  it("answers 404 to another contractor and for a malformed id, 401 signed out", async () => {
    const [file] = await f.db.select().from(files).where(eq(files.timesheetId, lukasNov.id)).limit(1);
    expect((await download(apiRequest(`/api/files/${file!.id}`, { cookie: f.cookies.amara }), params(file!.id))).status).toBe(404);
    expect((await download(apiRequest(`/api/files/nope`, { cookie: f.cookies.lukas }), params("nope"))).status).toBe(404);
    expect((await download(apiRequest(`/api/files/${file!.id}`), params(file!.id))).status).toBe(401);
  });

  it("says 'Failed to download file' when the stored bytes are gone", async () => {
    const file = await uploaded(await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }));
    await rm(path.join(env.DATA_DIR, "uploads", ...(await fileRow(file.id))!.storageKey.split("/")));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const response = await download(apiRequest(`/api/files/${file.id}`, { cookie: f.cookies.lukas }), params(file.id));
      expect(response.status).toBe(500);
      expect(((await response.json()) as ErrorJson).error).toEqual({ code: "INTERNAL", key: "storageFailed", values: { detail: "Failed to download file" }, message: "Failed to download file" });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe("PUT /api/files", () => {
  it("relabels and re-links files, all in one go, and answers the file list", async () => {
    const a = await uploaded(await upload(f.cookies.amara, { timesheetId: amaraNov.id, fileType: "FEE_INVOICE" }));
    const b = await uploaded(await upload(f.cookies.amara, { timesheetId: amaraNov.id, fileType: "EXPENSE_INVOICE" }));
    const [expense] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, amaraNov.id));
    const response = await PUT(
      apiRequest("/api/files", {
        method: "PUT",
        cookie: f.cookies.amara,
        body: [
          { id: a.id, fileType: "EXPENSE_RECEIPT", expenseRecordId: expense!.id },
          { id: b.id, outdated: true },
        ],
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    const list = ((await response.json()) as { data: FileView[] }).data;
    expect(list.map((file) => [file.id, file.fileType, file.expenseRecordId, file.outdated])).toEqual([
      [a.id, "EXPENSE_RECEIPT", expense!.id, false],
      [b.id, "EXPENSE_INVOICE", null, true],
    ]);
    const unlinked = await PUT(apiRequest("/api/files", { method: "PUT", cookie: f.cookies.amara, body: [{ id: a.id, expenseRecordId: null }] }), undefined);
    expect(((await unlinked.json()) as { data: FileView[] }).data[0]!.expenseRecordId).toBeNull();
  });

  it("changes nothing when one file of the list is refused", async () => {
    const open = await uploaded(await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }));
    const [closedFile] = await f.db.select().from(files).where(eq(files.timesheetId, lukasClosed.id)).limit(1);
    const before = [await fileRow(open.id), await fileRow(closedFile!.id)];
    const response = await PUT(
      apiRequest("/api/files", {
        method: "PUT",
        cookie: f.cookies.lukas,
        body: [
          { id: open.id, outdated: true },
          { id: closedFile!.id, outdated: true },
        ],
      }),
      undefined,
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe("This timesheet is closed; only an administrator can reopen it.");
    expect([await fileRow(open.id), await fileRow(closedFile!.id)]).toEqual(before);
  });

  it("refuses a move into a locked component, a fee invoice on an expense record, and another timesheet's record", async () => {
    const file = await uploaded(await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }));
    const before = await fileRow(file.id);
    const put = (body: unknown) => PUT(apiRequest("/api/files", { method: "PUT", cookie: f.cookies.lukas, body }), undefined);
    const bonus = await put([{ id: file.id, fileType: "BONUS_INVOICE" }]);
    expect(bonus.status).toBe(409);
    expect(((await bonus.json()) as ErrorJson).error.message).toBe("The bonus component is not eligible for settlement.");
    const [seededExpense] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, amaraNov.id));
    const feeOnExpense = await put([{ id: file.id, expenseRecordId: seededExpense!.id }]);
    expect(feeOnExpense.status).toBe(400);
    expect(((await feeOnExpense.json()) as ErrorJson).error.issues?.[0]?.path).toBe("0.expenseRecordId");
    const otherRecord = await put([{ id: file.id, fileType: "EXPENSE_RECEIPT", expenseRecordId: seededExpense!.id }]);
    expect(otherRecord.status).toBe(404);
    expect(await fileRow(file.id)).toEqual(before);
  });

  it("answers 404 for another contractor's file, 400 for a bad list, 401 signed out", async () => {
    const [amaraFile] = await f.db.select().from(files).where(eq(files.timesheetId, amaraNov.id)).limit(1);
    const put = (body: unknown, cookie?: string) => PUT(apiRequest("/api/files", { method: "PUT", cookie, body }), undefined);
    expect((await put([{ id: amaraFile!.id, outdated: true }], f.cookies.lukas)).status).toBe(404);
    expect((await fileRow(amaraFile!.id))!.outdated).toBe(false);
    for (const body of [[], [{ id: amaraFile!.id }, { id: amaraFile!.id }], [{ id: amaraFile!.id, fileType: "INVOICE" }], { id: amaraFile!.id }]) {
      expect((await put(body, f.cookies.amara)).status).toBe(400);
    }
    expect((await put([{ id: amaraFile!.id, outdated: true }])).status).toBe(401);
  });
});

describe("DELETE /api/files", () => {
  const del = (body: unknown, cookie?: string) => DELETE(apiRequest("/api/files", { method: "DELETE", cookie, body }), undefined);

  it("deletes the rows and then the stored bytes", async () => {
    const file = await uploaded(await upload(f.cookies.lukas, { timesheetId: lukasNov.id, fileType: "FEE_INVOICE" }));
    const key = (await fileRow(file.id))!.storageKey;
    const response = await del({ ids: [file.id] }, f.cookies.lukas);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { deleted: [file.id] } });
    expect(await fileRow(file.id)).toBeUndefined();
    await expect(getStorage().get(key)).rejects.toThrow("Failed to download file");
  });

  it("keeps rows and bytes when refused: closed timesheet 409, other contractor 404, unknown id 404", async () => {
    const [closedFile] = await f.db.select().from(files).where(eq(files.timesheetId, lukasClosed.id)).limit(1);
    const closed = await del({ ids: [closedFile!.id] }, f.cookies.lukas);
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as ErrorJson).error.message).toBe("This timesheet is closed; only an administrator can reopen it.");
    expect((await del({ ids: [closedFile!.id] }, f.cookies.amara)).status).toBe(404);
    expect((await del({ ids: ["7d2c3c1e-1111-4aaa-8bbb-000000000009"] }, f.cookies.lukas)).status).toBe(404);
    expect(await fileRow(closedFile!.id)).toBeDefined();
    expect(await getStorage().get(closedFile!.storageKey)).toBeInstanceOf(Uint8Array);
  });

  it("answers 400 for a bad body and 401 signed out", async () => {
    expect((await del({ ids: [] }, f.cookies.lukas)).status).toBe(400);
    expect((await del({ ids: ["nope"] }, f.cookies.lukas)).status).toBe(400);
    expect((await del({ ids: ["7d2c3c1e-1111-4aaa-8bbb-000000000009"] })).status).toBe(401);
  });
});
