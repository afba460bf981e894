import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as exportFile } from "@/app/api/export-jobs/[id]/file/route";
import { POST as startExport } from "@/app/api/export-jobs/route";
import { GET as downloadFile } from "@/app/api/files/[id]/route";
import { POST as makeInvoice } from "@/app/api/invoices/route";
import { GET as eInvoiceXml } from "@/app/api/timesheets/[id]/e-invoices/xml/route";
import { GET as me } from "@/app/api/user/route";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { createBackup } from "@/server/backups/create-backup";
import { restoreBackup } from "@/server/backups/restore-backup";
import { businessToday } from "@/server/clock";
import { installDatabase, rowsOf } from "@/server/db";
import { storageKeyColumns } from "@/server/db/backup-scope";
import { openDatabase, type DatabaseHandle } from "@/server/db/connection";
import { eInvoices, exportJobs, files, invoices, timesheets } from "@/server/db/schema";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { workOnExportJobs } from "@/server/services/export-jobs/work-on-export-jobs";
import { apiRequest, call } from "../../support/http";
import { scratchDatabases } from "../../support/server-database";
import { contractorIdByEmail, demoEmail, signInEach } from "../../support/seeded";
import { PAIR_COUNTS_SQL, writePairsWhile } from "./pairs-writer";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
});

/**
 * The restore drill (issue #45.3): an installation with every kind of stored object (receipts,
 * invoice PDFs with their XRechnung XML, an export), backed up while writes go on, restored into
 * an empty place and served again: every download answers 200 with the bytes it had, and nobody
 * is still signed in. On the embedded database and on a PostgreSQL server.
 */
const root = mkdtempSync(path.join(tmpdir(), "settle-restore-drill-"));
const databases = scratchDatabases("settle_drill");
const opened: DatabaseHandle[] = [];

afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => undefined);
  await databases.dropAll();
});

const newServerDatabase = () => databases.create();

type Download = { what: string; key: string; fetch: (cookies: Record<"admin" | "amara" | "lukas", string>) => Promise<Response> };

/** Every stored object the database names, with the request a person makes to download it. */
async function downloadsOf(handle: DatabaseHandle): Promise<Download[]> {
  const { db } = handle;
  const found: Download[] = [];
  for (const file of await db.select({ id: files.id, key: files.storageKey }).from(files)) {
    found.push({ what: `file ${file.id}`, key: file.key, fetch: (cookies) => downloadFile(apiRequest(`/api/files/${file.id}`, { cookie: cookies.admin }), { params: Promise.resolve({ id: file.id }) }) });
  }
  const xml = await db
    .select({ key: eInvoices.xmlStorageKey, timesheetId: invoices.timesheetId, kind: invoices.kind, contractorId: timesheets.contractorId })
    .from(eInvoices)
    .innerJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
    .innerJoin(timesheets, eq(timesheets.id, invoices.timesheetId))
    .where(isNotNull(eInvoices.xmlStorageKey));
  for (const row of xml) {
    found.push({
      what: `XRechnung of ${row.timesheetId} ${row.kind}`,
      key: row.key!,
      fetch: (cookies) => eInvoiceXml(apiRequest(`/api/timesheets/${row.timesheetId}/e-invoices/xml?kind=${row.kind}`, { cookie: cookies.admin }), { params: Promise.resolve({ id: row.timesheetId }) }),
    });
  }
  for (const job of await db.select({ id: exportJobs.id, key: exportJobs.fileKey }).from(exportJobs).where(isNotNull(exportJobs.fileKey))) {
    found.push({ what: `export ${job.id}`, key: job.key!, fetch: (cookies) => exportFile(apiRequest(`/api/export-jobs/${job.id}/file`, { cookie: cookies.admin }), { params: Promise.resolve({ id: job.id }) }) });
  }
  return found;
}

/** Invoices (with their XML) for two contractors and a finished export, on top of the demo's receipts. */
async function fill(handle: DatabaseHandle) {
  const cookies = await signInEach(["admin", "amara", "lukas"] as const);
  const period = BillingPeriod.current(businessToday()).toDatabase();
  for (const who of ["amara", "lukas"] as const) {
    const contractorId = await contractorIdByEmail(handle.db, demoEmail(who));
    const [sheet] = await handle.db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(eq(timesheets.contractorId, contractorId), eq(timesheets.billingPeriod, period)))
      .limit(1);
    const timesheetId = sheet!.id;
    const made = await call(makeInvoice, "/api/invoices", { method: "POST", cookie: cookies[who], body: { timesheetId, kind: "TIMESHEET" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  const ids = (await handle.db.select({ id: timesheets.id }).from(timesheets).limit(5)).map((row) => row.id);
  const started = await call(startExport, "/api/export-jobs", { method: "POST", cookie: cookies.admin, body: { kind: "timesheets", ids } });
  expect(started.status).toBe(201);
  expect(await workOnExportJobs(handle.db)).toBe(1);
  return cookies;
}

const KINDS = [
  { kind: "embedded", open: async (dir: string) => openDatabase({ dataDir: dir }) },
  { kind: "postgres", open: async () => openDatabase({ url: await newServerDatabase() }) },
] as const;

describe.each(KINDS)("the restore drill on the $kind database", ({ kind, open }) => {
  it("serves every stored object with the same bytes after a restore into an empty place, and signs everyone out", async () => {
    const sourceDir = path.join(root, `${kind}-source`);
    const source = await open(sourceDir);
    opened.push(source);
    await source.migrate();
    installDatabase(source);
    const sourceStorage = createDiskStorage(sourceDir);
    installStorage(sourceStorage);
    await seedDemo(source.db, { today: businessToday() });
    const oldCookies = await fill(source);

    const downloads = await downloadsOf(source);
    const kinds = new Set(downloads.map((download) => download.what.split(" ")[0]));
    // Receipts and invoice PDFs (files), XRechnung XML, an export: every storage-key column has objects.
    expect([...kinds].sort()).toEqual(["XRechnung", "export", "file"]);
    expect(storageKeyColumns().map(({ table, column }) => `${table}.${column}`)).toEqual(["e_invoices.xml_storage_key", "export_jobs.file_key", "files.storage_key"]);
    const before = new Map<string, Uint8Array>();
    for (const download of downloads) {
      const response = await download.fetch(oldCookies);
      expect(response.status, download.what).toBe(200);
      before.set(download.key, new Uint8Array(await response.arrayBuffer()));
    }

    const archive = path.join(root, `${kind}.tar.gz`);
    const { result: manifest } = await writePairsWhile(source.db, async () => {
      const backup = await createBackup({ handle: source, storage: sourceStorage });
      await Promise.all([pipeline(backup.stream, createWriteStream(archive)), backup.manifest]);
      return backup.manifest;
    });
    expect(manifest.missingFiles).toEqual([]);
    expect(new Set(manifest.files.map((file) => file.key))).toEqual(new Set(downloads.map((download) => download.key)));
    await source.close();
    opened.splice(opened.indexOf(source), 1);

    const targetDir = path.join(root, `${kind}-restored`);
    const targetStorage = createDiskStorage(targetDir);
    const target = kind === "embedded" ? { kind, dataDir: targetDir, storage: targetStorage, force: false } : { kind, url: await newServerDatabase(), storage: targetStorage, force: false };
    await restoreBackup(archive, target);

    // Start the server on what was restored.
    const restored = target.kind === "embedded" ? await openDatabase({ dataDir: targetDir }) : await openDatabase({ url: target.url });
    opened.push(restored);
    await restored.migrate();
    installDatabase(restored);
    installStorage(targetStorage);
    const [pairs] = rowsOf<{ a: number; b: number }>(await restored.db.execute(sql.raw(PAIR_COUNTS_SQL)));
    expect(pairs!.a).toBe(pairs!.b);

    // Nobody is signed in: the archive carried no sessions.
    expect((await call(me, "/api/user", { cookie: oldCookies.admin })).status).toBe(401);
    const cookies = await signInEach(["admin", "amara", "lukas"] as const);
    const after = await downloadsOf(restored);
    expect(after.map((download) => download.key).sort()).toEqual(downloads.map((download) => download.key).sort());
    for (const download of after) {
      const response = await download.fetch(cookies);
      expect(response.status, download.what).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(before.get(download.key)!)), `${download.what}: the same bytes`).toBe(true);
    }
  }, 300_000);
});
