import "server-only";
import type { FileType } from "@/lib/domain";
import type { FileView } from "@/lib/schemas/files";
import { files } from "@/server/db/schema";
import { isoUtcTimestamp } from "@/server/db/sql/iso-timestamp";

export type FileRow = typeof files.$inferSelect;

/** A file row as the API shows it: the storage key stays on the server. */
export function toFileView(row: FileRow): FileView {
  return {
    id: row.id,
    timesheetId: row.timesheetId,
    expenseRecordId: row.expenseRecordId,
    fileType: row.fileType as FileType,
    originalName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    outdated: row.outdated,
    url: `/api/files/${row.id}`,
    createdAt: isoUtcTimestamp(row.createdAt),
  };
}
