import { pathToFileURL } from "node:url";
import { sharedArtefact } from "./shared-artefacts";

export type RuleFailure = { id: string; flag: string; location: string; text: string };
export type EInvoiceValidation = { fatal: RuleFailure[]; warnings: RuleFailure[] };
type Validator = { validateEInvoice(syntax: "cii" | "ubl", xml: string): EInvoiceValidation };

/**
 * The official EN 16931 rules (CEN, release 1.3.16) from ../shared/einvoice beside the repository
 * (a clean clone sits at the same place in CI). Loaded by URL: the file is outside the project.
 */
export async function validateEInvoice(syntax: "cii" | "ubl", xml: string): Promise<EInvoiceValidation> {
  const validator = (await import(/* @vite-ignore */ pathToFileURL(sharedArtefact("einvoice", "validate.mjs")).href)) as Validator;
  return validator.validateEInvoice(syntax, xml);
}
