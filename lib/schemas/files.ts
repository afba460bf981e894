import { z } from "zod";
import { FILE_TYPES } from "@/lib/domain/reference";
import { isoTimestamp, uuid } from "./common";
import { keyed } from "./error-map";

/** The file types of spec point 9. */
export const fileType = z.enum(FILE_TYPES, { error: keyed("fileTypeValues", { values: FILE_TYPES.join(", ") }) });

/** What an upload may contain; the type is sniffed from the bytes, never taken from the client. */
export const ACCEPTED_FILE_TYPES = [
  { contentType: "application/pdf", name: "PDF" },
  { contentType: "image/png", name: "PNG" },
  { contentType: "image/jpeg", name: "JPEG" },
  { contentType: "image/webp", name: "WebP" },
  { contentType: "image/heic", name: "HEIC" },
  { contentType: "image/heif", name: "HEIF" },
] as const;
export type AcceptedContentType = (typeof ACCEPTED_FILE_TYPES)[number]["contentType"];

/** Files that belong to an expense record rather than to the whole timesheet. */
export const EXPENSE_FILE_TYPES = ["EXPENSE_RECEIPT", "EXPENSE_INVOICE"] as const;

/** The text fields of the multipart upload (the `file` part is read separately). */
export const uploadFileFields = z
  .object({
    timesheetId: uuid,
    fileType,
    expenseRecordId: z.preprocess((v) => (v === "" || v === null ? undefined : v), uuid.optional()),
  })
  .refine((f) => f.expenseRecordId === undefined || (EXPENSE_FILE_TYPES as readonly string[]).includes(f.fileType), {
    path: ["expenseRecordId"],
    error: keyed("onlyExpenseReceiptsExpense"),
  });

export const listFilesQuery = z.object({ timesheetId: uuid, fileType: fileType.optional(), expenseRecordId: uuid.optional() });
export type ListFilesQuery = z.infer<typeof listFilesQuery>;

/** Re-link or relabel files: all or nothing. `expenseRecordId: null` unlinks a file from its record. */
export const updateFilesInput = z
  .array(
    z.object({
      id: uuid,
      fileType: fileType.optional(),
      expenseRecordId: uuid.nullable().optional(),
      outdated: z.boolean().optional(),
    }),
  )
  .min(1, { error: keyed("sendLeastFile") })
  .max(100, { error: keyed("sendMost100Files") })
  .refine((list) => new Set(list.map((f) => f.id)).size === list.length, { error: keyed("eachFileAppearOnly") });
export type UpdateFilesInput = z.infer<typeof updateFilesInput>;

export const deleteFilesInput = z.object({
  ids: z
    .array(uuid)
    .min(1, { error: keyed("nameLeastFile") })
    .max(100, { error: keyed("deleteMost100Files") })
    .refine((ids) => new Set(ids).size === ids.length, { error: keyed("eachFileAppearOnly") }),
});
export type DeleteFilesInput = z.infer<typeof deleteFilesInput>;

/** A stored file as the API shows it: never the storage key. `url` is where it downloads from. */
export const fileView = z.object({
  id: uuid,
  timesheetId: uuid,
  expenseRecordId: uuid.nullable(),
  fileType,
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  outdated: z.boolean(),
  url: z.string(),
  createdAt: isoTimestamp,
});
export type FileView = z.infer<typeof fileView>;

export const fileList = z.object({ data: z.array(fileView) });
