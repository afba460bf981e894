import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
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
