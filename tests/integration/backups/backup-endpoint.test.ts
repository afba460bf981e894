import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createKey } from "@/app/api/api-keys/route";
import { GET as backup } from "@/app/api/backup/route";
import { POST as confirm } from "@/app/api/user/confirm-password/route";
import { DEMO_ADMIN } from "@/server/seed/demo-data";
import { readArchive } from "@/server/backups/archive";
import { rowsOf } from "@/server/db";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase, signInAs, signInEach, type SeededDemo } from "../../support/seeded";
import { englishText } from "@/lib/errors";
import { ALL_SCOPES, aMonthAhead } from "../../support/api-keys";

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

// Each backup copies the database into a clean one (no credentials): seconds, more on a loaded machine.
describe("GET /api/backup", { timeout: 120_000 }, () => {
  it("streams the whole installation to the admin API key: the archive reads back whole and its manifest counts the database's rows", async () => {
    const { manifest, paths } = await download(ADMIN_API_KEY_HEADERS, "by-key.tar.gz");
    const [counts] = rowsOf<{ timesheets: number; files: number }>(await demo.db.execute(sql`select (select count(*)::int from timesheets) as timesheets, (select count(*)::int from files) as files`));
    expect(manifest.database.tables["public.timesheets"]!.rows).toBe(counts!.timesheets);
    expect(manifest.files).toHaveLength(counts!.files);
    expect(paths.has(manifest.database.name)).toBe(true);
  });

  it("streams it to a signed-in administrator only after they re-entered their password, for 5 minutes", async () => {
    const refused = await call<ErrorJson>(backup as never, "/api/backup", { cookie: cookies.admin });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(englishText({ key: "backupHoldsEveryPerson" }));
    const wrong = await call<ErrorJson>(confirm as never, "/api/user/confirm-password", { method: "POST", cookie: cookies.admin, body: { password: "not the password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.issues?.[0]).toMatchObject({ path: "password", message: englishText({ key: "notPassword" }) });
    expect((await call(backup as never, "/api/backup", { cookie: cookies.admin })).status).toBe(403);
    const confirmed = await call<{ data: { confirmedUntil: string } }>(confirm as never, "/api/user/confirm-password", { method: "POST", cookie: cookies.admin, body: { password: DEMO_ADMIN.password } });
    expect(confirmed.status).toBe(200);
    const until = Date.parse(confirmed.body.data.confirmedUntil) - Date.now();
    expect(until).toBeGreaterThan(4 * 60_000);
    expect(until).toBeLessThanOrEqual(5 * 60_000);
    const { manifest } = await download({ cookie: cookies.admin }, "by-admin.tar.gz");
    expect(manifest.database.tables["public.users"]!.rows).toBe(4);
    // Another session of the same person (a lifted cookie, say) is not confirmed by this one.
    const otherSession = await signInAs("admin");
    expect((await call(backup as never, "/api/backup", { cookie: otherSession })).status).toBe(403);
    // Once the 5 minutes are over, the confirmation is gone.
    await demo.db.execute(sql`update verifications set expires_at = now() - interval '1 second' where identifier like 'identity-confirmed:%'`);
    expect((await call(backup as never, "/api/backup", { cookie: cookies.admin })).status).toBe(403);
  });

  it("refuses an API key made in Settings (403): a key handed to an integration does not download every person's data", async () => {
    const made = await call<{ data: { key: string } }>(createKey as never, "/api/api-keys", { method: "POST", cookie: cookies.admin, body: { name: "Backup thief", servicePrincipal: "Integration", expiresOn: aMonthAhead(), scopes: ALL_SCOPES } });
    expect(made.status).toBe(201);
    const refused = await call<ErrorJson>(backup as never, "/api/backup", { headers: { "x-api-key": made.body.data.key } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(englishText({ key: "backupTakenDeploymentS" }));
  });

  it("refuses a contractor (403) and an anonymous caller (401)", async () => {
    const contractor = await call<ErrorJson>(backup as never, "/api/backup", { cookie: cookies.amara });
    expect(contractor.status).toBe(403);
    expect(contractor.body.error.code).toBe("FORBIDDEN");
    const anonymous = await call<ErrorJson>(backup as never, "/api/backup");
    expect(anonymous.status).toBe(401);
  });
});
