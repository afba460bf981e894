import { Readable } from "node:stream";
import { requireBackupCaller } from "@/server/backups/backup-access";
import { backupFileName } from "@/server/backups/create-backup";
import { backupThisInstallation } from "@/server/backups/this-installation";
import { route } from "@/server/http/respond";

/** The whole installation as one archive (server/backups), streamed; `npm run cli -- backup` calls it while the server runs. */
export const GET = route(async (request) => {
  await requireBackupCaller(request);
  const { stream } = await backupThisInstallation();
  return new Response(Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${backupFileName(new Date())}"`,
      "cache-control": "no-store",
    },
  });
});
