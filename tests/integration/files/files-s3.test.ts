import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/files/route";
import { GET as download } from "@/app/api/files/[id]/route";
import type { FileView } from "@/lib/schemas/files";
import { installStorage, type Storage } from "@/server/storage";
import { createS3Storage } from "@/server/storage/s3-storage";
import { apiRequest } from "../../support/http";
import { createApiFixture, SAMPLE_FILES, uploadRequest } from "../../support/factories/files";

// The files API end to end on the S3-compatible driver, against s3rver on a random loopback port.
const directory = mkdtempSync(path.join(tmpdir(), "settle-s3rver-"));
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "uploads" }] });
let f: Awaited<ReturnType<typeof createApiFixture>>;
let s3: Storage;

beforeAll(async () => {
  const { port } = await server.run();
  s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: "uploads",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  installStorage(s3);
  f = await createApiFixture();
});
afterAll(async () => {
  await f.database.dispose();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe("files API on the S3 driver", () => {
  it("uploads, downloads and deletes through the bucket", async () => {
    const timesheet = await f.timesheet("lukas", 0);
    const response = await POST(
      uploadRequest({ cookie: f.cookies.lukas, fields: { timesheetId: timesheet.id, fileType: "EXPENSE_RECEIPT" }, file: { name: "r.png", bytes: SAMPLE_FILES.png } }),
      undefined,
    );
    expect(response.status).toBe(201);
    const file = ((await response.json()) as { data: FileView }).data;
    const params = { params: Promise.resolve({ id: file.id }) };
    const got = await download(apiRequest(`/api/files/${file.id}`, { cookie: f.cookies.lukas }), params);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(SAMPLE_FILES.png);
    const deleted = await DELETE(apiRequest("/api/files", { method: "DELETE", cookie: f.cookies.lukas, body: { ids: [file.id] } }), undefined);
    expect(deleted.status).toBe(200);
    expect((await download(apiRequest(`/api/files/${file.id}`, { cookie: f.cookies.lukas }), params)).status).toBe(404);
  });

  it("served the seed's receipts from the bucket too", async () => {
    const timesheet = await f.timesheet("amara", 0);
    const list = await GET(apiRequest(`/api/files?timesheetId=${timesheet.id}&fileType=EXPENSE_RECEIPT`, { cookie: f.cookies.amara }), undefined);
    const [receipt] = ((await list.json()) as { data: FileView[] }).data;
    const got = await download(apiRequest(`/api/files/${receipt!.id}`, { cookie: f.cookies.amara }), { params: Promise.resolve({ id: receipt!.id }) });
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode((await got.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});
