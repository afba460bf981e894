import { z } from "zod";
import { isoTimestamp, nameText, plainText, uuid } from "./common";

export const SSO_ISSUER_MESSAGE = "The issuer is the provider's https URL, such as https://login.microsoftonline.com/<tenant id>/v2.0.";
export const SSO_DOMAIN_MESSAGE = "Each domain is an e-mail domain such as example.com.";
export const SSO_DOMAINS_MESSAGE = "Name at least one e-mail domain the provider serves.";

/** An issuer URL: https, or http on this machine (a provider run for tests or a local Keycloak). */
export const ssoIssuer = z
  .string({ error: SSO_ISSUER_MESSAGE })
  .trim()
  .max(500, SSO_ISSUER_MESSAGE)
  .refine((value) => {
    try {
      const url = new URL(value);
      const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
      return (url.protocol === "https:" || (url.protocol === "http:" && local)) && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, SSO_ISSUER_MESSAGE)
  .transform((value) => value.replace(/\/+$/, ""));

const domain = z
  .string({ error: SSO_DOMAIN_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, SSO_DOMAIN_MESSAGE);

const providerFields = {
  /** What the sign-in page's button says, e.g. "Contoso Entra ID". */
  name: nameText.max(100, "A name has at most 100 characters."),
  issuer: ssoIssuer,
  clientId: plainText.trim().min(1, "Enter the client id the provider gave.").max(500, "A client id has at most 500 characters."),
  domains: z.array(domain).min(1, SSO_DOMAINS_MESSAGE).max(50, "At most 50 domains per provider."),
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
  clientSecret: z.string().min(1, "Enter the client secret the provider gave.").max(2000, "A client secret has at most 2000 characters."),
});
export type CreateSsoProviderBody = z.output<typeof createSsoProviderBody>;

/** A change keeps the stored secret unless a new one is sent. */
export const updateSsoProviderBody = z.object({
  ...providerFields,
  clientSecret: z.string().min(1).max(2000, "A client secret has at most 2000 characters.").optional(),
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

/** POST /api/auth/sign-in/sso: the e-mail whose domain picks the provider. */
export const SSO_EMAIL_MESSAGE = "Enter your work e-mail address.";
export const ssoSignInBody = z.object({
  email: z.string({ error: SSO_EMAIL_MESSAGE }).trim().toLowerCase().max(320, SSO_EMAIL_MESSAGE).pipe(z.email(SSO_EMAIL_MESSAGE)),
});

/** The domain of an e-mail address, lower case. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();

/** Save time: the issuer's host resolves to an address the outbound policy refuses. */
export const SSO_ISSUER_ADDRESS_MESSAGE =
  "The issuer's host resolves to a loopback, private, link-local or metadata address. Settle fetches the provider's keys from there; set SSO_ALLOW_PRIVATE_NETWORKS=true if the provider runs on your own network.";

/** What password sign-in answers for a domain whose provider is required. */
export const SSO_REQUIRED_MESSAGE = "People of this e-mail domain sign in with single sign-on. Use “Sign in with single sign-on”.";

/** The sign-in page's `sso` value after single sign-on when the person's code step is still to do (it opens at the code step). */
export const SSO_CODE_STEP = "two_factor";
