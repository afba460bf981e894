import path from "node:path";
import { pathToFileURL } from "node:url";

export type RuleFailure = { id: string; flag: string; location: string; text: string };
export type EInvoiceValidation = { fatal: RuleFailure[]; warnings: RuleFailure[] };
type Validator = { validateEInvoice(syntax: "cii" | "ubl", xml: string): EInvoiceValidation };

/**
 * The official EN 16931 rules (CEN, release 1.3.16) from ../shared/einvoice beside the repository
 * (a clean clone sits at the same place in CI). Loaded by URL: the file is outside the project.
 */
const VALIDATOR = pathToFileURL(path.resolve(process.cwd(), "../shared/einvoice/validate.mjs")).href;

export async function validateEInvoice(syntax: "cii" | "ubl", xml: string): Promise<EInvoiceValidation> {
  const validator = (await import(/* @vite-ignore */ VALIDATOR)) as Validator;
  return validator.validateEInvoice(syntax, xml);
}
