import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { installDatabase } from "@/server/db";
import { openDatabase } from "@/server/db/connection";
import { checkHealth } from "@/server/services/health/check-health";
import { installStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { createTestDatabase } from "../../support/database";
import { apiRequest } from "../../support/http";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const workingStorage = () => createDiskStorage(mkdtempSync(path.join(tmpdir(), "settle-health-")));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
afterEach(() => {
  installDatabase(database);
  installStorage(workingStorage());
});

const get = () => health(apiRequest("/api/health", { origin: null }), undefined);

describe("GET /api/health", () => {
  it("answers 200 without a sign-in when the database and the storage answer", async () => {
    installStorage(workingStorage());
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ data: { database: "ok", storage: "ok" } });
  });

  it("answers 503 with the reason when the database does not answer", async () => {
    installStorage(workingStorage());
    const unanswered = await openDatabase({ url: "postgres://settle:secret@127.0.0.1:1/settle", maxConnections: 1 });
    installDatabase(unanswered);
    try {
      const response = await get();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: "SERVICE_UNAVAILABLE",
          key: "partsUnavailable",
          values: { problems: [{ key: "databaseUnreachableCode", values: { code: "ECONNREFUSED" } }] },
          message: "The database is not reachable (ECONNREFUSED).",
          issues: [{ path: "database", key: "databaseUnreachableCode", values: { code: "ECONNREFUSED" }, message: "The database is not reachable (ECONNREFUSED)." }],
        },
      });
    } finally {
      await unanswered.close();
    }
  });

  it("answers 503 naming the storage when its folder cannot be used", async () => {
    const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), "settle-health-")), "file");
    writeFileSync(notAFolder, "");
    installStorage(createDiskStorage(notAFolder));
    const response = await get();
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { issues: Array<{ path: string; key: string; values?: unknown; message: string }> } };
    expect(body.error.issues).toEqual([{ path: "storage", key: "storageUnreachableCode", values: { code: "ENOTDIR" }, message: "The file storage is not reachable (ENOTDIR)." }]);
  });
});

describe("the health check", () => {
  it("reports a part that does not answer in time instead of waiting for it", async () => {
    const refused = await checkHealth({ database: () => new Promise(() => undefined), storage: async () => undefined }, 50).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      issues: [{ path: "database", message: "The database did not answer within 0.05 s." }],
    });
  });
});
