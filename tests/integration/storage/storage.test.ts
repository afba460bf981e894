import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver, { type S3rverEvent } from "s3rver";
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
/** What the S3 server stored, in order: "ObjectCreated:Put" for one PUT, "ObjectCreated:Post" for a completed multipart upload. */
const s3events: S3rverEvent["Records"] = [];
s3server.on("event", (event) => void s3events.push(...event.Records));

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

const MiB = 1024 * 1024;
/** The S3 driver's part size (PART_BYTES in server/storage/s3-storage.ts): a streamed body above it goes up in several parts. */
const S3_PART_BYTES = 8 * MiB;

/**
 * A body of `size` random bytes made as it is read, in chunks of an odd size (so no part ends on a
 * chunk boundary), with the SHA-256 and count of what was handed out; `failAfter` makes it fail
 * once that many bytes are out, as an export whose zip breaks part-way.
 */
function streamedBody(size: number, { failAfter }: { failAfter?: number } = {}) {
  const hash = createHash("sha256");
  const sent = { bytes: 0, sha256: () => hash.digest("hex") };
  async function* chunks() {
    while (sent.bytes < size) {
      if (failAfter !== undefined && sent.bytes >= failAfter) throw new Error("The export broke part-way.");
      const chunk = randomBytes(Math.min(100_003, size - sent.bytes));
      hash.update(chunk);
      sent.bytes += chunk.length;
      yield chunk;
    }
  }
  return { body: Readable.from(chunks()), sent };
}

/** Reads a stream to its end: its byte count and SHA-256. */
async function digestOf(stream: ReadableStream<Uint8Array>): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let total = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    hash.update(read.value);
    total += read.value.length;
  }
  return { bytes: total, sha256: hash.digest("hex") };
}

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

  it("streams a body of several parts in and gives the same bytes back as a stream", async () => {
    const key = `${timesheetId}/7d2c3c1e-2222-4aaa-8bbb-000000000001`;
    const size = 2 * S3_PART_BYTES + 123_457;
    const { body, sent } = streamedBody(size);
    await storage.putStream(key, body, "application/zip");
    expect(sent.bytes).toBe(size);
    expect(await digestOf(await storage.getStream(key))).toEqual({ bytes: size, sha256: sent.sha256() });
  });

  it("streams over an existing key", async () => {
    const key = `${timesheetId}/7d2c3c1e-2222-4aaa-8bbb-000000000002`;
    await storage.put(key, new Uint8Array(3 * MiB).fill(7), "application/zip");
    const { body, sent } = streamedBody(MiB + 1);
    await storage.putStream(key, body, "application/zip");
    expect(await digestOf(await storage.getStream(key))).toEqual({ bytes: MiB + 1, sha256: sent.sha256() });
  });

  it("says 'Failed to download file' when streaming a key that holds nothing", async () => {
    await expect(storage.getStream(`${timesheetId}/7d2c3c1e-2222-4aaa-8bbb-00000000dead`)).rejects.toThrow("Failed to download file");
  });

  it("fails the write of a body that fails after more than a part, and the caller's delete leaves nothing", async () => {
    const key = `${timesheetId}/7d2c3c1e-2222-4aaa-8bbb-000000000003`;
    const { body, sent } = streamedBody(3 * S3_PART_BYTES, { failAfter: S3_PART_BYTES + MiB });
    await expect(storage.putStream(key, body, "application/zip")).rejects.toThrow("Failed to upload file");
    expect(sent.bytes).toBeGreaterThan(S3_PART_BYTES);
    // The interface leaves what was stored to the caller (an export job deletes its partial file).
    await storage.delete(key);
    await expect(storage.getStream(key)).rejects.toThrow("Failed to download file");
  });

  it("refuses a bad key for a stream", async () => {
    await expect(storage.putStream("../escape", Readable.from([Buffer.from("x")]), "application/zip")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.getStream("../escape")).rejects.toThrow(/Invalid storage key|Failed to download file/);
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

describe("s3 storage streaming, as the S3 server saw it", () => {
  let storage: Storage;
  beforeAll(() => {
    storage = createS3Storage({ endpoint: s3endpoint, region: "us-east-1", bucket: "uploads", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
  });
  const storedAs = (key: string) => s3events.filter((record) => record.s3.object.key === key).map((record) => [record.eventName, record.s3.object.size]);

  it("stores a body larger than a part by one multipart upload, whole", async () => {
    const key = `${timesheetId}/7d2c3c1e-3333-4aaa-8bbb-000000000001`;
    const size = S3_PART_BYTES + 5 * MiB + 17;
    const { body, sent } = streamedBody(size);
    await storage.putStream(key, body, "application/zip");
    expect(storedAs(key)).toEqual([["ObjectCreated:Post", size]]);
    expect(await digestOf(await storage.getStream(key))).toEqual({ bytes: size, sha256: sent.sha256() });
  });

  it("stores a body smaller than a part by one plain PUT", async () => {
    const key = `${timesheetId}/7d2c3c1e-3333-4aaa-8bbb-000000000002`;
    const { body, sent } = streamedBody(300_000);
    await storage.putStream(key, body, "application/zip");
    expect(storedAs(key)).toEqual([["ObjectCreated:Put", 300_000]]);
    expect(await digestOf(await storage.getStream(key))).toEqual({ bytes: 300_000, sha256: sent.sha256() });
  });

  it("leaves no object when the body fails after a part went up (the multipart upload is never completed)", async () => {
    const key = `${timesheetId}/7d2c3c1e-3333-4aaa-8bbb-000000000003`;
    const { body, sent } = streamedBody(3 * S3_PART_BYTES, { failAfter: S3_PART_BYTES + MiB });
    await expect(storage.putStream(key, body, "application/zip")).rejects.toThrow("Failed to upload file");
    expect(sent.bytes).toBeGreaterThan(S3_PART_BYTES);
    expect(storedAs(key)).toEqual([]);
    await expect(storage.getStream(key)).rejects.toThrow("Failed to download file");
  });
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
