import { z } from "zod";
import { isCountryCode } from "@/lib/domain/countries";
import { isoTimestamp, uuid, version, nameText } from "./common";
import { keyed } from "./error-map";
import { englishText } from "@/lib/errors";

/** A two-letter country code from the reference country list, e.g. CH. */
export const countryCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, { error: keyed("countryTwoLetterCode") });

const name = nameText;
const contactEmail = z
  .email({ error: keyed("enterValidEMail") })
  .max(320)
  .transform((email) => email.toLowerCase());

const address = z.string().trim().max(1000, { error: keyed("addressMost1000Characters") });

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

export const CLIENT_HAS_PROJECTS_MESSAGE = englishText({ key: "clientStillProjectsArchive" });
