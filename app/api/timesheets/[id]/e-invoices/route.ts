import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { assertInvoicingEnabled } from "@/server/invoices/feature-flags";
import { eInvoiceStatus } from "@/server/services/invoices/e-invoice-status";

type Context = { params: Promise<{ id: string }> };

/** Per component: the current EN 16931 e-invoice and what the next one would need. Owner or admin; 404 otherwise. */
export const GET = route<Context>(async (request, context) => {
  const actor = await requireActor(request);
  assertInvoicingEnabled();
  const id = await idFrom(context, "Timesheet");
  return NextResponse.json({ data: await eInvoiceStatus(await getDb(), actor, id) });
});
