import "server-only";
import { randomUUID } from "node:crypto";
import { ACCEPTED_FILE_TYPES, uploadFileFields, type FileView } from "@/lib/schemas/files";
import { AppError, fieldIssue } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { files } from "@/server/db/schema";
import { findExpenseRecordOf } from "@/server/services/expense-records/find-expense-record";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { getStorage, StorageError } from "@/server/storage";
import { assertFileEditable } from "./assert-file-editable";
import { toFileView } from "./file-view";
import type { Upload } from "./read-upload";
import { sniffContentType } from "./sniff-content-type";

const ACCEPTED_NAMES = ACCEPTED_FILE_TYPES.map((t) => t.name).join(", ");

/**
 * Stores an uploaded file under a generated key `<timesheetId>/<uuid>` and records it. The bytes
 * are written inside the transaction, after every check; if the row then fails to commit, the
 * bytes are removed again, so no row points at nothing and nothing is kept without a row.
 */
export async function uploadFile(db: Database, actor: Actor, upload: Upload): Promise<FileView> {
  const fields = uploadFileFields.parse(upload.fields);
  const contentType = sniffContentType(upload.bytes);
  if (!contentType) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { key: "kindFileNotAccepted", values: { types: ACCEPTED_NAMES } }, [
      fieldIssue("file", { key: "acceptedTypesTypes", values: { types: ACCEPTED_NAMES } }),
    ]);
  }
  const today = businessToday();
  let storedKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const timesheet = await findTimesheetFor(tx, actor, fields.timesheetId, { forUpdate: true });
      assertFileEditable(actor, timesheet, fields.fileType, today);
      if (fields.expenseRecordId) await findExpenseRecordOf(tx, timesheet.id, fields.expenseRecordId);
      const key = `${timesheet.id}/${randomUUID()}`;
      try {
        await getStorage().put(key, upload.bytes, contentType);
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        console.error(error);
        throw new AppError("INTERNAL", { key: "storageFailed", values: { detail: error.message } });
      }
      storedKey = key;
      const [row] = await tx
        .insert(files)
        .values({
          timesheetId: timesheet.id,
          expenseRecordId: fields.expenseRecordId ?? null,
          fileType: fields.fileType,
          storageKey: key,
          originalName: upload.name,
          contentType,
          size: upload.bytes.byteLength,
          uploadedBy: actor.userId,
        })
        .returning();
      if (!row) throw new Error("The file row was not inserted.");
      return toFileView(row);
    });
  } catch (error) {
    if (storedKey) await getStorage().delete(storedKey).catch(() => undefined);
    throw error;
  }
}
