import { NextResponse } from "next/server";
import { generateInvoiceInput } from "@/lib/schemas/invoices";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { assertInvoicingEnabled } from "@/server/invoices/feature-flags";
import { generateInvoice } from "@/server/services/invoices/generate-invoice";

export const POST = route(async (request) => {
  const actor = await requireActor(request);
  assertInvoicingEnabled();
  const body = await parseBody(request, generateInvoiceInput);
  return NextResponse.json({ data: await generateInvoice(await getDb(), actor, body) }, { status: 201 });
});
