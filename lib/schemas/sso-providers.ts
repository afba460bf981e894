import { z } from "zod";
import { isoTimestamp, nameText, plainText, uuid } from "./common";
import { keyed } from "./error-map";


/** An issuer URL: https, or http on this machine (a provider run for tests or a local Keycloak). */
export const ssoIssuer = z
  .string({ error: keyed("issuerProviderSHttps") })
  .trim()
  .max(500, { error: keyed("issuerProviderSHttps") })
  .refine((value) => {
    try {
      const url = new URL(value);
      const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
      return (url.protocol === "https:" || (url.protocol === "http:" && local)) && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, { error: keyed("issuerProviderSHttps") })
  .transform((value) => value.replace(/\/+$/, ""));

const domain = z
  .string({ error: keyed("eachDomainEMail") })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: keyed("eachDomainEMail") });

const providerFields = {
  /** What the sign-in page's button says, e.g. "Contoso Entra ID". */
  name: nameText.max(100, { error: keyed("nameMost100Characters") }),
  issuer: ssoIssuer,
  clientId: plainText.trim().min(1, { error: keyed("enterClientIdProvider") }).max(500, { error: keyed("clientIdMost500") }),
  domains: z.array(domain).min(1, { error: keyed("nameLeastEMail") }).max(50, { error: keyed("most50DomainsPer") }),
  /** Refuse the password for people of these domains: they sign in only through the provider. */
  required: z.boolean(),
  /**
   * Trust the provider's word that it did multi-factor authentication (the ID token's amr or
   * acr): then a person enrolled in Settle's two-factor sign-in skips the code step. Off: the
   * code step follows single sign-on as it follows the password.
   */
  trustMfa: z.boolean().default(false),
};

export const createSsoProviderBody = z.object({
  ...providerFields,
  clientSecret: z.string().min(1, { error: keyed("enterClientSecretProvider") }).max(2000, { error: keyed("clientSecretMost2000") }),
});
export type CreateSsoProviderBody = z.output<typeof createSsoProviderBody>;

/** A change keeps the stored secret unless a new one is sent. */
export const updateSsoProviderBody = z.object({
  ...providerFields,
  clientSecret: z.string().min(1).max(2000, { error: keyed("clientSecretMost2000") }).optional(),
});
export type UpdateSsoProviderBody = z.output<typeof updateSsoProviderBody>;

/** A provider as the API shows it: never the client secret. */
export const ssoProviderView = z.object({
  id: uuid,
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  domains: z.array(z.string()),
  required: z.boolean(),
  trustMfa: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type SsoProviderView = z.infer<typeof ssoProviderView>;

export const ssoProviderParams = z.object({ id: uuid });

export const ssoSignInBody = z.object({
  email: z.string({ error: keyed("enterWorkEMail") }).trim().toLowerCase().max(320, { error: keyed("enterWorkEMail") }).pipe(z.email({ error: keyed("enterWorkEMail") })),
});

/** The domain of an e-mail address, lower case. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();



/** The sign-in page's `sso` value after single sign-on when the person's code step is still to do (it opens at the code step). */
export const SSO_CODE_STEP = "two_factor";
