import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as backup } from "@/app/api/backup/route";
import { readArchive } from "@/server/backups/archive";
import { rowsOf } from "@/server/db";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase, signInEach, type SeededDemo } from "../../support/seeded";

let demo: SeededDemo;
let cookies: Record<"admin" | "amara", string>;
const root = mkdtempSync(path.join(tmpdir(), "settle-backup-endpoint-"));

beforeAll(async () => {
  demo = await seedDemoDatabase();
  cookies = await signInEach(["admin", "amara"] as const);
}, 120_000);
afterAll(async () => demo.database.dispose());

async function download(headers: Record<string, string>, name: string) {
  const response = await backup(apiRequest("/api/backup", { headers }), { params: Promise.resolve({}) } as never);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/gzip");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="settle-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.tar\.gz"$/);
  const file = path.join(root, name);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  return readArchive(file, path.join(root, `${name}.unpacked`));
}

describe("GET /api/backup", () => {
  it("streams the whole installation to the admin API key: the archive reads back whole and its manifest counts the database's rows", async () => {
    const { manifest, paths } = await download(ADMIN_API_KEY_HEADERS, "by-key.tar.gz");
    const [counts] = rowsOf<{ timesheets: number; files: number }>(await demo.db.execute(sql`select (select count(*)::int from timesheets) as timesheets, (select count(*)::int from files) as files`));
    expect(manifest.database.tables["public.timesheets"]!.rows).toBe(counts!.timesheets);
    expect(manifest.files).toHaveLength(counts!.files);
    expect(paths.has(manifest.database.name)).toBe(true);
  });

  it("streams it to a signed-in administrator", async () => {
    const { manifest } = await download({ cookie: cookies.admin }, "by-admin.tar.gz");
    expect(manifest.database.tables["public.users"]!.rows).toBe(4);
  });

  it("refuses a contractor (403) and an anonymous caller (401)", async () => {
    const contractor = await call<ErrorJson>(backup as never, "/api/backup", { cookie: cookies.amara });
    expect(contractor.status).toBe(403);
    expect(contractor.body.error.code).toBe("FORBIDDEN");
    const anonymous = await call<ErrorJson>(backup as never, "/api/backup");
    expect(anonymous.status).toBe(401);
  });
});
