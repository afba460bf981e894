// s3rver ships no types; this is the part of its API the storage tests use.
declare module "s3rver" {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** An S3 event notification per stored object ("ObjectCreated:Put" for a PUT, "ObjectCreated:Post" for a completed multipart upload). */
    on(event: "event", listener: (event: S3rverEvent) => void): this;
  }
  export interface S3rverEvent {
    Records: { eventName: string; s3: { object: { key: string; size?: number } } }[];
  }
}
