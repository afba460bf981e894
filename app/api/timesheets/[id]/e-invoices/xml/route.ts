import { eInvoiceXmlQuery } from "@/lib/schemas/e-invoices";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseQuery, route } from "@/server/http/respond";
import { assertInvoicingEnabled } from "@/server/config/feature-flags";
import { eInvoiceXml } from "@/server/services/invoices/e-invoice-status";
import { getStorage } from "@/server/storage";

type Context = { params: Promise<{ id: string }> };

/** The XRechnung XML (UBL) of a component's current e-invoice, as an attachment. */
export const GET = route<Context>(async (request, context) => {
  const actor = await requireActor(request);
  assertInvoicingEnabled();
  const id = await idFrom(context, "Timesheet");
  const { kind } = parseQuery(request, eInvoiceXmlQuery);
  const { fileName, bytes } = await eInvoiceXml(await getDb(), actor, id, kind, (key) => getStorage().get(key));
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
