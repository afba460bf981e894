import "server-only";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import { assertStorageKey, StorageError, type Storage } from "./storage";

export interface S3StorageOptions {
  /** Unset for AWS S3 (the region decides); the server's URL for MinIO or Supabase Storage. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and Supabase serve buckets under the path (`/uploads/key`), not as a sub-domain. */
  forcePathStyle: boolean;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Supabase Storage's S3 endpoint). The bucket must exist;
 * an upload to an existing key overwrites it, as the spec's `uploads` bucket allows.
 */
/** S3 takes a multipart upload in parts of at least 5 MiB (but the last); a streamed body is cut into these. */
const PART_BYTES = 8 * 1024 * 1024;

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  return {
    driver: "s3",
    async put(key, body, contentType) {
      try {
        assertStorageKey(key);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      } catch (error) {
        throw new StorageError("Failed to upload file", { cause: error });
      }
    },
    async get(key) {
      try {
        assertStorageKey(key);
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new Error(`The object ${key} has no body.`);
        return await object.Body.transformToByteArray();
      } catch (error) {
        throw new StorageError("Failed to download file", { cause: error });
      }
    },
    async putStream(key, body, contentType) {
      assertStorageKey(key);
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const sendPart = async () => {
        uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }))).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }));
        parts.push({ ETag, PartNumber });
        pending = [];
        pendingBytes = 0;
      };
      try {
        for await (const chunk of body as AsyncIterable<Buffer | string>) {
          const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
          pending.push(bytes);
          pendingBytes += bytes.length;
          if (pendingBytes >= PART_BYTES) await sendPart();
        }
        // A small file is one plain PUT; S3 refuses a multipart upload of one part under 5 MiB only when more follow.
        if (!uploadId) {
          await client.send(new PutObjectCommand({ Bucket, Key: key, Body: Buffer.concat(pending), ContentType: contentType }));
          return;
        }
        if (pendingBytes > 0) await sendPart();
        await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      } catch (error) {
        // An unfinished multipart upload is invisible but billed: it is given up here.
        if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
        throw new StorageError("Failed to upload file", { cause: error });
      }
    },
    async getStream(key) {
      try {
        assertStorageKey(key);
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new Error(`The object ${key} has no body.`);
        return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      } catch (error) {
        throw new StorageError("Failed to download file", { cause: error });
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success, like the disk driver's rm --force.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
