import "server-only";
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, StorageError, UPLOADS_BUCKET, type Storage } from "./storage";

/** Local disk under DATA_DIR/uploads: the default driver, for a single machine. */
export function createDiskStorage(dataDir: string): Storage {
  const root = path.resolve(/*turbopackIgnore: true*/ dataDir, UPLOADS_BUCKET);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    driver: "disk",
    async put(key, body) {
      try {
        const file = fileOf(key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, body);
      } catch (error) {
        throw new StorageError("Failed to upload file", { cause: error });
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        throw new StorageError("Failed to download file", { cause: error });
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async putStream(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(file));
      } catch (error) {
        throw new StorageError("Failed to upload file", { cause: error });
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        // Opened before answering, so a missing file is this error rather than a broken body.
        await stat(file);
      } catch (error) {
        throw new StorageError("Failed to download file", { cause: error });
      }
      return Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
