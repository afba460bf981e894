import { and, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { businessToday } from "@/server/clock";
import { contractors, projects, timesheets, user } from "@/server/db/schema";
import { DEMO_ADMIN, DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { BASE_URL } from "../../support/http";

export type Person = "admin" | "amara" | "lukas" | "sofia";

const passwordOf = (email: string) => DEMO_CONTRACTORS.find((c) => c.email === email)?.password ?? DEMO_ADMIN.password;
export const EMAIL: Record<Person, string> = {
  admin: DEMO_ADMIN.email,
  amara: "amara@settle.local",
  lukas: "lukas@settle.local",
  sofia: "sofia@settle.local",
};

/**
 * One seeded database for a test file, seeded with the real business date so the services'
 * "today" and the seed's statuses agree: next month INITIALIZED, this month IN_PROGRESS, last
 * month DUE / SUBMITTED / CONTESTED, the month before APPROVED, older months CLOSED.
 */
export async function createApiFixture() {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const db = database.db;
  const current = BillingPeriod.current(businessToday());
  const cookies = {} as Record<Person, string>;
  for (const person of Object.keys(EMAIL) as Person[]) cookies[person] = await sessionCookie(EMAIL[person], passwordOf(EMAIL[person]));

  /** The timesheet of a person's project `offset` months from the current one. */
  async function timesheet(person: Exclude<Person, "admin">, offset: number, projectName?: string) {
    const rows = await db
      .select({ timesheet: timesheets, project: projects.name })
      .from(timesheets)
      .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
      .innerJoin(user, eq(user.id, contractors.userId))
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(and(eq(user.email, EMAIL[person]), eq(timesheets.billingPeriod, current.plusMonths(offset).toDatabase())));
    const found = rows.find((r) => projectName === undefined || r.project === projectName);
    if (!found) throw new Error(`no timesheet for ${person} at ${offset}`);
    return found.timesheet;
  }

  async function timesheetById(id: string) {
    const [row] = await db.select().from(timesheets).where(eq(timesheets.id, id));
    return row!;
  }

  return { database, db, current, cookies, timesheet, timesheetById };
}

export const ADMIN_API_KEY_HEADERS = { "x-api-key": "test-admin-api-key" };

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
  headers.set("x-forwarded-for", "10.9.9.9");
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`${BASE_URL}/api/files`, { method: "POST", headers, body: form });
}

export type ErrorJson = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
