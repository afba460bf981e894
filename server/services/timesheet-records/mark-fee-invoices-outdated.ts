import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { files } from "@/server/db/schema";

/** A fee invoice states the records it bills; once they change it no longer matches them. */
export async function markFeeInvoicesOutdated(db: DbOrTx, timesheetId: string): Promise<void> {
  await db
    .update(files)
    .set({ outdated: true })
    .where(and(eq(files.timesheetId, timesheetId), eq(files.fileType, "FEE_INVOICE"), eq(files.outdated, false)));
}
