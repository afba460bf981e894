import { NextResponse } from "next/server";
import { updateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { updateInvoicingEntity } from "@/server/services/invoicing-entities/update-invoicing-entity";

type Context = { params: Promise<{ id: string }> };

export const PUT = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Invoicing entity");
  const body = await parseBody(request, updateInvoicingEntityBody);
  return NextResponse.json({ data: await updateInvoicingEntity(await getDb(), id, body) });
});
