import { inArea, type RouteTable } from "../operation";

export const backupsApi = inArea("settings", {
  getBackup: {
    method: "get",
    path: "/api/backup",
    download: "application/gzip",
    summary:
      "The whole installation as one .tar.gz, streamed: a consistent dump of the database (the embedded database's data directory, or pg_dump's custom format on PostgreSQL) taken while the server keeps serving, every stored object the database names (uploads, invoice PDFs and their XRechnung XML, export files), and manifest.json (app version, rows and a hash per table, size and SHA-256 per member). " +
      "`npm run cli -- restore <file>` checks the archive against its manifest before it writes anything. The archive holds no live credential: no sessions or verification tokens (a restore signs everyone out), and never local mode's generated secrets (only `npm run cli -- backup --include-secrets` writes those, encrypted). `npm run cli -- backup` calls this while the server runs. File settle-backup-<yyyy-MM-dd-HH-mm-ss>.tar.gz.",
    tag: "Operations",
    access:
      "backup", handledBy: "download",
  },
} satisfies RouteTable);
