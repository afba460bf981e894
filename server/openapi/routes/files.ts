import { z } from "zod";
import { uuid } from "@/lib/schemas/common";
import { deleteFilesInput, fileList, fileView, listFilesQuery, updateFilesInput } from "@/lib/schemas/files";
import { inArea, type RouteTable } from "../operation";

export const filesApi = inArea("timesheets", {
  uploadFile: {
    method: "post",
    path: "/api/files",
    created: true,
    summary:
      "Upload one file (multipart). Stored under a generated key; the type is sniffed from the bytes (PDF, PNG, JPEG, WebP, HEIC/HEIF), anything else is 415; larger than UPLOAD_MAX_BYTES is 413. Differs from the spec, whose POST sends and returns a list: here each request carries one file (streamed, capped, with upload progress in the browser), so several files are several requests; PUT and DELETE take a list, all or nothing.",
    tag: "Files",
    multipart:
      "Fields: file (the bytes), timesheetId, fileType (FEE_INVOICE | BONUS_INVOICE | EXPENSE_INVOICE | EXPENSE_RECEIPT), optional expenseRecordId.",
    response: z.object({ data: fileView }),
    access: "timesheet-owner",
    handledBy: "multipart upload",
  },
  listFiles: {
    method: "get",
    path: "/api/files",
    summary: "The files of a timesheet, optionally of one type or one expense record, oldest first.",
    tag: "Files",
    query: listFilesQuery,
    response: fileList,
    access: "timesheet-owner",
  },
  updateFiles: {
    method: "put",
    path: "/api/files",
    summary: "Re-link or relabel files (type, expense record, outdated); all or nothing. Returns the updated files.",
    tag: "Files",
    body: updateFilesInput,
    response: fileList,
    access: "timesheet-owner",
  },
  deleteFiles: {
    method: "delete",
    path: "/api/files",
    summary: "Delete files, all or nothing; the stored bytes go once the change is committed.",
    tag: "Files",
    body: deleteFilesInput,
    response: z.object({ data: z.object({ deleted: z.array(uuid) }) }),
    access: "timesheet-owner",
  },
  downloadFile: {
    method: "get",
    path: "/api/files/{id}",
    download: "application/octet-stream",
    summary: "Download a file as an attachment, with its sniffed Content-Type and X-Content-Type-Options: nosniff.",
    tag: "Files",
    access: "timesheet-owner",
    handledBy: "download",
  },
} satisfies RouteTable);
