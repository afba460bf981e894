import { z } from "zod";

/**
 * The rules of spec point 5 plus the settings the architecture adds (database, storage, SMTP).
 * Kept apart from env.ts so tests can validate any set of variables without touching process.env.
 */

const required = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`);
const url = (what: string) => z.url({ error: `${what} must be a URL` });
/** Feature flags are on only when the text is exactly 'true'. */
const flag = z
  .string()
  .optional()
  .transform((v) => v === "true");

export const APP_ENVIRONMENTS = ["local", "development", "test", "production"] as const;

export const serverSchema = {
  /** Signs sessions and tokens (the backend service key of the spec). */
  SERVICE_KEY: required("SERVICE_KEY").pipe(z.string().min(32, "SERVICE_KEY must be at least 32 characters")),
  ADMIN_API_KEY: required("ADMIN_API_KEY"),
  CRON_SECRET: required("CRON_SECRET"),
  DEPLOYMENT_URL: required("DEPLOYMENT_URL"),
  MAIL_USER: z.string().optional(),
  MAIL_PASSWORD: z.string().optional(),
  MAIL_PROVIDER_KEY: z.string().optional(),
  MAIL_PROVIDER_SECRET: z.string().optional(),
  BILLING_DETAILS_UPDATED_URL: url("BILLING_DETAILS_UPDATED_URL").optional(),
  MAIL_TEST_BASE_URL: url("MAIL_TEST_BASE_URL").optional(),
  SESSION_RECORDING_ID: z.string().optional(),
  FEATURE_INVOICING: flag,
  FEATURE_EXPENSES: flag,
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  /** Where the server writes a backup archive each business day (server/backups/daily-backup.ts); unset: none. */
  BACKUP_DIR: z.string().optional(),
  /** How many daily archives BACKUP_DIR keeps, the newest. */
  BACKUP_KEEP: z.coerce.number().int().min(1, "BACKUP_KEEP must be at least 1").default(7),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: flag,
  MAIL_FROM: z.string().default("Settle <no-reply@localhost>"),
  STORAGE_DRIVER: z.enum(["disk", "s3"], { error: "STORAGE_DRIVER must be disk or s3" }).default("disk"),
  /** Unset for AWS S3; the server's URL for MinIO or Supabase Storage's S3 endpoint. */
  S3_ENDPOINT: url("S3_ENDPOINT").optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().default("uploads"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style bucket URLs; unset means on when S3_ENDPOINT is set (MinIO, Supabase) and off for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" }).optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** The largest JSON request body the API reads (uploads have UPLOAD_MAX_BYTES). */
  API_BODY_MAX_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  BUSINESS_TIME_ZONE: z.string().default("UTC"),
  /** Failed sign-ins an account (or a browser known for it) makes before each further guess waits, 5 s doubling up to 15 min; an address gets four times as many (server/auth/sign-in-limit.ts). */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  /**
   * Addresses of the reverse proxies in front of the server, comma-separated (exact IPs, or
   * "loopback" / "private" for those ranges). Only a request from one of them may name the
   * client's address in X-Forwarded-For; unset means the header is ignored.
   */
  TRUSTED_PROXIES: z.string().optional(),
  /**
   * Webhook endpoints may point at loopback, private, link-local, CGNAT and metadata addresses
   * only when this is 'true' (local mode and tests); elsewhere they could reach the server's own network.
   */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: flag,
  /**
   * A single sign-on provider's issuer, discovery, keys and token endpoint may be on loopback or a
   * private network only when this is 'true' (local mode, tests, a Keycloak beside Settle); the
   * same address policy as webhooks (server/http/outbound/public-address.ts).
   */
  SSO_ALLOW_PRIVATE_NETWORKS: flag,
  /** Server errors are reported to this Sentry project; unset, nothing is sent anywhere. */
  SENTRY_DSN: url("SENTRY_DSN").optional(),
};

export const clientSchema = {
  NEXT_PUBLIC_ENV: z.enum(APP_ENVIRONMENTS, { error: "NEXT_PUBLIC_ENV must be one of local, development, test, production" }),
  NEXT_PUBLIC_DEPLOYMENT_URL: required("NEXT_PUBLIC_DEPLOYMENT_URL"),
  /*
   * The next three are the spec's (point 1) and are validated so a deployment configured for it
   * starts, but nothing reads them: the browser calls the API on its own origin (a second origin
   * would need CORS and cross-site cookies), there is no separate backend client to hold an
   * anonymous key (sessions are cookies), and file links stay /api/files/{id} because every
   * download is checked against the signed-in person; a storage URL would bypass that check.
   */
  NEXT_PUBLIC_BACKEND_URL: url("NEXT_PUBLIC_BACKEND_URL"),
  NEXT_PUBLIC_BACKEND_ANON_KEY: required("NEXT_PUBLIC_BACKEND_ANON_KEY"),
  NEXT_PUBLIC_STORAGE_UPLOADS_URL: url("NEXT_PUBLIC_STORAGE_UPLOADS_URL"),
  NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL: url("NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL"),
  /** Browser errors are reported to this Sentry project (read at build time); unset, none are. */
  NEXT_PUBLIC_SENTRY_DSN: url("NEXT_PUBLIC_SENTRY_DSN").optional(),
};

export type EnvSource = Record<string, string | undefined>;

/**
 * In local mode (the quick-start default) every public setting derives from one base URL, so a
 * fresh clone runs with no configuration. Secrets are not invented here: the server fills them
 * from DATA_DIR before anything reads them (server/config/local-secrets.ts).
 * A fresh install (scripts/quickstart.ts) should show the whole product, so invoicing and expenses
 * are on unless the operator set FEATURE_INVOICING or FEATURE_EXPENSES; elsewhere the spec's rule
 * holds (on only for the text 'true').
 */
export function withLocalDefaults(source: EnvSource): EnvSource {
  const environment = source.NEXT_PUBLIC_ENV ?? "local";
  if (environment !== "local") return source;
  const base = source.NEXT_PUBLIC_DEPLOYMENT_URL ?? source.DEPLOYMENT_URL ?? `http://localhost:${source.PORT ?? "3000"}`;
  return {
    ...source,
    NEXT_PUBLIC_ENV: "local",
    DEPLOYMENT_URL: source.DEPLOYMENT_URL ?? base,
    NEXT_PUBLIC_DEPLOYMENT_URL: base,
    NEXT_PUBLIC_BACKEND_URL: source.NEXT_PUBLIC_BACKEND_URL ?? base,
    NEXT_PUBLIC_BACKEND_ANON_KEY: source.NEXT_PUBLIC_BACKEND_ANON_KEY ?? "local-anon-key",
    NEXT_PUBLIC_STORAGE_UPLOADS_URL: source.NEXT_PUBLIC_STORAGE_UPLOADS_URL ?? `${base}/api/files`,
    NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL: source.NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL ?? `${base}/handbook`,
    FEATURE_INVOICING: source.FEATURE_INVOICING ?? "true",
    FEATURE_EXPENSES: source.FEATURE_EXPENSES ?? "true",
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: source.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? "true",
    SSO_ALLOW_PRIVATE_NETWORKS: source.SSO_ALLOW_PRIVATE_NETWORKS ?? "true",
  };
}

export const INVALID_ENVIRONMENT = "Invalid environment variables";

/** One line per problem, naming the variable and the rule; never the value, which may be a secret. */
export function describeIssues(issues: readonly { path?: readonly unknown[]; message: string }[]): string[] {
  return issues.map((issue) => {
    const key = (issue.path ?? [])
      .map((p) => (typeof p === "object" && p !== null && "key" in p ? String((p as { key: unknown }).key) : String(p)))
      .join(".");
    return `- ${key || "(environment)"}: ${issue.message}`;
  });
}

export interface StorageSettings {
  STORAGE_DRIVER: "disk" | "s3";
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/**
 * The S3 driver cannot work without credentials, and failing at the first upload would be too
 * late: the issues come in the same shape as the schema's, so they print the same way.
 */
export function storageSettingsIssues(settings: StorageSettings): { path: string[]; message: string }[] {
  if (settings.STORAGE_DRIVER !== "s3") return [];
  return (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
    .filter((key) => !settings[key]?.trim())
    .map((key) => ({ path: [key], message: `${key} is required when STORAGE_DRIVER is s3` }));
}
