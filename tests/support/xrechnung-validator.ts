import { pathToFileURL } from "node:url";
import type { EInvoiceValidation } from "./einvoice-validator";
import { sharedArtefact } from "./shared-artefacts";

type Validator = { validateXRechnung(syntax: "cii" | "ubl", xml: string): EInvoiceValidation };

/**
 * KoSIT's XRechnung Schematron (BR-DE-*, and the Peppol rules XRechnung adopts) from
 * ../shared/xrechnung. An XRechnung is valid only if it passes these and EN 16931
 * (./einvoice-validator.ts) both.
 */
export async function validateXRechnung(syntax: "cii" | "ubl", xml: string): Promise<EInvoiceValidation> {
  const validator = (await import(/* @vite-ignore */ pathToFileURL(sharedArtefact("xrechnung", "validate.mjs")).href)) as Validator;
  return validator.validateXRechnung(syntax, xml);
}
