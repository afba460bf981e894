import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import { createdAt, oneOf, reference } from "./columns";
import { files, invoices } from "./documents";

/**
 * The EN 16931 side of a generated invoice file: the Factur-X PDF it belongs to (a replaced file
 * takes its row with it), the profile and VAT category it was made with, and where the XRechnung
 * XML written from the same data is stored. An uploaded invoice has no row: it is no e-invoice.
 */
export const eInvoices = pgTable(
  "e_invoices",
  {
    fileId: uuid("file_id")
      .primaryKey()
      .references(() => files.id, { onDelete: "cascade" }),
    invoiceId: reference("invoice_id", () => invoices.id, "cascade"),
    profile: text("profile").notNull(),
    vatCategory: text("vat_category").notNull(),
    /** The XRechnung XML; null when the data lacked what XRechnung requires (server/invoices/xrechnung-requirements.ts). */
    xmlStorageKey: text("xml_storage_key"),
    createdAt: createdAt(),
  },
  (t) => [oneOf("e_invoices_vat_category_check", t.vatCategory, VAT_CATEGORIES), index("e_invoices_invoice_idx").on(t.invoiceId)],
);
