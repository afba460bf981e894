import "server-only";
import { PassThrough, Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { contentDisposition, type ExportFileName } from "./file-name";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * A download ready to stream: everything that can fail for a reason the caller should hear
 * (not found, not allowed, bad ids) has already happened while loading, so `fill` only writes.
 */
export interface XlsxDownload {
  fileName: ExportFileName;
  /** May read more rows while it writes (a batch reads its records in chunks). */
  fill(workbook: WorkbookWriter): void | Promise<void>;
}

/** Fills and commits the workbook into `output`; the response below and background export jobs write the same bytes. */
export async function writeXlsx(download: XlsxDownload, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = "Settle";
  await download.fill(workbook);
  await workbook.commit();
}

/**
 * Streams the workbook as it is written: exceljs's streaming writer zips each committed row
 * into the response body, so the file is never held whole in memory. A failure while writing
 * (which loading beforehand makes unlikely) aborts the body, and the browser sees a failed
 * download rather than a corrupt file.
 */
export function xlsxResponse(download: XlsxDownload): Response {
  const output = new PassThrough();
  writeXlsx(download, output).catch((error: unknown) => {
    console.error(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const body = Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": XLSX_CONTENT_TYPE,
      "content-disposition": contentDisposition(download.fileName),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
