import { z } from "zod";
import { isCountryCode } from "@/lib/domain/countries";
import { isoTimestamp, uuid, version, nameText } from "./common";

/** A two-letter country code from the reference country list, e.g. CH. */
export const countryCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, "Country must be a two-letter code from the country list, e.g. CH.");

const name = nameText;
const contactEmail = z
  .email("Enter a valid e-mail address.")
  .max(320)
  .transform((email) => email.toLowerCase());

const address = z.string().trim().max(1000, "An address has at most 1000 characters.");

export const createClientBody = z.object({
  name,
  countryCode: countryCode.nullish(),
  contactEmail: contactEmail.nullish(),
  address: address.nullish(),
  /** Whom the client's projects are invoiced through by default. */
  invoicingEntityId: uuid.nullish(),
});
export type CreateClientBody = z.infer<typeof createClientBody>;

/** Only the fields sent change; `version` is the one read, so a stale write is refused. */
export const updateClientBody = z.object({
  name: name.optional(),
  countryCode: countryCode.nullish(),
  contactEmail: contactEmail.nullish(),
  address: address.nullish(),
  invoicingEntityId: uuid.nullish(),
  version,
});
export type UpdateClientBody = z.infer<typeof updateClientBody>;

export const clientSchema = z.object({
  id: uuid,
  name: z.string(),
  countryCode: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  invoicingEntity: z.object({ id: uuid, name: z.string() }).nullable(),
  projectsCount: z.number().int(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientDetailSchema = clientSchema.extend({
  projects: z.array(z.object({ id: uuid, name: z.string(), archived: z.boolean() })),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const CLIENT_HAS_PROJECTS_MESSAGE = "This client still has projects; archive or move them first.";
