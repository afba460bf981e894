import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureLocalSecrets } from "@/server/config/local-secrets";

describe("local secrets", () => {
  it("generates missing secrets once, keeps them in DATA_DIR and reuses them", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "settle-secrets-"));
    const first: Record<string, string | undefined> = { DATA_DIR: dataDir };
    expect(ensureLocalSecrets(first)).toEqual(["SERVICE_KEY", "ADMIN_API_KEY", "CRON_SECRET"]);
    expect(first.SERVICE_KEY!.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "local-secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second: Record<string, string | undefined> = { DATA_DIR: dataDir };
    ensureLocalSecrets(second);
    expect(second.SERVICE_KEY).toBe(first.SERVICE_KEY);
    expect(JSON.parse(readFileSync(file, "utf8")).CRON_SECRET).toBe(first.CRON_SECRET);
  });

  it("keeps configured secrets and never generates any outside local mode", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "settle-secrets-"));
    const configured: Record<string, string | undefined> = { DATA_DIR: dataDir, SERVICE_KEY: "mine", ADMIN_API_KEY: "a", CRON_SECRET: "c" };
    expect(ensureLocalSecrets(configured)).toEqual([]);
    expect(configured.SERVICE_KEY).toBe("mine");
    const production: Record<string, string | undefined> = { DATA_DIR: dataDir, NEXT_PUBLIC_ENV: "production" };
    expect(ensureLocalSecrets(production)).toEqual([]);
    expect(production.SERVICE_KEY).toBeUndefined();
  });
});
