import { NextResponse } from "next/server";
import { createInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { forbidden } from "@/lib/errors";
import { can } from "@/lib/policies/permissions";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createInvoicingEntity } from "@/server/services/invoicing-entities/create-invoicing-entity";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

/**
 * Contractors read them too: they address their invoices to these entities. Not paged: they are
 * the company's own legal entities, a handful, and pickers need them all.
 */
export const GET = route(async (request) => {
  const actor = await requireActor(request);
  if (!can(actor.role, "admin:read") && !can(actor.role, "own-timesheets:read")) throw forbidden();
  return NextResponse.json({ data: await listInvoicingEntities(await getDb()) });
});

export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createInvoicingEntityBody);
  return NextResponse.json({ data: await createInvoicingEntity(await getDb(), body) }, { status: 201 });
});
