import { z } from "zod";

/** Bumped when the archive's layout changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = "settle-backup";
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_MEMBER = "manifest.json";
export const LOCAL_SECRETS_MEMBER = "local-secrets.json";
export const DATABASE_MEMBERS = { pglite: "database/pgdata.tar.gz", postgres: "database/postgres.dump" } as const;
export const FILES_PREFIX = "files/";

/** Storage keys as server/storage makes them (assertStorageKey). */
const STORAGE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const member = z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256 });

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  database: member.extend({
    kind: z.enum(["pglite", "postgres"]),
    tables: z.record(z.string(), z.object({ rows: z.number().int().nonnegative(), hash: z.string() })),
  }),
  // A key is put back into storage as a path: one that is not a key Settle makes, or that is not
  // its member's own, would write elsewhere (and used to fail the restore half-way).
  files: z.array(
    member
      .extend({ key: z.string().regex(STORAGE_KEY, "not a storage key Settle makes"), contentType: z.string() })
      .refine((file) => file.name === `${FILES_PREFIX}${file.key}`, "the member's name does not match its key"),
  ),
  /** Keys the database names but storage did not have when the backup was taken. */
  missingFiles: z.array(z.string()),
  localSecrets: member.nullable(),
});

export type BackupManifest = z.infer<typeof backupManifest>;

/** Every member a well-formed archive may hold; anything else (or a path escape) is refused. */
export const MEMBER_NAME = /^(manifest\.json|local-secrets\.json|database\/(pgdata\.tar\.gz|postgres\.dump)|files\/[a-z0-9-]+(\/[a-z0-9-]+)*)$/;

/** One line per table with rows, for the CLI's report. */
export function describeManifest(manifest: BackupManifest): string {
  const tables = Object.entries(manifest.database.tables).filter(([name]) => name.startsWith("public."));
  const rows = tables.reduce((sum, [, table]) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const lines = [
    `Settle ${manifest.appVersion}, taken ${manifest.createdAt} from the ${manifest.database.kind === "pglite" ? "embedded database" : "PostgreSQL database"}`,
    `${tables.length} tables, ${rows.toLocaleString("en-US")} rows; ${manifest.files.length} stored files (${bytes.toLocaleString("en-US")} bytes)`,
  ];
  if (manifest.missingFiles.length > 0) lines.push(`${manifest.missingFiles.length} file(s) named by the database were missing from storage: ${manifest.missingFiles.join(", ")}`);
  return lines.join("\n");
}
