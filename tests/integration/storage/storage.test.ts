import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageFromConfig, type Storage, type StorageConfig } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { createS3Storage } from "@/server/storage/s3-storage";

const folders: string[] = [];
function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

// A local S3-compatible server in this process, on a random loopback port.
const s3server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: tempFolder("settle-s3rver-"),
  configureBuckets: [{ name: "uploads" }],
});
let s3endpoint = "";

beforeAll(async () => {
  const { port } = await s3server.run();
  s3endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3server.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const drivers: [string, () => Storage][] = [
  ["disk", () => createDiskStorage(tempFolder("settle-disk-"))],
  [
    "s3",
    () =>
      createS3Storage({
        endpoint: s3endpoint,
        region: "us-east-1",
        bucket: "uploads",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

const bytes = (...values: number[]) => new Uint8Array(values);
const timesheetId = "0b8f7a52-5d0e-4c39-9a7e-3f1f2a4c5d6e";

describe.each(drivers)("%s storage", (driver, create) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create();
  });

  it("names its driver", () => {
    expect(storage.driver).toBe(driver);
  });

  it("gives back exactly the bytes it was given", async () => {
    const key = `${timesheetId}/7d2c3c1e-1111-4aaa-8bbb-000000000001`;
    const body = new Uint8Array(256 * 1024).map((_, i) => (i * 7) % 256);
    await storage.put(key, body, "application/pdf");
    expect(await storage.get(key)).toEqual(body);
  });

  it("overwrites an existing key", async () => {
    const key = `${timesheetId}/7d2c3c1e-1111-4aaa-8bbb-000000000002`;
    await storage.put(key, bytes(1, 2, 3), "application/pdf");
    await storage.put(key, bytes(9, 8), "image/png");
    expect(await storage.get(key)).toEqual(bytes(9, 8));
  });

  it("says 'Failed to download file' for a key that holds nothing", async () => {
    await expect(storage.get(`${timesheetId}/7d2c3c1e-1111-4aaa-8bbb-00000000dead`)).rejects.toThrow("Failed to download file");
  });

  it("deletes, and deleting again is no error", async () => {
    const key = `${timesheetId}/7d2c3c1e-1111-4aaa-8bbb-000000000003`;
    await storage.put(key, bytes(5), "application/pdf");
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow("Failed to download file");
  });

  it.each(["../escape", "/absolute", "a/../../b", "UPPER/case", "name.pdf", "a//b", "trailing/", ""])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put(key, bytes(1), "application/pdf")).rejects.toThrow("Failed to upload file");
      await expect(storage.get(key)).rejects.toThrow("Failed to download file");
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    },
  );
});

describe("storage configuration", () => {
  const base: StorageConfig = {
    STORAGE_DRIVER: "disk",
    DATA_DIR: tmpdir(),
    S3_ENDPOINT: undefined,
    S3_REGION: "us-east-1",
    S3_BUCKET: "uploads",
    S3_ACCESS_KEY_ID: undefined,
    S3_SECRET_ACCESS_KEY: undefined,
    S3_FORCE_PATH_STYLE: undefined,
  };

  it("uses the disk by default", () => {
    expect(storageFromConfig(base).driver).toBe("disk");
  });

  it("uses the S3 driver when STORAGE_DRIVER is s3, and it reaches the bucket", async () => {
    const storage = storageFromConfig({
      ...base,
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    expect(storage.driver).toBe("s3");
    const key = `${timesheetId}/7d2c3c1e-1111-4aaa-8bbb-000000000004`;
    await storage.put(key, bytes(4, 2), "application/pdf");
    expect(await storage.get(key)).toEqual(bytes(4, 2));
  });

  it("stops with the configuration error when the S3 credentials are missing", () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(...args);
    try {
      expect(() => storageFromConfig({ ...base, STORAGE_DRIVER: "s3", S3_ACCESS_KEY_ID: "key" })).toThrow(
        "Invalid environment variables: S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER is s3",
      );
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toContain("- S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER is s3");
  });
});
