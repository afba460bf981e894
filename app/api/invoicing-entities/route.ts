import { createInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { forbidden } from "@/lib/errors";
import { can } from "@/lib/policies/permissions";
import { requireActor } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { createInvoicingEntity } from "@/server/services/invoicing-entities/create-invoicing-entity";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

async function adminOrContractor(request: Request) {
  const actor = await requireActor(request);
  if (!can(actor.role, "admin:read") && !can(actor.role, "own-timesheets:read")) throw forbidden();
  return actor;
}

/**
 * Contractors read them too: they address their invoices to these entities. Not paged: they are
 * the company's own legal entities, a handful, and pickers need them all.
 */
export const GET = endpoint({ access: adminOrContractor }, ({ db }) => listInvoicingEntities(db));

export const POST = endpoint({ access: "admin:write", body: createInvoicingEntityBody, answer: "created" }, ({ db, body }) =>
  createInvoicingEntity(db, body),
);
