-- An invoice whose data lacks what XRechnung requires (BR-DE-6, -9, -15) is still an EN 16931
-- Factur-X PDF, but no XRechnung XML is written for it: the key is null until it is regenerated.
ALTER TABLE "e_invoices" ALTER COLUMN "xml_storage_key" DROP NOT NULL;
