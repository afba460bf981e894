import { type ApiRoute } from "@/lib/schemas/common";

export const backupsApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/backup",
    download: "application/gzip",
    summary:
      "The whole installation as one .tar.gz, streamed: a consistent dump of the database (the embedded database's data directory, or pg_dump's custom format on PostgreSQL) taken while the server keeps serving, every stored file, local mode's generated secrets, and manifest.json (app version, rows and a hash per table, size and SHA-256 per member). " +
      "`npm run cli -- restore <file>` checks the archive against its manifest before it writes anything. `npm run cli -- backup` calls this while the server runs. File settle-backup-<yyyy-MM-dd-HH-mm-ss>.tar.gz.",
    tag: "Operations",
    access: "admin or admin API key",
  },
];
