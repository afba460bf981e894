import "server-only";
import { eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import { PAYMENT_RUN_NO_OUTSIDE_FILE, PAYMENT_RUN_NO_SEPA_FILE } from "@/lib/schemas/payment-runs";
import type { DbOrTx } from "@/server/db";
import { paymentRuns } from "@/server/db/schema";

export interface RunFile {
  name: string;
  contentType: string;
  body: string;
}

/** A run's file as it was made: the SEPA credit transfer (`sepa`) or the CSV to pay outside SEPA (`outside`). */
export async function paymentRunFile(db: DbOrTx, id: string, which: "sepa" | "outside"): Promise<RunFile> {
  const [run] = await db
    .select({ reference: paymentRuns.reference, sepaXml: paymentRuns.sepaXml, outsideCsv: paymentRuns.outsideCsv })
    .from(paymentRuns)
    .where(eq(paymentRuns.id, id));
  if (!run) throw notFound("paymentRun");
  if (which === "sepa") {
    if (run.sepaXml === null) throw new AppError("NOT_FOUND", PAYMENT_RUN_NO_SEPA_FILE);
    return { name: `${run.reference}.xml`, contentType: "application/xml; charset=utf-8", body: run.sepaXml };
  }
  if (run.outsideCsv === null) throw new AppError("NOT_FOUND", PAYMENT_RUN_NO_OUTSIDE_FILE);
  return { name: `${run.reference}-outside-sepa.csv`, contentType: "text/csv; charset=utf-8", body: run.outsideCsv };
}

/** The file as a download. */
export function runFileResponse(file: RunFile): Response {
  return new Response(file.body, {
    status: 200,
    headers: { "content-type": file.contentType, "content-disposition": `attachment; filename="${file.name}"`, "cache-control": "no-store" },
  });
}
