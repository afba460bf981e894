import { fileFixture } from "../file-fixture";
import { BASE_URL } from "../http";
import { demoEmail, seedDemoDatabase, signInEach, type DemoKey, type DemoPerson } from "../seeded";

export type { ErrorJson } from "../http";
export { ADMIN_API_KEY_HEADERS } from "../seeded";

export type Person = DemoPerson;

export const EMAIL: Record<Person, string> = {
  admin: demoEmail("admin"),
  amara: demoEmail("amara"),
  lukas: demoEmail("lukas"),
  sofia: demoEmail("sofia"),
};

/**
 * One seeded database for a test file, seeded with the real business date so the services'
 * "today" and the seed's statuses agree: next month INITIALIZED, this month IN_PROGRESS, last
 * month DUE / SUBMITTED / CONTESTED, the month before APPROVED, older months CLOSED.
 */
export async function createApiFixture() {
  const seeded = await seedDemoDatabase();
  const { database, db, current } = seeded;
  const cookies = await signInEach(["admin", "amara", "lukas", "sofia"]);

  /** The timesheet of a person's project (their main one unless named) `offset` months from the current one. */
  const timesheet = (person: DemoKey, offset: number, projectName?: string) => seeded.timesheetOf(person, offset, projectName);

  async function timesheetById(id: string) {
    return (await seeded.timesheetById(id))!;
  }

  return { database, db, current, cookies, timesheet, timesheetById };
}

type ApiFixture = Awaited<ReturnType<typeof createApiFixture>>;

/** The file's fixture, made before its tests and disposed after (fileFixture). */
export function withApiFixture(): ApiFixture {
  return fileFixture(createApiFixture);
}

export const SAMPLE_FILES = {
  pdf: new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  webp: new Uint8Array([...new TextEncoder().encode("RIFF"), 26, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 "), 0, 0]),
  heic: new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")]),
  heif: new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypmif1"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")]),
  html: new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
  gif: new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000"),
};

export interface UploadOptions {
  cookie?: string;
  headers?: Record<string, string>;
  fields: Record<string, string>;
  file?: { name: string; bytes: Uint8Array; type?: string };
}

/** A multipart POST /api/files as a browser's FormData would send it. */
export function uploadRequest(options: UploadOptions): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields)) form.set(key, value);
  if (options.file) form.set("file", new File([options.file.bytes as Uint8Array<ArrayBuffer>], options.file.name, { type: options.file.type ?? "" }));
  const headers = new Headers(options.headers);
  headers.set("origin", BASE_URL);
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`${BASE_URL}/api/files`, { method: "POST", headers, body: form });
}

